import type { Page } from "@playwright/test";
import { adminPost as postAsAdmin, approvedReview, createPackageViaApi, signIn, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectRefusedBeside, providerInvitation } from "./support/partner";
import { dayShownInKolkata } from "./support/server-clock";

const PASSWORD = "kayal-partner-pass";

/** An admin write whose answer is the item it made (a provider, here). */
const adminPost = (page: Page, path: string, data: Record<string, unknown>) =>
  postAsAdmin<{ item: { id: string; slug: string; name: string } }>(page, path, data);

test("the admin invites a person from the provider's row; they join, see their packages in English and Malayalam, and are shut out by a suspension", async ({
  page,
  expectConsoleError,
}, testInfo) => {
  // The browser holds the admin's session too: without a partner session the portal's probe is
  // answered 403 (another role's session), and so is the suspended provider's person signing in.
  expectConsoleError(/status of 403 \(Forbidden\) \(http:\/\/[^)]+\/api\/partner\/session\)$/, "another role; a suspended provider");
  await signIn(page, "providers");
  const name = uniqueTitle("Kayal Partner Trails");
  const { item: provider } = await adminPost(page, "/api/admin/providers", { name, meshId: `MESH-${name}` });
  const title = uniqueTitle("Partner Backwater Day");
  // A code as long as real ones are: it is one unbroken word, the widest thing in its row on a phone.
  await createPackageViaApi(page, { title, packageCode: "KT-MUNNAR-3N4D", providerName: name, meshId: `MESH-${name}` });
  const email = `${provider.slug}@partner.example`;

  // The admin: the provider's row, People, invite by e-mail; the link is shown once.
  await page.reload();
  const row = page.getByRole("region", { name: /^Providers/ }).getByRole("listitem", { name, exact: true });
  await row.getByRole("button", { name: `People ${name}` }).click();
  await row.getByLabel("Invite by e-mail").fill(email);
  await row.getByRole("button", { name: "Invite", exact: true }).click();
  const linkBox = row.getByLabel(`One-time link for ${email} (shown once)`);
  await expect(linkBox).toHaveValue(/\/partner\/join#[A-Za-z0-9_-]{43}$/);
  await expect(row.getByRole("listitem", { name: email })).toContainText("Invited");
  const link = await linkBox.inputValue();

  // The invitee opens the link, sets a password and lands in the portal.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expect(page.getByText(`You are invited to act for ${name} as ${email}.`)).toBeVisible();
  // A refused password is said beside its box, which takes focus: the rule broken beside the new password (said at
  // the form's top, "8 to 128 characters" named neither box), two that differ beside the repeat.
  const newBox = page.getByLabel("New password");
  const repeatBox = page.getByLabel("Type it again");
  const join = page.getByRole("button", { name: "Set password and open the portal" });
  await newBox.fill("short");
  await repeatBox.fill("short");
  await join.press("Enter");
  await expectRefusedBeside(newBox, "8 to 128 characters. The new password must be 8 to 128 characters long.");
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await newBox.fill(PASSWORD);
  await join.press("Enter");
  await expectRefusedBeside(repeatBox, "The two passwords differ.");
  await expect(newBox).not.toHaveAttribute("aria-invalid");
  await repeatBox.fill(PASSWORD);
  await expectNoAxeViolations(page);
  await join.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/partner$/);
  const packages = page.getByRole("table");
  await expect(packages.getByRole("row", { name: new RegExp(title) })).toContainText("Draft");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`partner-portal-${testInfo.project.name}.png`), fullPage: true });

  // The same portal in Malayalam, with the provider's own title kept as written.
  await page.goto("/ml/partner");
  await expect(page.getByRole("heading", { level: 2, name: "നിങ്ങളുടെ പാക്കേജുകൾ" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("row", { name: new RegExp(title) })).toContainText("ഡ്രാഫ്റ്റ്");
  await expectNoAxeViolations(page);

  // The table fits the screen, a phone's too, in Malayalam (the longest words: "Pause" is one of 14 letters)
  // and in Arabic (right to left): no action is cut off at its edge.
  for (const language of ["ml", "ar"]) {
    await page.goto(`/${language}/partner`);
    const actions = page
      .getByRole("table")
      .getByRole("row", { name: new RegExp(title) })
      .getByRole("button");
    await expect(actions.first()).toBeVisible();
    const screenWidth = page.viewportSize()!.width;
    for (const action of await actions.all()) {
      const box = (await action.boundingBox())!;
      expect(box.x, `${language}: ${await action.textContent()}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${language}: ${await action.textContent()}`).toBeLessThanOrEqual(screenWidth);
    }
  }

  // Suspending the provider ends the session at once; signing in again says why.
  await page.goto("/admin");
  await adminPost(page, `/api/admin/providers/${provider.id}/status`, { status: "Suspended" });
  await page.goto("/partner");
  await expect(page.getByRole("heading", { name: "Sign in for travel providers" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^This provider account is suspended; contact .+@.+\.$/);
  await expectNoAxeViolations(page);
});

test("an invitee who turns the invitation page to Malayalam keeps the invitation and joins in Malayalam", async ({ page }) => {
  const { name, email, link } = await providerInvitation(page, "Kayal Language Trails");
  const token = new URL(link).hash;

  // The link is English; the office manager reads Malayalam better and picks it in the header.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("list", { name: "Language" }).getByRole("link", { name: "മലയാളം" }).click();

  // The same invitation, in Malayalam: the token came along in the address's fragment.
  await expect(page).toHaveURL(new RegExp(`/ml/partner/join${token}$`));
  await expect(page.getByRole("heading", { name: "നിങ്ങളുടെ പാസ്‌വേഡ് സജ്ജമാക്കുക" })).toBeVisible();
  await expect(page.getByText(`${name} എന്ന സേവനദാതാവിനു വേണ്ടി ${email} ആയി പ്രവർത്തിക്കാൻ നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു.`)).toBeVisible();
  await page.getByLabel("പുതിയ പാസ്‌വേഡ്").fill(PASSWORD);
  await page.getByLabel("വീണ്ടും ടൈപ്പ് ചെയ്യുക").fill(PASSWORD);
  await page.getByRole("button", { name: "പാസ്‌വേഡ് സജ്ജമാക്കി പോർട്ടൽ തുറക്കുക" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/ml\/partner$/);

  // Joined, the address is the portal's; back in English, the portal, not the spent invitation.
  if (await page.getByRole("button", { name: "മെനു തുറക്കുക" }).isVisible()) await page.getByRole("button", { name: "മെനു തുറക്കുക" }).click();
  await page.getByRole("list", { name: "ഭാഷ" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/:\d+\/partner$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // A section has its own address, set as it opens: in Arabic, the same section.
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Insight" }).click();
  await expect(page).toHaveURL(/\/partner\?section=insight$/);
  if (await page.getByRole("button", { name: "Open menu" }).isVisible()) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("list", { name: "Language" }).getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/partner\?section=insight$/);
  await expect(page.getByRole("navigation", { name: "أقسام البوابة" }).getByRole("link", { name: "الإحصاءات" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test.describe("a browser that prefers Malayalam", () => {
  test.use({ locale: "ml-IN" });

  test("opens the English invitation link in Malayalam, the token kept", async ({ page }) => {
    const { name, email, link } = await providerInvitation(page, "Kayal Negotiated Trails");
    expect(link).toMatch(/[^/]\/partner\/join#/);

    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/ml/partner/join${new URL(link).hash}$`));
    await expect(page.getByRole("heading", { name: "നിങ്ങളുടെ പാസ്‌വേഡ് സജ്ജമാക്കുക" })).toBeVisible();
    await expect(page.getByText(`${name} എന്ന സേവനദാതാവിനു വേണ്ടി ${email} ആയി പ്രവർത്തിക്കാൻ നിങ്ങളെ ക്ഷണിച്ചിരിക്കുന്നു.`)).toBeVisible();
  });
});

test("a currency picked on the invitation page keeps the invitation, and picked once joined, the portal", async ({ page }) => {
  const { name, link } = await providerInvitation(page, "Kayal Currency Trails");
  /** The header's currency, in the menu on a phone. */
  const pickCurrency = async (currency: string) => {
    const menu = page.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) await menu.click();
    await page.getByLabel("Currency").selectOption(currency);
  };
  await page.goto(link);
  await pickCurrency("AED");
  await expect(page).toHaveURL(new RegExp(`/partner/join${new URL(link).hash}$`));
  await expect(page.getByLabel("Currency")).toHaveValue("AED");
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Type it again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await pickCurrency("INR");
  await expect(page.getByLabel("Currency")).toHaveValue("INR");
  await expect(page).toHaveURL(/:\d+\/partner$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("public pages never download the portal's code; the footer links to it", async ({ page, expectConsoleError }) => {
  expectConsoleError(
    /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/partner\/session\)$/,
    "the signed-out portal asks for its session",
  );
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /partner/.test(url))).toEqual([]);
  await page.getByRole("contentinfo").getByRole("link", { name: "For travel providers" }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole("heading", { name: "Sign in for travel providers" })).toBeVisible();
  // Nothing is e-mailed from the site: a forgotten password is reset with a new link from us.
  await expect(page.getByText(/^Forgot your password\? Ask us at .+@.+ for a new link: with it you set a new password/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a partner replies to a review of its own package from the portal; the reply shows on the package page", async ({
  page,
  expectConsoleError,
}, testInfo) => {
  await signIn(page);
  const name = uniqueTitle("Reply Backwaters");
  const { item: provider } = await adminPost(page, "/api/admin/providers", { name, meshId: `MESH-${name}` });
  const title = uniqueTitle("Reply Houseboat Night");
  const { id: packageId } = await createPackageViaApi(page, { title, providerName: name, meshId: `MESH-${name}`, status: "Active" });
  // A traveller's approved review, through the admin's link and the public review API.
  await approvedReview(page, packageId);
  // A second review, still waiting for moderation: nobody reads a reply to it yet, so it takes none.
  const second = await page.request.post("/api/admin/review-invitations", {
    headers: { Origin: new URL(page.url()).origin },
    data: { packageId, travellerName: "Anil Kumar", travelMonth: "2026-10" },
  });
  const secondToken = ((await second.json()) as { url: string }).url.replace("/review/", "");
  const waiting = await page.request.post(`/api/v1/review-invitations/${secondToken}/review`, {
    data: { overall: 4, body: "Good food on board, though the boat left an hour late.", consent: "on" },
  });
  expect(waiting.status()).toBe(201);
  const person = await page.request.post(`/api/admin/providers/${provider.id}/people`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { email: `${provider.slug}@partner.example` },
  });
  const link = ((await person.json()) as { link: string }).link;

  await page.goto(link);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Type it again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page).toHaveURL(/\/partner\?section=reviews$/);
  const reply = "Thank you, Meera! Come back for the monsoon.";
  await expect(page.getByText("You can reply once this review is published.")).toHaveCount(1);
  await expect(page.getByLabel("Reply to Anil")).toHaveCount(0);
  await page.getByLabel("Reply to Meera").fill(reply);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`partner-reviews-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole("button", { name: "Publish reply" }).click();
  await expect(page.getByText("Your public reply")).toBeVisible();
  // The form and its button are gone: focus is on the reply now in their place.
  await expect(page.getByText("Your public reply").locator("..")).toBeFocused();
  await page.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Verification details" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`partner-profile-${testInfo.project.name}.png`), fullPage: true });

  // The provider's own counts, in English and in Arabic (right to left).
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Insight" }).click();
  await expect(page).toHaveURL(/\/partner\?section=insight$/);
  // Its period in the reader's English (en-US here: "Nov 3, 2026 to Dec 2, 2026, against …").
  await expect(page.getByText(new RegExp(`^\\w+ \\d{1,2}, \\d{4} to ${dayShownInKolkata(0, "en-US")}, against `))).toBeVisible();
  // The daily chart is shown at about its own size, so its 11 px labels stay legible (at 360 px the wide one was
  // shrunk to 5 px text; a phone loads the narrow one), and whole: its region never scrolls sideways.
  const chart = page.getByRole("region", { name: "Visitors and WhatsApp hand-offs per day" });
  const drawn = await chart.getByRole("img").evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width / img.naturalWidth);
  expect(drawn).toBeGreaterThanOrEqual(0.9);
  expect(await chart.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  await expectNoAxeViolations(page);
  await page.goto("/ar/partner?section=insight");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 2, name: "الإحصاءات" })).toBeVisible();
  await expect(page.getByRole("button", { name: "آخر 30 يومًا" })).toHaveAttribute("aria-pressed", "true");
  // The packages table's long title wraps inside the page (it was a caption as wide as its table,
  // which ran off a phone's edge), and each day's date stands on one line (it broke at a hyphen).
  const packagesTitle = "الباقات: المشاهدة ← نافذة الحجز ← الدفع ← واتساب";
  await expect(page.getByRole("table", { name: packagesTitle })).toBeVisible();
  const shown = await textLayout(page, packagesTitle);
  expect(shown.left).toBeGreaterThanOrEqual(0);
  expect(shown.right).toBeLessThanOrEqual(shown.pageWidth);
  expect((await textLayout(page, dayShownInKolkata(0, "ar-u-nu-latn"))).lines).toBe(1);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`partner-insight-ar-${testInfo.project.name}.png`), fullPage: true });
  // A range that ends before it starts is refused saying why, in Arabic; the last 30 days stay on screen.
  expectConsoleError(/status of 400 .*\/api\/partner\/insight\?from=/, "a reversed range is refused with 400");
  await page.getByLabel("من", { exact: true }).fill("2026-11-20");
  await page.getByLabel("إلى", { exact: true }).fill("2026-11-10");
  await page.getByRole("button", { name: "اعرض الفترة" }).click();
  await expect(page.getByRole("alert")).toContainText("يجب ألا يكون تاريخ البداية بعد تاريخ النهاية.");
  await expect(page.getByRole("table", { name: packagesTitle })).toBeVisible();
  await expect(page.getByRole("button", { name: "آخر 30 يومًا" })).toHaveAttribute("aria-pressed", "true");

  await page.goto(`/package/${packageId}`);
  await expect(page.getByText(reply)).toBeVisible();
});

/**
 * Where a text stands on the page as a reader sees it: the widest of the text nodes that hold
 * exactly it (a caption kept for screen readers only is one pixel wide), its edges and how many
 * lines it takes, with the page's width beside them.
 */
async function textLayout(page: Page, text: string) {
  return page.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let widest: { left: number; right: number; lines: number } | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim() !== text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      if (!widest || box.right - box.left > widest.right - widest.left) widest = { left: box.left, right: box.right, lines };
    }
    if (!widest) throw new Error(`No text node says ${text}`);
    return { ...widest, pageWidth: document.documentElement.clientWidth };
  }, text);
}

test("a partner withdrawing a verification change the admin decided meanwhile is told none waits, and sees it in force @desktop-only", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 404 .*\/api\/partner\/profile\/verification\)$/, "the change was decided before the withdrawal reached it");
  await signIn(page);
  const name = uniqueTitle("Withdraw Backwaters");
  const { item: provider } = await adminPost(page, "/api/admin/providers", { name, meshId: `MESH-${name}` });
  const person = await page.request.post(`/api/admin/providers/${provider.id}/people`, {
    headers: { Origin: new URL(page.url()).origin },
    data: { email: `${provider.slug}@partner.example` },
  });
  await page.goto(((await person.json()) as { link: string }).link);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Type it again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password and open the portal" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("navigation", { name: "Portal sections" }).getByRole("link", { name: "Profile" }).click();
  await page.getByLabel("Legal name of the business").fill("Withdraw Backwaters Private Limited");
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByRole("button", { name: "Withdraw this change" })).toBeVisible();

  // The admin approves it from another screen while the partner's page still offers to withdraw it.
  const changes = await page.request.get(`/api/admin/providers/${provider.id}/changes`);
  const [change] = ((await changes.json()) as { items: { id: string }[] }).items;
  await adminPost(page, `/api/admin/providers/${provider.id}/changes/${change!.id}/approve`, {});
  await page.getByRole("button", { name: "Withdraw this change" }).click();
  // It said "This link is not valid. Ask for a new invitation." and kept offering the withdrawal.
  await expect(page.getByText("No change is waiting for review.")).toBeVisible();
  // The section reloaded: the approved name is in force and nothing is offered for withdrawal.
  await expect(page.getByRole("button", { name: "Withdraw this change" })).toHaveCount(0);
  await expect(page.getByLabel("Legal name of the business")).toHaveValue("Withdraw Backwaters Private Limited");
});
