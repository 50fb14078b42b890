import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { createPackageViaApi, signIn, uniqueTitle } from "./support/admin";
import { expect, test } from "./support/fixtures";

/**
 * Signs in, adds a live package going to Munnar and opens it in the editor; `beforeReload` runs
 * after the package is saved and before the dashboard reloads to list it (to answer its requests).
 */
async function editNewPackage(page: Page, label: string, beforeReload?: () => Promise<unknown>) {
  await signIn(page);
  const pkg = await createPackageViaApi(page, { title: uniqueTitle(label), destinations: "Munnar", status: "Active" });
  await beforeReload?.();
  await page.reload();
  await page.getByRole("button", { name: `Edit ${pkg.title}` }).click();
  return { pkg, dialog: page.getByRole("dialog", { name: "Edit Package" }) };
}

test("the admin picks a package's places by typing; its destination pages follow @desktop-only", async ({ page }, testInfo) => {
  const { pkg, dialog } = await editNewPackage(page, "Places pick");
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

test("Enter in the place field picks the one place of that name and never saves the package form; focus stays in the picker @desktop-only", async ({
  page,
}) => {
  const { dialog } = await editNewPackage(page, "Places enter");
  const chips = dialog.getByRole("list", { name: "This package's places" });
  await expect(chips.getByRole("listitem")).toHaveText([/Munnar, Idukki/]);
  const field = dialog.getByLabel("Places", { exact: true });
  await field.fill("jaisalmer");
  await field.press("Enter");
  await expect(dialog.getByRole("status").filter({ hasText: "Places saved." })).toBeVisible();
  await expect(chips.getByRole("listitem")).toHaveText([/Jaisalmer, Rajasthan/, /Munnar, Idukki/]);
  await expect(field).toHaveValue("");
  // A name that is no place says so, and the editor stays open with nothing else saved.
  await field.fill("Atlantis");
  await field.press("Enter");
  await expect(
    dialog.getByRole("status").filter({ hasText: "No one place is called “Atlantis”: choose one from the list." }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(field).toBeFocused();

  // A place removed by keyboard leaves focus on the next place's button, never on the page's body;
  // "Use the destinations", gone once pressed, leaves it on the field.
  await dialog.getByRole("button", { name: "Remove Jaisalmer, Rajasthan" }).press("Enter");
  await expect(chips.getByRole("listitem")).toHaveText([/Munnar, Idukki/]);
  await expect(dialog.getByRole("button", { name: "Remove Munnar, Idukki" })).toBeFocused();
  await dialog.getByRole("button", { name: "Use the destinations" }).press("Enter");
  await expect(dialog.getByRole("button", { name: "Use the destinations" })).toHaveCount(0);
  await expect(field).toBeFocused();
});

test("a refused list of places is said with its reason @desktop-only", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 503 .*\/api\/v1\/destinations\)$/, "the test answers the list of places with 503");
  const { dialog } = await editNewPackage(page, "Places busy", () =>
    page.route("**/api/v1/destinations", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: "The site is busy: try again in a moment." }),
      }),
    ),
  );
  await expect(dialog.getByRole("status").filter({ hasText: "Could not load the places:" })).toHaveText(
    "Could not load the places: The site is busy: try again in a moment.",
  );
  await expect(dialog.getByLabel("Places", { exact: true })).toBeDisabled();
});

