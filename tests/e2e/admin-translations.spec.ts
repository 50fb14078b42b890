import { createPackageViaApi, signIn, uniqueTitle } from "./support/admin";
import { expect, test } from "./support/fixtures";

// ADR 041: the admin writes an optional Malayalam, Hindi and Arabic title and description; the
// public page in that language shows each one written, else the original.
test(
  "the admin adds a Malayalam title and description and an Arabic title; each language's page shows what was written",
  { tag: "@desktop-only" },
  async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    // Paused: reachable by its link, never in the listings other specs count.
    const pkg = await createPackageViaApi(page, { title: uniqueTitle("Translated trip"), status: "Paused" });
    await page.reload();
    await page.getByRole("button", { name: `Edit ${pkg.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Package" });
    const translations = dialog.getByRole("group", { name: "Translations (optional)" });
    await translations.getByLabel("Malayalam title").fill("  മൂന്നാർ യാത്ര ");
    await translations.getByLabel("Malayalam description").fill("തേയിലത്തോട്ടങ്ങളിലൂടെ ഒരു യാത്ര.");
    await translations.getByLabel("Arabic title").fill("رحلة إلى مونار");
    await expect(translations.getByLabel("Arabic title")).toHaveAttribute("dir", "rtl");
    await dialog.getByRole("button", { name: "Update Package" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Package updated successfully!" })).toBeVisible();

    await page.goto(`/ml/package/${pkg.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("മൂന്നാർ യാത്ര");
    await expect(page.getByText("തേയിലത്തോട്ടങ്ങളിലൂടെ ഒരു യാത്ര.")).toBeVisible();
    await page.goto(`/ar/package/${pkg.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("رحلة إلى مونار");
    await expect(page.getByText("Made by a browser test.")).toBeVisible();
    await page.goto(`/hi/package/${pkg.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pkg.title);
    await page.goto(`/package/${pkg.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pkg.title);

    // The editor shows the stored translations again, trimmed.
    await page.goto("/admin?section=packages");
    await page.getByRole("button", { name: `Edit ${pkg.title}` }).click();
    await expect(page.getByRole("dialog", { name: "Edit Package" }).getByLabel("Malayalam title")).toHaveValue("മൂന്നാർ യാത്ര");
  },
);
