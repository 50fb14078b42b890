import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const ROUTES = ["/", "/about", "/packages", "/contact", "/favorites", "/terms", "/last-minute-deals", "/categories"];

for (const path of ROUTES) {
  test(`${path} answers inside the header and footer @desktop-only`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner").getByRole("link", { name: "Kerala Trips" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Kerala, India");
  });
}

test("unknown URLs get a 404 page @desktop-only", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 404 .*\/no-such-page\)$/, "the unknown URL answers 404 on purpose");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("the header links the spec's pages and marks the active one", async ({ page, isMobile }) => {
  await page.goto("/about");
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  const expected: [string, string][] = [
    ["Home", "/"],
    ["Packages", "/packages"],
    ["Last-Minute Deals", "/last-minute-deals"],
    ["About", "/about"],
    ["Contact", "/contact"],
    ["Favourites", "/favorites"],
  ];
  for (const [name, href] of expected) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Kerala Trips" })).toHaveAttribute("href", "/");
});

test("the footer has quick links, social and contact links, copyright and credit @desktop-only", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  for (const [name, href] of [
    ["Home", "/"],
    ["Packages", "/packages"],
    ["About", "/about"],
    ["Contact", "/contact"],
    ["Favourites", "/favorites"],
    ["Terms", "/terms"],
  ]) {
    await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
  }
  for (const name of ["Instagram", "YouTube", "LinkedIn", "Facebook"]) {
    const link = footer.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kerala Trips. All rights reserved.`);
  await expect(footer).toContainText("Designed and developed by");
});

test("pages never reveal the admin path @desktop-only", async ({ request }) => {
  for (const path of ["/", "/about", "/contact", "/terms", "/categories"]) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain("/admin");
  }
});

test("the mobile menu opens and closes on choosing a link @phone-only", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(page.locator("#main-menu")).toBeHidden();
  await toggle.click();
  await expect(page.locator("#main-menu")).toBeVisible();
  await page.getByRole("link", { name: "About" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#main-menu")).toBeHidden();
});

test("the mobile menu works with the keyboard and closes on Escape @phone-only", async ({ page }) => {
  await page.goto("/contact");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator("#main-menu")).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await page.keyboard.press("Enter");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Packages", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.locator("#main-menu")).toBeHidden();
});

test("the desktop header shows every link without a toggle @desktop-only", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Last-Minute Deals" })).toBeVisible();
});

test("the header stays one row on a tablet and a laptop, in every language: a menu below 1280 px @desktop-only", async ({ page }) => {
  // Six links, four languages and the currency in one row need 1280 px in Malayalam; below that they wrapped into a
  // sticky header two or three rows tall (213 px at 768 px), with the brand cut off.
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const prefix of ["", "/ml", "/hi", "/ar"]) {
      await page.goto(`${prefix}/about`);
      const header = page.getByRole("banner");
      const where = `${width} px, ${prefix || "English"}`;
      // Malayalam's longer words fit one row at 1280 px with its font; without one (this test's machine may lack
      // it) the languages wrap under each other rather than push the page sideways.
      if (!(prefix === "/ml" && width === 1280)) expect((await header.boundingBox())!.height, where).toBeLessThanOrEqual(72);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBe(width);
      const brand = header.getByRole("link", { name: "Kerala Trips" });
      expect(await brand.evaluate((link) => link.scrollWidth <= link.clientWidth), where).toBe(true);
      await expect(header.getByRole("button", { name: /menu|മെനു|मेनू|القائمة/i }), where).toBeVisible({ visible: width < 1280 });
    }
  }
});

test("the 404 page has no accessibility violations", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 404 .*\/no-such-page\)$/, "the unknown URL answers 404 on purpose");
  await page.goto("/no-such-page");
  await expectNoAxeViolations(page);
});

test("the accessibility check flags the violations of a page @desktop-only", async ({ page }) => {
  await page.goto("/about");
  // Three faults axe must name: an image without a text alternative, a button without a name, and
  // light grey text on white; the check lists each with the element it found it on.
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML("beforeend", '<img id="no-alt" src="/favicon.svg" width="20" height="20"><button id="no-name"></button>');
    // Styled through the DOM: the page's Content-Security-Policy drops style attributes in markup.
    const faint = main.appendChild(document.createElement("p"));
    faint.id = "faint";
    faint.textContent = "Faint text";
    faint.style.color = "#ddd";
    faint.style.background = "#fff";
  });
  const failure = await expectNoAxeViolations(page).then(
    () => "no failure",
    (error: Error) => error.message,
  );
  expect(failure).toContain("image-alt");
  expect(failure).toContain("#no-alt");
  expect(failure).toContain("button-name");
  expect(failure).toContain("#no-name");
  expect(failure).toContain("color-contrast");
  expect(failure).toContain("#faint");
});

test("the root loader picks the traveller's locale from Accept-Language @desktop-only", async ({ request }) => {
  // "/" itself sends a first-time Malayalam reader to /ml (ADR 036), so ask on /packages.
  const read = async (path: string, acceptLanguage: string) =>
    (await request.get(`${path}.data?_routes=root`, { headers: { "Accept-Language": acceptLanguage } })).text();
  expect(await read("/packages", "en-US,en;q=0.9")).toContain('"en-US"');
  expect(await read("/packages", "xx-YY")).toContain('"en-IN"');
  // An English page keeps English formats for a Malayalam reader; the Malayalam page uses ml-IN.
  expect(await read("/packages", "ml-IN,ml;q=0.9,en;q=0.8")).toContain('"en-IN"');
  expect(await read("/ml/packages", "en-US,en;q=0.9")).toContain('"ml-IN"');
});
