import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("about tells the story, the plan, the values and the promise @desktop-only", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const h of [
    "How It Began",
    "Where We Are Going",
    "What You Can Do",
    "Our Mission",
    "Our Vision",
    "Meet the Founder",
    "Our Core Values",
    "Our Promise",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: h })).toBeVisible();
  }
  await expect(main).toContainText("10 years in travel");
  for (const phase of ["Kerala districts", "Pan-India", "GCC countries", "Worldwide"]) {
    await expect(main.getByRole("heading", { level: 3, name: phase })).toBeVisible();
  }
  for (const v of ["Discover and compare", "Book with confidence", "Stay protected", "Enjoy flexibility"]) {
    await expect(main.getByRole("heading", { level: 3, name: v })).toBeVisible();
  }
  await expect(main).toContainText("Booking Guarantee Badge");
  for (const v of ["Trust", "Transparency", "Community", "Growth"]) {
    await expect(main.getByRole("heading", { level: 3, name: v, exact: true })).toBeVisible();
  }
  await expect(main).toContainText("never exceeds the provider's direct price");
  await expect(main).toContainText("10% advance");
});

test("contact has the three cards, the info panel and no form @desktop-only", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
  await expect(main.getByRole("link", { name: /^Message Now/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  await expect(main.getByRole("link", { name: "Send Email" })).toHaveAttribute("href", /^mailto:.+@/);
  await expect(main.getByRole("link", { name: /^Follow Us/ })).toHaveAttribute("href", /instagram/);
  await expect(main).toContainText("Phone / WhatsApp");
  await expect(main).toContainText("Kerala, India");
  await expect(main).toContainText("WhatsApp: Instant | Email: Within 24hrs");
  await expect(main.getByRole("heading", { name: "Why Contact Us?" })).toBeVisible();
  const start = main.getByRole("link", { name: /Start a Conversation on WhatsApp/ });
  await expect(start).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  await expect(start).toHaveAttribute("rel", /noopener/);
  await expect(page.locator("main form, main input, main textarea")).toHaveCount(0);
});

test("terms has the three parts, the exact cancellation schedule, law and links @desktop-only", async ({ page }) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  for (const h of ["Terms & Conditions for Travellers", "Privacy Policy", "Provider Terms & Conditions"]) {
    await expect(main.getByRole("heading", { level: 2, name: h })).toBeVisible();
  }
  const rows = main.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(6);
  const expected = [
    ["0 to 2 days / 48 hours after booking", "Full refund"],
    ["3 to 5 days after booking", "15% fee"],
    ["6 to 7 days before travel", "40% fee"],
    ["Within 6 days to 48 hours before departure", "75% fee"],
    ["Under 48 hours before departure", "No refund"],
  ];
  for (const [i, [when, charge]] of expected.entries()) {
    await expect(rows.nth(i + 1).getByRole("cell")).toHaveText([when!, charge!]);
  }
  await expect(main).toContainText("Full refund also for a provider problem or package change within 48 hours of booking.");
  await expect(main).toContainText("laws of India");
  await expect(main).toContainText("courts of Kerala");
  await expect(main.getByRole("link", { name: "Browse Packages" })).toHaveAttribute("href", "/packages");
  await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
});

for (const path of ["/about", "/contact", "/terms"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
