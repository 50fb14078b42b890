import type { Page } from "@playwright/test";
import { signIn, today, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { pressWhileHeld } from "./support/busy-button";
import { expect, test } from "./support/fixtures";

const PASSWORD = "kayal-partner-pass";
const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function api(page: Page, method: "post" | "put", path: string, data?: Record<string, unknown>) {
  const response = await page.request[method](path, { headers: origin(page), data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The admin makes a provider and invites a person, who sets a password and lands in the portal (the page stays signed in as both). */
async function joinAsPartner(page: Page, providerName: string) {
  await signIn(page, "overview");
  const name = uniqueTitle(providerName);
  const provider = (await api(page, "post", "/api/admin/providers", { name, meshId: `MESH-${name}` })).item as { id: string; slug: string };
  const invited = await api(page, "post", `/api/admin/providers/${provider.id}/people`, { email: `${provider.slug}@partner.example` });
  await page.goto(String(invited.link));
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Type it again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return { name, provider };
}

const draft = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  packageCode: "E2E-P1",
  startingLocation: "Kochi",
  destinations: "Alleppey",
  district: "alappuzha",
  originalPriceAdult: 9000,
  description: "Made by a partner in a browser test.",
  highlights: ["Sunrise over Vembanad"],
  bannerImage: "/assets/packages/default-banner.w1600.webp",
  bookingOpeningDate: today(-1),
  bookingClosingDate: today(60),
  departures: [{ date: today(30), seatsTotal: 10, seatsLeft: 10, priceAdult: "" }],
  ...extra,
});

test("a partner's package: submit, returned with a reason, fixed, approved and public; a live edit waits while the old version is public; seats are public at once; a change approved while paused says it stays paused @desktop-only", async ({
  page,
}, testInfo) => {
  test.slow(); // the whole loop, both sides, with axe: 56 s alone, over 60 s beside another worker
  const { name, provider } = await joinAsPartner(page, "Kayal Review Trails");

  // The partner's draft (made through the partner API: the portal's editor is not built yet).
  const title = uniqueTitle("Sunrise canoe");
  const created = (await api(page, "post", "/api/partner/packages", draft(title))).item as { id: string };
  const row = () => page.getByRole("table").getByRole("row", { name: new RegExp(title) });
  await page.reload();
  await expect(row()).toContainText("Draft");
  await row()
    .getByRole("button", { name: `Submit for review: ${title}` })
    .click();
  await expect(row()).toContainText("In review");
  await expectNoAxeViolations(page);

  // The admin's queue: count in the header, return with a reason.
  await page.goto("/admin?section=queue");
  await expect(page.getByRole("link", { name: /^Review queue \(\d+\)$/ })).toBeVisible();
  const queue = page.getByRole("region", { name: /^Review queue/ });
  const entry = queue.getByRole("listitem").filter({ hasText: title });
  await entry.getByRole("button", { name: "Review" }).click();
  // What the partner sent, field by field, beside the summary line.
  const submitted = entry.getByRole("table", { name: "What the provider submitted, field by field" });
  await expect(submitted.getByRole("row", { name: /^Description/ })).toContainText("Made by a partner in a browser test.");
  await expect(submitted.getByRole("row", { name: /^Highlights/ }).getByRole("listitem")).toHaveText(["Sunrise over Vembanad"]);
  await expect(submitted.getByRole("row", { name: /^Banner image/ }).getByRole("img")).toHaveAccessibleName("Banner image, submitted");
  // A district by its name, not its slug.
  await expect(submitted.getByRole("row", { name: /^District/ }).getByRole("cell")).toHaveText("Alappuzha");
  // The reason can name any field sent, not only a fixed few.
  const reason = "Please say where the canoe starts from.";
  await entry.getByLabel("Reason the provider will read").fill(reason);
  const about = entry.getByRole("group", { name: "Fields the reason is about (shown beside them):" });
  await about.getByRole("checkbox", { name: "Description" }).check();
  await about.getByRole("checkbox", { name: "Highlights" }).check();
  await expectNoAxeViolations(page);
  await entry.getByRole("button", { name: "Return to the provider" }).click();
  await expect(queue.getByText(`Returned to ${name}: ${title}.`)).toBeVisible();

  // The partner reads the reason, fixes, submits again.
  await page.goto("/partner");
  await expect(row()).toContainText(`Returned: ${reason}`);
  // Each field the reason names carries it in the editor, read with the field.
  await row()
    .getByRole("button", { name: `Edit: ${title}` })
    .click();
  const editor = page.getByRole("dialog");
  await expect(editor.getByLabel("Description", { exact: true })).toHaveAccessibleDescription(`Returned: ${reason}`);
  await expect(editor.getByRole("group", { name: "Highlights", exact: true })).toHaveAccessibleDescription(`Returned: ${reason}`);
  const view = async () => (await (await page.request.get(`/api/partner/packages/${created.id}`)).json()) as { version: string };
  await api(page, "put", `/api/partner/packages/${created.id}?version=${encodeURIComponent((await view()).version)}`, {
    ...draft(title, { description: "The canoe starts from Kainakary jetty at 6 am." }),
  });
  await page.reload();
  await row()
    .getByRole("button", { name: `Submit for review: ${title}` })
    .click();
  await expect(row()).toContainText("In review");

  // Approved: public.
  await page.goto("/admin?section=queue");
  await queue.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Review" }).click();
  await queue.getByRole("listitem").filter({ hasText: title }).getByRole("button", { name: "Approve" }).click();
  await expect(queue.getByText(`Approved: ${title} is live.`)).toBeVisible();
  const publicJson = async () =>
    (await (await page.request.get(`/api/v1/packages/${created.id}`)).json()) as {
      title: string;
      departures: { seatsLeft: number }[];
    };
  expect((await publicJson()).title).toBe(title);

  // A live edit waits; the old version stays public; the comparison shows old → new; approval publishes it.
  const newTitle = `${title} and breakfast`;
  await api(
    page,
    "put",
    `/api/partner/packages/${created.id}?version=${encodeURIComponent((await view()).version)}`,
    draft(newTitle, { bannerImage: "/assets/packages/chembra-peak-trek.w1600.webp" }),
  );
  await page.goto("/partner");
  await expect(page.getByRole("table").getByRole("row", { name: new RegExp(newTitle) })).toHaveCount(0);
  await expect(row()).toContainText("Live · change in review");
  expect((await publicJson()).title).toBe(title);
  await page.goto("/admin?section=queue");
  const liveEntry = queue.getByRole("listitem").filter({ hasText: title });
  await liveEntry.getByRole("button", { name: "Review" }).click();
  const comparison = liveEntry.getByRole("table");
  await expect(comparison.getByRole("row", { name: /Package title/ })).toContainText(newTitle);
  // Images side by side, each named by its field and side.
  const banners = comparison.getByRole("row", { name: /Banner image/ }).getByRole("img");
  await expect(banners).toHaveCount(2);
  await expect(banners.nth(0)).toHaveAccessibleName("Banner image, live now");
  await expect(banners.nth(1)).toHaveAccessibleName("Banner image, proposed");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`review-queue-${testInfo.project.name}.png`), fullPage: true });

  // A seat change while the revision waits: public within a second.
  const seatsAt = Date.now();
  await api(page, "put", `/api/partner/packages/${created.id}/departures?version=${encodeURIComponent((await view()).version)}`, {
    departures: [{ date: today(30), seatsTotal: 10, seatsLeft: 4, priceAdult: "" }],
  });
  await expect.poll(async () => (await publicJson()).departures[0]?.seatsLeft, { timeout: 1000 }).toBe(4);
  testInfo.annotations.push({ type: "seat change public after", description: `${Date.now() - seatsAt} ms` });

  await liveEntry.getByRole("button", { name: "Approve" }).click();
  await expect(queue.getByText(`Approved: ${title} is live.`)).toBeVisible();
  await expect.poll(async () => (await publicJson()).title).toBe(newTitle);
  expect((await publicJson()).departures[0]!.seatsLeft).toBe(4);

  // Every change of the walk is in the provider's audit log, once each (the figure the closing note quotes).
  const audit = await page.request.get(`/api/admin/audit?scope=provider&id=${encodeURIComponent(provider.id)}`);
  expect(audit.status()).toBe(200);
  const rows = ((await audit.json()) as { items: { actorRole: string; entity: string; action: string }[] }).items;
  const walk = rows.reverse().map((r) => `${r.actorRole} ${r.entity} ${r.action}`);
  expect(walk).toEqual([
    "admin provider create",
    "admin partner-person invited",
    "partner partner-person joined",
    "partner package create",
    "partner package submit",
    "admin package return",
    "partner package update",
    "partner package submit",
    "admin package approve",
    "partner package revision",
    "partner package departures",
    "admin package approve-revision",
  ]);
  testInfo.annotations.push({ type: "audit rows written by the walk", description: String(walk.length) });

  // A change approved while the package is paused is kept, and the package stays paused: said so.
  await api(
    page,
    "put",
    `/api/partner/packages/${created.id}?version=${encodeURIComponent((await view()).version)}`,
    draft(`${newTitle} in the rains`, { bannerImage: "/assets/packages/chembra-peak-trek.w1600.webp" }),
  );
  await api(page, "post", `/api/partner/packages/${created.id}/pause?version=${encodeURIComponent((await view()).version)}`, {});
  await page.goto("/admin?section=queue");
  const pausedEntry = queue.getByRole("listitem").filter({ hasText: newTitle });
  await pausedEntry.getByRole("button", { name: "Review" }).click();
  await pausedEntry.getByRole("button", { name: "Approve" }).click();
  await expect(queue.getByText(`Approved: ${newTitle}. It stays paused, off the site until it is resumed.`)).toBeVisible();
});

