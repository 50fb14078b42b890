import { createPackageViaApi, signIn, uniqueTitle } from "./support/admin";
import { expect, test } from "./support/fixtures";

// ADR 041, 112: the admin writes an optional Malayalam, Hindi and Arabic title, description,
// highlights and itinerary days; the public page in that language shows each one written, else
// the original, marked with its own language and direction.
test(
  "the admin adds a Malayalam title, description, highlight and day, and an Arabic title; each language's page shows what was written, the original marked as English",
  { tag: "@desktop-only" },
  async ({ page }) => {
    await signIn(page);
    // Paused: reachable by its link, never in the listings other specs count.
    const pkg = await createPackageViaApi(page, {
      title: uniqueTitle("Translated trip"),
      status: "Paused",
      highlights: ["2 nights in a tea-estate resort."],
      itinerary: [{ title: "Arrive in Munnar", description: "Check in by 2 pm.", overnight: "Munnar", meals: [] }],
    });
    await page.reload();
    await page.getByRole("button", { name: `Edit ${pkg.title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Package" });
    const translations = dialog.getByRole("group", { name: "Translations (optional)" });
    await translations.getByLabel("Malayalam title").fill("  മൂന്നാർ യാത്ര ");
    await translations.getByLabel("Malayalam description").fill("തേയിലത്തോട്ടങ്ങളിലൂടെ ഒരു യാത്ര.");
    await translations.getByRole("button", { name: "Add Malayalam highlight" }).click();
    await translations.getByLabel("Malayalam highlight 1", { exact: true }).fill("തേയിലത്തോട്ടത്തിലെ റിസോർട്ടിൽ 2 രാത്രി.");
    await expect(translations.getByLabel("Malayalam highlight 1", { exact: true })).toHaveAttribute("lang", "ml-IN");
    await translations.getByLabel("Day 1 title in Malayalam").fill("മൂന്നാറിൽ എത്തുന്നു");
    await translations.getByLabel("Arabic title").fill("رحلة إلى مونار");
    await expect(translations.getByLabel("Arabic title")).toHaveAttribute("dir", "rtl");
    await dialog.getByRole("button", { name: "Update Package" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Package updated successfully!" })).toBeVisible();

    await page.goto(`/ml/package/${pkg.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("മൂന്നാർ യാത്ര");
    await expect(page.getByText("തേയിലത്തോട്ടങ്ങളിലൂടെ ഒരു യാത്ര.")).toBeVisible();
    await expect(page.getByText("തേയിലത്തോട്ടത്തിലെ റിസോർട്ടിൽ 2 രാത്രി.")).not.toHaveAttribute("lang", /./);
    await expect(page.getByText("മൂന്നാറിൽ എത്തുന്നു")).toBeVisible();
    // The day's description was not translated: the original, marked as English.
    await expect(page.getByText("Check in by 2 pm.")).toHaveAttribute("lang", "en-IN");
    await page.goto(`/ar/package/${pkg.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("رحلة إلى مونار");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    // English on an Arabic page keeps its own direction: "2 nights…" is not reordered.
    const english = page.getByText("2 nights in a tea-estate resort.");
    await expect(english).toHaveAttribute("lang", "en-IN");
    await expect(english).toHaveAttribute("dir", "ltr");
    await expect(page.getByText("Made by a browser test.")).toHaveAttribute("dir", "ltr");
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
