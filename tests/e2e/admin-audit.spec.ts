import { readFile } from "node:fs/promises";
import { createPackageViaApi, e2eDraft, signIn, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/hold";

test("a package's history: who changed what from what to what, filtered by action, downloaded as CSV @desktop-only", async ({ page }) => {
  await signIn(page);
  const pkg = (await createPackageViaApi(page, { title: uniqueTitle("Audited trip") })) as { id: string; title: string; updatedAt: string };
  const renamed = `${pkg.title} renamed`;
  const put = await page.request.put(`/api/admin/packages/${pkg.id}?version=${encodeURIComponent(pkg.updatedAt)}`, {
    headers: { Origin: new URL(page.url()).origin },
    data: e2eDraft({ title: renamed }),
  });
  expect(put.ok()).toBe(true);
  await page.goto("/admin?section=packages");
  await page.getByRole("button", { name: `History of ${renamed}` }).click();
  const dialog = page.getByRole("dialog", { name: `History: ${renamed}` });
  await expect(dialog.getByRole("status")).toHaveText("2 changes, newest first.");
  await expect(dialog.getByText(`title: ${pkg.title} → ${renamed}`, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The filtered history answers late (held until checked): meanwhile the unfiltered rows are not
  // shown under the new filter.
  const release = await holdRequests(page, /\/audit\?.*action=create/);
  await dialog.getByLabel("Action").selectOption("create");
  await dialog.getByRole("button", { name: "Filter" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Loading history...");
  await expect(dialog.getByText(`title: ${pkg.title} → ${renamed}`, { exact: true })).toHaveCount(0);
  release();
  await expect(dialog.getByRole("status")).toHaveText("1 change, newest first.");

  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^audit-package-${pkg.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile((await download.path())!, "utf8");
  // A UTF-8 byte-order mark first, for Excel.
  expect(csv.split("\r\n")[0]).toBe("\uFEFFat,actor_role,actor_email,provider_id,entity,entity_id,action,field,before,after");
  expect(csv).toContain('"create"');
  expect(csv).not.toContain('"update"');
});