test("the review queue's Approve and Return, pressed by keyboard, stay focused and ignore a second press while the decision is sent; focus then goes to the queue's heading @desktop-only", async ({
  page,
}) => {
  const { name } = await joinAsPartner(page, "Kayal Keyboard Trails");
  const submitted = async (title: string) => {
    const created = (await api(page, "post", "/api/partner/packages", draft(title))).item as { id: string };
    const view = (await (await page.request.get(`/api/partner/packages/${created.id}`)).json()) as { version: string };
    await api(page, "post", `/api/partner/packages/${created.id}/submit?version=${encodeURIComponent(view.version)}`);
  };
  const approved = uniqueTitle("Keyboard canoe");
  const returned = uniqueTitle("Keyboard houseboat");
  await submitted(approved);
  await submitted(returned);

  await page.goto("/admin?section=queue");
  const queue = page.getByRole("region", { name: /^Review queue/ });
  const heading = queue.getByRole("heading", { name: /^Review queue/ });
  // The decision's own message; the queue also says "Loading…" while it reloads after a decision.
  const decision = queue.getByRole("status").filter({ hasNotText: "Loading…" });
  const entry = (title: string) => queue.getByRole("listitem").filter({ hasText: title });

  await entry(approved).getByRole("button", { name: "Review" }).click();
  await pressWhileHeld(
    page,
    entry(approved).getByRole("button", { name: "Approve" }),
    { url: /\/api\/admin\/review-queue\/[^/]+\/approve\?/ },
    {
      whileHeld: () => expectNoAxeViolations(page),
      outcome: async () => {
        await expect(decision).toHaveText(`Approved: ${approved} is live.`);
        await expect(entry(approved)).toHaveCount(0);
      },
    },
  );
  // The entry left with its button: focus is on the queue's heading, not thrown to the page's top.
  await expect(heading).toBeFocused();

  await entry(returned).getByRole("button", { name: "Review" }).click();
  await entry(returned).getByLabel("Reason the provider will read").fill("Please say where the houseboat moors for the night.");
  await pressWhileHeld(
    page,
    entry(returned).getByRole("button", { name: "Return to the provider" }),
    { url: /\/api\/admin\/review-queue\/[^/]+\/return\?/ },
    {
      outcome: async () => {
        await expect(decision).toHaveText(`Returned to ${name}: ${returned}.`);
        await expect(entry(returned)).toHaveCount(0);
      },
    },
  );
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);
});

