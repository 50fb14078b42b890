import { expectNoAxeViolations } from "./support/axe";
import { createPackageViaApi, signIn, uniqueTitle } from "./support/admin";
import { expect, test } from "./support/fixtures";

test("the admin picks a package's places by typing; its destination pages follow @desktop-only", async ({ page }, testInfo) => {
  await signIn(page);
  const pkg = await createPackageViaApi(page, { title: uniqueTitle("Places pick"), destinations: "Munnar", status: "Active" });
  await page.reload();
  await page.getByRole("button", { name: `Edit ${pkg.title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Package" });
  const chips = dialog.getByRole("list", { name: "This package's places" });
  // Derived from its destinations until someone chooses.
  await expect(chips.getByRole("listitem")).toHaveText([/Munnar, Idukki/]);
  await dialog.getByLabel("Places", { exact: true }).fill("Jaisalmer, Rajasthan");
  await expect(dialog.getByRole("status").filter({ hasText: "Places saved." })).toBeVisible();
  await expect(chips.getByRole("listitem")).toHaveText([/Jaisalmer, Rajasthan/, /Munnar, Idukki/]);
  await expectNoAxeViolations(page, { include: "dialog" });
  await page.screenshot({ path: testInfo.outputPath(`place-picker-${testInfo.project.name}.png`) });

  await page.goto("/destinations/india/rajasthan/jaisalmer");
  await expect(page.getByRole("heading", { name: pkg.title })).toBeVisible();
});
