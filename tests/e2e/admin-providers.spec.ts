import type { Page } from "@playwright/test";
import { createPackageViaApi, imageFile, signIn, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { pressWhileHeld } from "./support/busy-button";
import { expect, test } from "./support/fixtures";

/** A provider made through the admin API with the page's session. */
async function createProviderViaApi(page: Page, draft: Record<string, unknown>) {
  const response = await page.request.post("/api/admin/providers", { headers: { Origin: new URL(page.url()).origin }, data: draft });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { item: { id: string; slug: string; name: string } }).item;
}

const providersSection = (page: Page) => page.getByRole("region", { name: /^Providers/ });
const providerRow = (page: Page, name: string) => providersSection(page).getByRole("listitem", { name, exact: true });

test("the admin adds a verified provider with a logo; the public page shows the badge and checks, never the reference numbers", async ({
  page,
  expectConsoleError,
}, testInfo) => {
  expectConsoleError(
    /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/admin\/providers\)$/,
    "a Verified provider without a check is refused",
  );
  await signIn(page, "providers");
  const name = uniqueTitle("Coir Coast Holidays");
  await providersSection(page).getByRole("button", { name: "Add Provider" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Provider" });
  await expect(dialog.getByLabel("Provider name")).toBeFocused();
  await dialog.getByLabel("Provider name").fill(name);
  await dialog.getByLabel("Short description").fill("Family-run houseboat and village tours around Alappuzha since 2011.");
  await dialog.getByLabel("Base location").fill("Alappuzha");
  await dialog.getByLabel("District").selectOption("alappuzha");
  await dialog.getByLabel("MESH ID").fill("MESH-E2E-77");
  await dialog.getByLabel("Year established").fill("2011");
  await dialog.getByLabel("WhatsApp business number").fill("919800011122");
  await dialog.getByLabel("E-mail").fill("hello@coircoast.example");
  await dialog.getByLabel(/^Logo image/).setInputFiles(await imageFile("logo.png", "#0f766e"));
  await dialog.getByLabel("Status").selectOption("Verified");
  await dialog.getByLabel("Date verified").fill("2026-11-01");
  // Verified without a check is refused with the rule's words.
  await dialog.getByRole("button", { name: "Add Provider" }).click();
  await expect(dialog.getByRole("alert").first()).toContainText("A Verified provider needs at least one check done.");
  await dialog.getByLabel("GST registration", { exact: true }).check();
  await dialog.getByLabel("GST registration: Reference number (optional)").fill("GSTIN-SECRET-32AAB");
  await dialog.getByLabel("Office visited", { exact: true }).check();
  await expectNoAxeViolations(page, { include: "dialog" });
  await page.screenshot({ path: testInfo.outputPath(`admin-provider-editor-${testInfo.project.name}.png`) });
  await dialog.getByRole("button", { name: "Add Provider" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(providersSection(page).getByRole("status")).toHaveText(`Provider ${name} added.`);
  const row = providerRow(page, name);
  await expect(row).toContainText("Verified");
  await expect(row).toContainText("verified 2026-11-01");
  await expectNoAxeViolations(page);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`admin-providers-${testInfo.project.name}.png`) });

  const slug = (await row.textContent())!.match(/\/provider\/([a-z0-9-]+)/)![1]!;
  await page.goto(`/provider/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("img", { name: `${name} logo` })).toBeVisible();
  // The base location only names its district, so the district is said once.
  await expect(page.getByText("Based in Alappuzha", { exact: true })).toBeVisible();
  await expect(page.getByText("Established 2011")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verified Provider", exact: true })).toBeVisible();
  await expect(page.getByText(/^verified on (1 Nov 2026|Nov 1, 2026|11\/1\/2026)$/)).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Checks we did" }).locator("xpath=following-sibling::ul[1]").getByRole("listitem"),
  ).toHaveText([/^GST registration · checked \S/, /^Office visited · checked \S/]);
  await expect(page.getByText("No packages by this provider are open for booking right now.")).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain("GSTIN-SECRET-32AAB");
  expect(html).not.toContain("hello@coircoast.example");
  expect(html).not.toContain("919800011122");
  const api = await (await page.request.get(`/api/v1/providers/${slug}`)).text();
  expect(api).not.toContain("GSTIN-SECRET-32AAB");
});

test("demo providers are marked Demo in the admin list; the editor's provider picker fills name and MESH ID", async ({ page }) => {
  await signIn(page, "providers");
  const demo = providerRow(page, "Misty Hills Tours");
  await expect(demo).toContainText("Demo");
  await expect(demo).toContainText("Verified");
  // On a laptop every row's buttons stand beside its name, whatever the length of its details line (they stood
  // beside short ones and under long ones, a ragged list); on a phone, under it.
  if (page.viewportSize()!.width >= 1024) {
    for (const row of await providersSection(page).getByRole("listitem").all()) {
      const name = (await row.locator("span.font-semibold").first().boundingBox())!;
      const edit = (await row.getByRole("button").first().boundingBox())!;
      expect(edit.y, String(await row.getAttribute("aria-label"))).toBeLessThan(name.y + name.height);
    }
  }
  await page.getByRole("button", { name: "Add New Package" }).click();
  const editor = page.getByRole("dialog", { name: "Add New Package" });
  await editor.getByLabel("Provider", { exact: true }).selectOption({ label: "Misty Hills Tours · MESH-KL-1042 · Verified · Demo" });
  await expect(editor.getByLabel("Provider name")).toHaveValue("Misty Hills Tours");
  await expect(editor.getByLabel("Mesh ID")).toHaveValue("MESH-KL-1042");
  await expect(editor.getByText("Verified.", { exact: true })).toBeVisible();
  await editor.getByLabel("Provider name").fill("A Brand New Operator");
  await expect(editor.getByText("Not a provider record yet: saving creates it as Unverified.")).toBeVisible();
});

test("suspending a provider hides its packages everywhere and un-suspending restores them; the badge follows the status", async ({
  page,
}) => {
  await signIn(page, "overview");
  const name = uniqueTitle("Suspense Tours");
  const provider = await createProviderViaApi(page, {
    name,
    meshId: "MESH-SUS-1",
    status: "Verified",
    checks: [{ id: "trade-licence", reference: "TL-1" }],
  });
  const title = uniqueTitle("Suspense Backwaters");
  const pkg = await createPackageViaApi(page, { title, providerName: name, meshId: "MESH-SUS-1", status: "Active" });

  async function expectPublic(visible: boolean) {
    const search = (await (await page.request.get(`/api/v1/packages?search=${encodeURIComponent(title)}`)).json()) as {
      items: { id: string }[];
    };
    expect(search.items.map((i) => i.id).includes(pkg.id)).toBe(visible);
    expect((await page.request.get(`/api/v1/packages/${pkg.id}`)).status()).toBe(visible ? 200 : 404);
    expect((await page.request.get(`/api/v1/providers/${provider.slug}`)).status()).toBe(visible ? 200 : 404);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap.includes(`/package/${pkg.id}<`)).toBe(visible);
    expect(sitemap.includes(`/provider/${provider.slug}<`)).toBe(visible);
    const listing = await page.request.get(`/packages?search=${encodeURIComponent(title)}`);
    expect((await listing.text()).includes(`/package/${pkg.id}"`)).toBe(visible);
  }

  await expectPublic(true);
  await page.goto(`/package/${pkg.id}`);
  await expect(page.getByRole("heading", { name: "Verified Provider", exact: true })).toBeVisible();

  await page.goto("/admin?section=providers");
  // The section and the confirmation say how a provider comes back: Unverified (ADR 037).
  await expect(providersSection(page)).toContainText("un-suspending brings them back, the provider Unverified until you verify it again.");
  let asked = "";
  page.once("dialog", (d) => {
    asked = d.message();
    void d.accept();
  });
  await providerRow(page, name)
    .getByRole("button", { name: `Suspend ${name}` })
    .click();
  await expect(providersSection(page).getByRole("status")).toHaveText(`${name} suspended.`);
  expect(asked).toContain("It then comes back Unverified, to be verified again after a fresh check.");
  await expect(providerRow(page, name)).toContainText("Suspended");
  await expectPublic(false);
  expect((await page.request.get(`/package/${pkg.id}`)).status()).toBe(404);
  expect((await page.request.get(`/provider/${provider.slug}`)).status()).toBe(404);

  await providerRow(page, name)
    .getByRole("button", { name: `Un-suspend ${name}` })
    .click();
  await expect(providersSection(page).getByRole("status")).toHaveText(`${name} un-suspended.`);
  await expectPublic(true);
  // Back, but not verified again without a deliberate Verify.
  await page.goto(`/package/${pkg.id}`);
  await expect(page.getByRole("heading", { name: "Unverified provider", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verified Provider", exact: true })).toHaveCount(0);

  await page.goto("/admin?section=providers");
  await providerRow(page, name)
    .getByRole("button", { name: `Verify ${name}` })
    .click();
  await expect(providersSection(page).getByRole("status")).toHaveText(`${name} verified.`);
  await page.goto(`/provider/${provider.slug}`);
  await expect(page.getByRole("heading", { name: "Verified Provider", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: `Packages by ${name}` }).getByRole("heading", { name: title })).toBeVisible();
});

test("Verify and Suspend, pressed by keyboard, stay focused and ignore a second press while the status is sent; focus then stays in the row @desktop-only", async ({
  page,
}) => {
  await signIn(page, "overview");
  const name = uniqueTitle("Keyboard Tours");
  // A check done: a provider is verified only with one.
  await createProviderViaApi(page, { name, meshId: "MESH-KEY-1", checks: [{ id: "trade-licence", reference: "TL-2" }] });
  await page.goto("/admin?section=providers");
  const row = providerRow(page, name);
  const status = { url: /\/api\/admin\/providers\/[^/]+\/status$/ };

  await pressWhileHeld(page, row.getByRole("button", { name: `Verify ${name}` }), status, {
    whileHeld: () => expectNoAxeViolations(page),
    outcome: async () => {
      await expect(providersSection(page).getByRole("status")).toHaveText(`${name} verified.`);
      await expect(row.getByRole("button", { name: `Verify ${name}` })).toHaveCount(0);
    },
  });
  // A verified provider is offered no Verify: focus is on the row's next status action.
  await expect(row.getByRole("button", { name: `Suspend ${name}` })).toBeFocused();

  // Suspend asks first; the dialog closed, the same button is held busy and keeps the focus.
  page.once("dialog", (d) => void d.accept());
  await pressWhileHeld(page, row.getByRole("button", { name: `Suspend ${name}` }), status, {
    outcome: async () => {
      await expect(providersSection(page).getByRole("status")).toHaveText(`${name} suspended.`);
      await expect(row).toContainText("Suspended");
    },
  });
  // Suspend becomes Un-suspend in the same place, focused still.
  await expect(row.getByRole("button", { name: `Un-suspend ${name}` })).toBeFocused();
});