test("a draft deleted in another tab: its editor's save and its Delete here say someone removed or changed it, and the list no longer shows it; an unknown invitation link is still called one @desktop-only", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 404 .*\/api\/partner\/packages\/[^/]+\?version=/, "the other tab deleted the draft first");
  expectConsoleError(/status of 404 .*\/api\/partner\/invitation\)$/, "an invitation link that was never issued");
  await joinAsPartner(page, "Two Tabs Trails");
  const title = uniqueTitle("Backwater canoe");
  const created = (await api(page, "post", "/api/partner/packages", draft(title))).item as { id: string; updatedAt: string };
  const row = () => page.getByRole("table").getByRole("row", { name: new RegExp(title) });
  await page.reload();
  await expect(row()).toContainText("Draft");

  // Open in the editor here while the other tab deletes it: the save is told the draft is gone.
  const editedTitle = uniqueTitle("Sunset canoe");
  const edited = (await api(page, "post", "/api/partner/packages", draft(editedTitle))).item as { id: string; updatedAt: string };
  await page.reload();
  // The editor asks for the package's places as it opens; deleted before that answer, the draft's
  // places would answer 404 too (seen on a busy machine), which is not what this test is about.
  const placesRead = page.waitForResponse((r) => r.url().endsWith(`/api/partner/packages/${edited.id}/places`));
  await page
    .getByRole("table")
    .getByRole("row", { name: new RegExp(editedTitle) })
    .getByRole("button", { name: `Edit: ${editedTitle}` })
    .click();
  const editor = page.getByRole("dialog");
  await editor.getByLabel("Description", { exact: true }).fill("Changed while the other tab deleted it.");
  expect((await placesRead).status()).toBe(200);
  const gone = await page.request.delete(`/api/partner/packages/${edited.id}?version=${encodeURIComponent(edited.updatedAt)}`, {
    headers: origin(page),
  });
  expect(gone.status()).toBe(204);
  await editor.getByRole("button", { name: "Save draft" }).click();
  // It said "This link is not valid. Ask for a new invitation." too.
  await expect(editor.getByRole("alert")).toHaveText(
    "This is no longer here: someone removed it in the meantime. Reload to see where things stand.",
  );
  page.once("dialog", (dialog) => void dialog.accept());
  await editor.getByRole("button", { name: "Close" }).click();
  await expect(editor).toBeHidden();

  // Another tab of the same office deletes it first.
  const deleted = await page.request.delete(`/api/partner/packages/${created.id}?version=${encodeURIComponent(created.updatedAt)}`, {
    headers: origin(page),
  });
  expect(deleted.status()).toBe(204);
  page.once("dialog", (dialog) => void dialog.accept());
  await row()
    .getByRole("button", { name: `Delete: ${title}` })
    .click();
  // It said "This link is not valid. Ask for a new invitation.", a sentence of the invitation page.
  await expect(page.getByRole("alert")).toHaveText("Someone else changed this package in the meantime; the list was reloaded.");
  await expect(row()).toHaveCount(0);
  // The invitation page still speaks of its link when the server does not know it.
  await page.goto(`/partner/join#${"x".repeat(43)}`);
  await expect(page.getByText("This link is not valid. Ask for a new invitation.")).toBeVisible();
});