test("the admin adds a place under its parent and writes its page's introduction per language, by keyboard", async ({ page }, testInfo) => {
  await signIn(page, "places");
  const name = uniqueTitle("Palolem")
    .replace(/[^A-Za-z ]/g, "")
    .trim();
  // Sibling places may not share a name in any language, and every project adds one: the same mark as the English name's.
  const mlName = `പാലോലെം ${name.split(" ")[1]}`;
  const add = page.getByRole("region", { name: "Add a place" });
  await add.getByLabel("Lies in").fill("Goa, India");
  await add.getByLabel("Name in English").fill(name);
  await add.getByLabel("Name in Malayalam (optional)").fill(mlName);
  await add.getByLabel("Name in English").press("Enter");
  await expect(add.getByRole("status")).toContainText(`Added ${name} under Goa, India.`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`admin-places-${testInfo.project.name}.png`), fullPage: true });

  const intros = page.getByRole("region", { name: "Destination page introductions" });
  await intros.getByLabel("Place", { exact: true }).fill(`${name}, Goa`);
  await intros.getByLabel("Introduction in English").fill("A crescent of sand below the Western Ghats.");
  await intros.getByLabel("Introduction in Malayalam").fill("പശ്ചിമഘട്ടത്തിനു താഴെ ഒരു മണൽത്തീരം.");
  await intros.getByRole("button", { name: "Save introductions" }).click();
  await expect(intros.getByRole("status")).toHaveText(`Introductions of ${name} saved.`);

  const slug = name.toLowerCase().replace(/ +/g, "-");
  await page.goto(`/ml/destinations/india/goa/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(mlName);
  await expect(page.getByText("പശ്ചിമഘട്ടത്തിനു താഴെ ഒരു മണൽത്തീരം.")).toHaveAttribute("lang", "ml-IN");
  await page.goto(`/hi/destinations/india/goa/${slug}`);
  await expect(page.getByText("A crescent of sand below the Western Ghats.")).toHaveAttribute("lang", "en-IN");
});

test("the admin renames a place under its web address, archives and restores it, by keyboard", async ({
  page,
  expectConsoleError,
}, testInfo) => {
  expectConsoleError(/status of 409 .*\/api\/admin\/places\/kollam\/archive\)$/, "Kollam has places in use inside it");
  await signIn(page, "places");
  const name = uniqueTitle("Munroe Shore")
    .replace(/[^A-Za-z ]/g, "")
    .trim();
  const slug = name.toLowerCase().replace(/ +/g, "-");
  const created = await page.request.post("/api/admin/places", {
    headers: { Origin: new URL(page.url()).origin },
    data: { parent: "kollam", nameEn: name },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();
  const pagePath = `/destinations/india/kerala/kollam/${slug}`;

  const panel = page.getByRole("region", { name: "Rename or archive a place" });
  await expect(panel).toContainText("its web address stays the same, so links to its page");
  await panel.getByLabel("Place", { exact: true }).fill(`${name}, Kollam`);
  const english = panel.getByLabel("Name in English");
  await expect(english).toHaveValue(name);
  await english.fill(`${name} Isle`);
  // Each run's own name: the projects share one database, and a name a place beside it has is refused.
  await expect(panel.getByLabel("Name in Malayalam (optional)")).toHaveValue("");
  await english.press("Enter");
  await expect(panel.getByRole("status")).toHaveText(
    `Names of ${name} Isle saved. Its web address is unchanged, and packages and searches that say “${name}” still find it: the old name is kept as another name.`,
  );
  // The old name shows among the other names, which the admin edits in the same form.
  const otherNames = panel.getByLabel("Other names (optional)");
  await expect(otherNames).toHaveValue(name);
  await expect(otherNames).toHaveAccessibleDescription(/^Old or local spellings, separated by commas/);
  // Each run's own other name too: a name a place beside it is called by is refused.
  await otherNames.fill(`${name},  ${name} Thuruth , ${name.toLowerCase()} thuruth`);
  await otherNames.press("Enter");
  await expect(panel.getByRole("status")).toHaveText(`Names of ${name} Isle saved. Its web address is unchanged.`);
  await expect(otherNames).toHaveValue(`${name}, ${name} Thuruth`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`admin-places-rename-${testInfo.project.name}.png`), fullPage: true });
  expect(await (await page.request.get(pagePath)).text()).toMatch(new RegExp(`<h1[^>]*>${name} Isle</h1>`));

  const archive = panel.getByRole("button", { name: "Archive place" });
  await archive.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("status")).toHaveText(
    `${name} Isle archived: it is no longer offered or listed, and its page is gone until restored.`,
  );
  expect((await page.request.get(pagePath)).status()).toBe(404);
  const restore = panel.getByRole("button", { name: "Restore place" });
  await expect(restore).toBeVisible();
  await restore.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("status")).toHaveText(`${name} Isle restored. Open its page`);
  expect((await page.request.get(pagePath)).status()).toBe(200);

  // A place with places in use inside it stays, and the admin is told why.
  await panel.getByLabel("Place", { exact: true }).fill("Kollam, Kerala");
  await panel.getByRole("button", { name: "Archive place" }).click();
  await expect(panel.getByRole("status")).toContainText(
    "The place was not archived: Kollam cannot be archived while places inside it are in use: archive",
  );
  await expect(panel.getByRole("button", { name: "Archive place" })).toBeVisible();
});
