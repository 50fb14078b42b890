import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// The demo seed verifies Misty Hills Tours (three checks, 14 Oct 2026) and leaves Malabar Trails
// Unverified (server/catalogue/demo-providers.ts); both have bookable demo packages.
const VERIFIED = "misty-hills-tours";
const UNVERIFIED = "malabar-trails";

interface ProviderAnswer {
  name: string;
  verified: boolean;
  packages: { id: string; title: string }[];
}

test("a verified provider's page: name, badge with date and checks, its bookable packages, TravelAgency JSON-LD", async ({
  page,
  request,
}, testInfo) => {
  const api = (await (await request.get(`/api/v1/providers/${VERIFIED}`)).json()) as ProviderAnswer;
  expect(api.packages.length).toBeGreaterThan(0);
  const response = await page.goto(`/provider/${VERIFIED}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Misty Hills Tours");
  await expect(page).toHaveTitle("Misty Hills Tours: tour provider in Kerala | Kerala Trips");
  await expect(page.getByRole("heading", { name: "Verified Provider", exact: true })).toBeVisible();
  await expect(page.getByText(/^verified on (14 Oct 2026|Oct 14, 2026|10\/14\/2026)$/)).toBeVisible();
  const checks = page.getByRole("heading", { name: "Checks we did" }).locator("xpath=following-sibling::ul[1]");
  await expect(checks.getByRole("listitem")).toHaveText([
    // Each with the day it was made: the demo's checks were made on the day of its verification.
    /^Tourism department registration · checked \S.*2026$/,
    /^GST registration · checked \S.*2026$/,
    /^Office visited · checked \S.*2026$/,
  ]);
  // Reference numbers stay in the admin (the demo's are "DEMO").
  await expect(page.locator("main")).not.toContainText("DEMO");
  const packages = page.getByRole("region", { name: "Packages by Misty Hills Tours" });
  await expect(packages.getByRole("listitem").getByRole("heading")).toHaveText(api.packages.map((p) => p.title));
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const agency = ld.map((t) => JSON.parse(t) as Record<string, unknown>).find((d) => d["@type"] === "TravelAgency");
  expect(agency).toMatchObject({ name: "Misty Hills Tours", url: expect.stringMatching(/\/provider\/misty-hills-tours$/) });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`provider-verified-${testInfo.project.name}.png`), fullPage: true });
});

test("an unverified provider's page says so plainly and shows no badge @desktop-only", async ({ page }) => {
  const response = await page.goto(`/provider/${UNVERIFIED}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Malabar Trails");
  await expect(page.getByRole("heading", { name: "Unverified provider", exact: true })).toBeVisible();
  await expect(page.getByText("We have not verified this provider yet. Check their details before you pay an advance.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verified Provider", exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the package page's provider card links to the provider's page @phone-only", async ({ page }) => {
  await page.goto(`/package/${DEMO_FIXTURES.offer}`);
  await page.getByRole("link", { name: "More about Misty Hills Tours" }).click();
  await expect(page).toHaveURL(new RegExp(`/provider/${VERIFIED}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Misty Hills Tours");
});

test("an unknown provider is a real 404 page, not indexed @desktop-only", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 404 \(Not Found\) \(http:\/\/[^)]+\/provider\/no-such-provider\)$/, "the page is a 404 on purpose");
  const response = await page.goto("/provider/no-such-provider");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const api = await page.request.get("/api/v1/providers/no-such-provider");
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ error: "Provider not found" });
  await expectNoAxeViolations(page);
});

test("the provider page in Malayalam, Hindi and Arabic @phone-only", async ({ page }) => {
  await page.goto(`/ml/provider/${VERIFIED}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
  await expect(page.getByRole("heading", { name: "Misty Hills Tours ഒരുക്കുന്ന പാക്കേജുകൾ" })).toBeVisible();
  await expect(page.getByText("ടൂറിസം വകുപ്പ് രജിസ്ട്രേഷൻ")).toBeVisible();
  await page.goto(`/hi/provider/${VERIFIED}`);
  await expect(page.getByRole("heading", { name: "Misty Hills Tours के पैकेज" })).toBeVisible();
  await page.goto(`/ar/provider/${VERIFIED}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "باقات Misty Hills Tours" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the sitemap lists provider pages in every language @desktop-only", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const prefix of ["", "/ml", "/hi", "/ar"]) {
    expect(xml).toContain(`${prefix}/provider/${VERIFIED}</loc>`);
    expect(xml).toContain(`${prefix}/provider/${UNVERIFIED}</loc>`);
  }
});