test("a live package's save says what it did: saved unchanged, no change to save; changed, sent for review; saved unchanged again, the change still waits; paused meanwhile, Paused first; changed back, withdrawn and Live again @desktop-only", async ({
  page,
}) => {
  test.slow(); // a long journey: three times the usual bound
  await joinAsPartner(page, "Kayal Still Waters");
  // A live package of the partner's: made, submitted and approved through the two APIs.
  const title = uniqueTitle("Still backwater");
  const made = (await api(page, "post", "/api/partner/packages", draft(title, { packageCode: "E2E-P2" }))).item as {
    id: string;
    updatedAt: string;
  };
  await api(page, "post", `/api/partner/packages/${made.id}/submit?version=${encodeURIComponent(made.updatedAt)}`);
  const queued = (await (await page.request.get(`/api/admin/review-queue/${made.id}`)).json()) as { version: string };
  await api(page, "post", `/api/admin/review-queue/${made.id}/approve?version=${encodeURIComponent(queued.version)}`);

  await page.goto("/partner");
  const row = page.getByRole("table").getByRole("row", { name: new RegExp(title) });
  // The status, in its own column on a laptop, under the title on a phone.
  const state = row.locator("[data-package-status]").locator("visible=true");
  await expect(state).toHaveText("Live");
  // What the list says was done, once the editor closes.
  const done = page.getByRole("region", { name: "Your packages" }).getByRole("status").filter({ hasText: /\S/ });
  const saveAs = async (newTitle?: string) => {
    await row.getByRole("button", { name: `Edit: ${title}` }).click();
    const editor = page.getByRole("dialog");
    if (newTitle !== undefined) await editor.getByLabel("Package title", { exact: true }).fill(newTitle);
    await editor.getByRole("button", { name: "Send change for review" }).click();
    await expect(editor).toBeHidden();
  };

  // Saved as it is: nothing was written, and the line says so rather than "sent for review".
  await saveAs();
  await expect(done).toHaveText(`No changes to save to “${title}”.`);
  await expect(state).toHaveText("Live");

  // A real change waits for review.
  await saveAs(`${title} at dusk`);
  await expect(done).toHaveText(`${title} at dusk: change sent for review; the live version stays public until it is approved.`);
  await expect(state).toHaveText("Live · change in review");

  // Saved as it is while that change is in review: nothing new is sent, and the line says the change still waits.
  await saveAs();
  await expect(done).toHaveText(
    `${title} at dusk: nothing changed, so nothing new was sent; the change you sent earlier still waits for review.`,
  );
  await expect(state).toHaveText("Live · change in review");

  // Paused while its change waits: the list says it is paused first, not live.
  await row.getByRole("button", { name: `Pause: ${title}` }).click();
  await expect(done).toHaveText(`${title}: paused.`);
  await expect(state).toHaveText("Paused · change in review");
  await row.getByRole("button", { name: `Resume: ${title}` }).click();
  await expect(state).toHaveText("Live · change in review");

  // The title put back: the waiting change is withdrawn, and the package is Live with nothing waiting.
  await saveAs(title);
  await expect(done).toHaveText(`${title}: withdrawn from review.`);
  await expect(state).toHaveText("Live");
});
