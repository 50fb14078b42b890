import { expectNoAxeViolations } from "./support/axe";
import { signIn } from "./support/admin";
import { expect, test } from "./support/fixtures";

// The dashboard's search and status filter (over the complete list the admin API sends).

test("the dashboard finds packages by text and by status", { tag: "@desktop-only" }, async ({ page }) => {
  await signIn(page);
  const list = page.getByRole("list", { name: "Packages" });
  const titles = list.getByRole("heading", { level: 3 });
  const all = await titles.count();
  expect(all).toBeGreaterThan(30);

  await page.getByLabel("Status").selectOption("Draft");
  await expect(titles).toContainText(["Silent Valley Rainforest Trek"]);
  const drafts = await titles.count();
  expect(drafts).toBeLessThan(all);
  await expect(page.getByRole("status").filter({ hasText: `Showing ${drafts} of ${all} packages` })).toBeVisible();

  await page.getByLabel("Status").selectOption("");
  await page.getByLabel("Search").fill("marayoor");
  await expect(titles).toHaveText(["Marayoor Sandalwood Forests & Dolmens"]);
  await page.getByLabel("Status").selectOption("Active");
  await expect(page.getByText("No packages match this search and status.")).toBeVisible();
  await page.getByLabel("Status").selectOption("Paused");
  await expect(titles).toHaveText(["Marayoor Sandalwood Forests & Dolmens"]);
  await expectNoAxeViolations(page);
});
