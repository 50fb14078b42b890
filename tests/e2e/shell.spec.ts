import { expect, test } from "@playwright/test";

const ROUTES = ["/", "/about", "/packages", "/contact", "/favorites", "/terms", "/last-minute-deals", "/categories"];

for (const path of ROUTES) {
  test(`${path} answers inside the header and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner").getByRole("link", { name: "Kerala Trips" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Kerala, India");
  });
}

test("unknown URLs get a 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("the mobile menu opens and closes on choosing a link", async ({ page, isMobile }) => {
  test.skip(!isMobile, "phone layout only");
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.click();
  await page.getByRole("link", { name: "About" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});
