import type { Page } from "@playwright/test";
import { adminPost, approvedReview, createPackageViaApi, signIn, uniqueTitle } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { expectRefusedBeside } from "./support/partner";

const PASSWORD = "kayal-portal-pass";
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/**
 * The admin makes a provider and invites a person, who sets a password through the link and lands in the portal. The
 * page stays signed in as both: the portal's own session check is then answered 403 (another role's session) once the
 * partner's session is gone.
 */
async function joinedPartner(page: Page, stem: string) {
  await signIn(page, "overview");
  const name = uniqueTitle(stem);
  const provider = (await adminPost(page, "/api/admin/providers", { name, meshId: `MESH-${name}` })).item as { id: string; slug: string };
  const link = String(
    (await adminPost(page, `/api/admin/providers/${provider.id}/people`, { email: `${provider.slug}@partner.example` })).link,
  );
  await page.goto(link);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Type it again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return { name, provider, link };
}

test("signing out from a section lands on the portal's own address", async ({ page }) => {
  await joinedPartner(page, "Sign-out Trails");
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Password" }).click();
  await expect(page).toHaveURL(/\/partner\?section=account$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in for travel providers" })).toBeVisible();
  // It kept ?section=account, the signed-out page's address.
  await expect(page).toHaveURL(/\/partner$/);
});

test("a used invitation link says it was used and leads to the sign-in, instead of asking for a password", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 410 \(Gone\) \(http:\/\/[^)]+\/api\/partner\/invitation\)$/, "the invitation link was used");
  expectConsoleError(
    /status of 403 \(Forbidden\) \(http:\/\/[^)]+\/api\/partner\/session\)$/,
    "signed out, the browser holds the admin's session",
  );
  const { link } = await joinedPartner(page, "Used Link Trails");
  // Off the portal before its session ends: the portal's own requests still in flight (its package list) would
  // otherwise be answered 403 once the session has gone.
  const headers = origin(page);
  await page.goto("about:blank");
  const signedOut = await page.request.delete("/api/partner/session", { headers });
  expect(signedOut.ok()).toBe(true);
  await page.goto(link);
  // It said "Set your password" above the refusal.
  await expect(page.getByRole("heading", { level: 1, name: "This invitation was already used" })).toBeVisible();
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to sign-in" }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in for travel providers" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toBeVisible();
});

test("publishing an empty reply says so beside the reply box, which takes focus", async ({ page }) => {
  const { name } = await joinedPartner(page, "Empty Reply Trails");
  const title = uniqueTitle("Empty Reply Houseboat");
  const { id: packageId } = await createPackageViaApi(page, { title, providerName: name, meshId: `MESH-${name}`, status: "Active" });
  await approvedReview(page, packageId);

  await page.goto("/partner?section=reviews");
  const box = page.getByLabel("Reply to Meera");
  await expect(box).toBeVisible();
  await page.getByRole("button", { name: "Publish reply" }).press("Enter");
  // It was said at the form's top, with focus left on the button.
  await expectRefusedBeside(box, "One reply per review, shown publicly under it; it cannot be changed afterwards. Write a reply first.");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
});

test("a paused package's change says it stays paused, not that a live version stays public; withdrawing the returned change asks first, naming what is discarded @desktop-only", async ({
  page,
}) => {
  const { name } = await joinedPartner(page, "Paused Change Trails");
  const title = uniqueTitle("Paused Change Canoe");
  const { id } = await createPackageViaApi(page, { title, providerName: name, meshId: `MESH-${name}`, status: "Active" });
  await page.goto("/partner");
  const row = page.getByRole("table").getByRole("row", { name: new RegExp(title) });
  const state = row.locator("[data-package-status]").last();
  const done = page.getByRole("region", { name: "Your packages" }).getByRole("status").filter({ hasText: /\S/ });
  await expect(state).toHaveText("Live");
  await row.getByRole("button", { name: `Pause: ${title}` }).click();
  await expect(state).toHaveText("Paused");

  // The editor and the line after the save say the package stays paused (they said "the live version stays public").
  await row.getByRole("button", { name: `Edit: ${title}` }).click();
  const editor = page.getByRole("dialog", { name: "Change a paused package" });
  await expect(
    editor.getByText(
      "Your change goes to the admin for review. The package is paused and takes no bookings; approving the change does not resume it.",
      { exact: false },
    ),
  ).toBeVisible();
  await editor.getByLabel("Description", { exact: true }).fill("The canoe now starts from Kainakary jetty at 6 am.");
  await editor.getByRole("button", { name: "Send change for review" }).click();
  await expect(editor).toBeHidden();
  await expect(done).toHaveText(`${title}: change sent for review. The package stays paused meanwhile and takes no bookings.`);
  await expect(state).toHaveText("Paused · change in review");

  // The admin returns the change with a reason.
  const queue = (await (await page.request.get("/api/admin/review-queue")).json()) as { items: { packageId?: string; version: string }[] };
  const waiting = queue.items.find((item) => item.packageId === id)!;
  await adminPost(page, `/api/admin/review-queue/${id}/return?version=${encodeURIComponent(waiting.version)}`, {
    reason: "Say which jetty.",
    fields: ["description"],
  });
  await page.reload();
  await expect(state).toHaveText("Paused · change returned: Say which jetty.");

  // Withdrawing it asks first, naming what goes; refused, nothing changes (it was discarded without asking).
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole("button", { name: `Withdraw from review: ${title}` }).click();
  await expect
    .poll(() => asked)
    .toEqual([
      `Discard the change the admin returned for “${title}”? Your edits and the admin's reason are deleted; the package stays as it is now.`,
    ]);
  await expect(state).toHaveText("Paused · change returned: Say which jetty.");
  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: `Withdraw from review: ${title}` }).click();
  await expect(done).toHaveText(`${title}: withdrawn from review.`);
  await expect(state).toHaveText("Paused");
});
