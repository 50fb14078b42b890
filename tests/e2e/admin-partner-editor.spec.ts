import type { Page } from "@playwright/test";
import { e2eDraft, fillRequiredFields, imageFile, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectRefusedBeside, partnerSignedIn as joinedPartner } from "./support/partner";

const PASSWORD = "kayal-editor-pass";

/** A person of a new provider, joined and signed in to the portal. */
const partnerSignedIn = (page: Page, email?: (slug: string) => string) =>
  joinedPartner(page, { nameStem: "Kayal Editor Trails", password: PASSWORD, email });

test("focus follows a keyboard user through the portal: a row's action (said by name), the editor closed, a section chosen, signing out @desktop-only", async ({
  page,
  expectConsoleError,
}) => {
  test.slow(); // a long journey: three times the usual bound
  await partnerSignedIn(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  await page.getByRole("button", { name: "New package" }).click();
  const dialog = page.getByRole("dialog", { name: "New package" });
  const title = uniqueTitle("Focus houseboat night");
  await fillRequiredFields(dialog, { title, code: "E2E-PF1" });
  await dialog.getByLabel("Banner image", { exact: true }).setInputFiles(await imageFile("boat.png", "#1d4e89"));
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "New package" })).toBeFocused();

  // The list is a table named by its heading; the button pressed is disabled while its action runs, and
  // the row's new first choice takes focus once the list is back.
  const row = page.getByRole("table", { name: "Your packages" }).getByRole("row", { name: new RegExp(title) });
  // The live line says which action was done, not only that one was.
  const said = page.getByRole("status").filter({ hasText: title });
  await row.getByRole("button", { name: `Submit for review: ${title}` }).press("Enter");
  await expect(row.getByRole("button", { name: `Withdraw from review: ${title}` })).toBeFocused();
  await expect(said).toHaveText(`${title}: sent for review.`);
  await page.keyboard.press("Enter");
  await expect(row.getByRole("button", { name: `Edit: ${title}` })).toBeFocused();
  await expect(said).toHaveText(`${title}: withdrawn from review.`);

  // Its Edit button is disabled while the package loads: closing the editor still brings focus back to it.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(row.getByRole("button", { name: `Edit: ${title}` })).toBeFocused();

  // A section chosen from the portal's navigation: its heading takes focus, so a screen reader says what opened.
  const sections = page.getByRole("navigation", { name: "Portal sections" });
  for (const [link, heading] of [
    ["Reviews", "Ask a traveller for a review"],
    ["Profile", "Public profile"],
    ["Insight", "Insight"],
    ["Password", "Change your password"],
    ["Packages", "Your packages"],
  ]) {
    await sections.getByRole("link", { name: link }).press("Enter");
    await expect(sections.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeFocused();
  }

  // A review link is for a trip that has happened: its month starts at this month of the site's
  // time zone (the e2e servers' APP_TIMEZONE is India's) and cannot be set later.
  const thisMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date()).slice(0, 7);
  await sections.getByRole("link", { name: "Reviews" }).press("Enter");
  await expect(page.getByLabel("Month of travel")).toHaveValue(thisMonth);
  await expect(page.getByLabel("Month of travel")).toHaveAttribute("max", thisMonth);

  // The password change pressed from its button: a refusal is said beside the box it names, which takes focus (a
  // new password that breaks the rule before the server is asked); the change done is said while the button keeps
  // focus (a disabled button would drop focus to the body).
  await sections.getByRole("link", { name: "Password" }).press("Enter");
  const change = page.getByRole("button", { name: "Change password" });
  const currentBox = page.getByLabel("Current password");
  const newBox = page.getByLabel("New password");
  await currentBox.fill("not-the-password");
  await newBox.fill("short");
  await change.press("Enter");
  await expectRefusedBeside(newBox, "8 to 128 characters. The new password must be 8 to 128 characters long.");
  await newBox.fill("a-new-editor-pass");
  expectConsoleError(/status of 400 .*\/api\/partner\/password/, "the wrong current password is refused with 400");
  await change.press("Enter");
  await expectRefusedBeside(currentBox, "The current password is not right.");
  await expect(newBox).not.toHaveAttribute("aria-invalid");
  await currentBox.fill(PASSWORD);
  await newBox.fill("a-new-editor-pass");
  await change.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Password changed." })).toBeVisible();
  await expect(change).toBeFocused();

  await page.getByRole("button", { name: "Sign out" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in for travel providers" })).toBeFocused();
});

test("a partner creates a package in the portal's editor (no admin fields), saves it as a draft, submits it and reads the admin's return notes @desktop-only", async ({
  page,
}) => {
  test.slow(); // a long journey: three times the usual bound
  await partnerSignedIn(page);

  await page.getByRole("button", { name: "New package" }).click();
  const dialog = page.getByRole("dialog", { name: "New package" });
  await expect(dialog).toBeVisible();
  // The admin's own fields are not offered.
  for (const label of ["Status", "Provider", "Provider name", "Mesh ID"])
    await expect(dialog.getByLabel(label, { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole("checkbox", { name: "Featured on the home page" })).toHaveCount(0);

  const title = uniqueTitle("Tea estate walk");
  await fillRequiredFields(dialog, {
    title,
    code: "E2E-PE1",
    startingLocation: "Munnar",
    destinations: "Munnar, Devikulam",
    adultPrice: "8999",
    description: "Two nights in a tea-estate resort.",
  });
  // The banner goes through the partner's upload endpoint (the admin's image pipeline).
  await dialog.getByLabel("Banner image", { exact: true }).setInputFiles(await imageFile("tea.png", "#2f7d5b"));
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Save draft" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole("status").filter({ hasText: `${title}: saved as a draft, not public yet.` })).toBeVisible();

  const row = page.getByRole("table").getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Draft");
  await row.getByRole("button", { name: `Submit for review: ${title}` }).click();
  await expect(row).toContainText("In review");
  // In review, the package is not edited (the server refuses too).
  await expect(row.getByRole("button", { name: `Edit: ${title}` })).toHaveCount(0);

  // The admin returns it about fields that are not text boxes: each shows the reason, read with it.
  const queue = (await (await page.request.get("/api/admin/review-queue")).json()) as {
    items: { packageId: string; title: string; version: string }[];
  };
  const queued = queue.items.find((item) => item.title === title)!;
  const reason = "Please price it in rupees and list the boat options.";
  const returned = await page.request.post(
    `/api/admin/review-queue/${queued.packageId}/return?version=${encodeURIComponent(queued.version)}`,
    {
      headers: { Origin: new URL(page.url()).origin },
      data: { reason, fields: ["currency", "hasOffer", "gstIncluded", "customizationOptions", "translations"] },
    },
  );
  expect(returned.status()).toBe(200);
  await page.reload();
  await row.getByRole("button", { name: `Edit: ${title}` }).click();
  const editor = page.getByRole("dialog");
  await expect(editor.getByText("The 5 fields it is about are marked below.")).toBeVisible();
  const note = `Returned: ${reason}`;
  await expect(editor.getByLabel("Currency", { exact: true })).toHaveAccessibleDescription(note);
  await expect(editor.getByRole("checkbox", { name: "This package has an offer" })).toHaveAccessibleDescription(note);
  await expect(editor.getByRole("checkbox", { name: /^Prices include \d+% GST$/ })).toHaveAccessibleDescription(note);
  await expect(editor.getByRole("group", { name: "Customize Package Options" })).toHaveAccessibleDescription(note);
  await expect(editor.getByRole("group", { name: "Translations (optional)" })).toHaveAccessibleDescription(note);
  await expectNoAxeViolations(page);
});

test("in Arabic on a 360 px phone the signed-in address stays whole, left to right, and is not broken at its hyphen; long names wrap inside the page @phone-only", async ({
  page,
}, testInfo) => {
  // Short enough for a line of its own, too long to follow "Signed in as" on the same line.
  const email = `office-manager@${Math.random().toString(36).slice(2, 8)}.example`;
  await partnerSignedIn(page, () => email);
  await page.goto("/ar/partner");
  const address = page.getByText(email, { exact: true });
  await expect(address).toBeVisible();
  const shown = await address.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    const box = element.getBoundingClientRect();
    return { lines: lines.size, direction: getComputedStyle(element).direction, left: box.left, right: box.right };
  });
  expect(shown.lines).toBe(1);
  expect(shown.direction).toBe("ltr");
  expect(shown.left).toBeGreaterThanOrEqual(0);
  expect(shown.right).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`portal-ar-360-${testInfo.project.name}.png`) });

  // A name with no space to break at (the box takes 100 characters) wraps inside the page, in the
  // notice of the link made and in the list of links, instead of widening the page sideways. So
  // does a reseller's name in the admin's settings (the page is signed in to both).
  const origin = { Origin: new URL(page.url()).origin };
  const draft = await page.request.post("/api/partner/packages", {
    headers: origin,
    data: e2eDraft({ title: uniqueTitle("Long Name Trip") }),
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const longName = `Priya${"a".repeat(95)}`;
  await page.goto("/ar/partner?section=reviews");
  await page.getByLabel("الباقة").selectOption({ index: 1 });
  await page.getByLabel("اسم المسافر").fill(longName);
  await page.getByRole("button", { name: "أنشئ رابط المراجعة" }).click();
  await expect(page.getByRole("status").filter({ hasText: longName })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: longName })).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath(`portal-ar-360-long-name-${testInfo.project.name}.png`), fullPage: true });

  await page.goto("/admin?section=settings");
  const keys = page.getByRole("region", { name: "Reseller keys (OCTO API)" });
  const reseller = `Resellers${"b".repeat(60)}${Math.random().toString(36).slice(2, 10)}`;
  await keys.getByLabel("Reseller's name").fill(reseller);
  await keys.getByRole("button", { name: "Issue a key" }).click();
  await expect(keys.getByRole("listitem").filter({ hasText: reseller })).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
});
