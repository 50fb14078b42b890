import type { Page } from "@playwright/test";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

async function favouriteFromDetail(page: Page, id: string) {
  await page.goto(`/package/${id}`);
  const heart = page.getByRole("button", { name: /^Favourite / });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
}

test("the empty favourites page in Arabic invites to browse the Arabic listing @phone-only", async ({ page }) => {
  await page.goto("/ar/favorites");
  await expect(page.getByRole("heading", { name: "لا توجد باقات مفضلة" })).toBeVisible();
  await expect(page.getByRole("link", { name: "تصفّح الباقات" })).toHaveAttribute("href", "/ar/packages");
  await expect(page.getByRole("link", { name: "Browse Packages" })).toHaveCount(0);
});

test("a favourite's card in Arabic: its texts in Arabic and its link to the Arabic package page @phone-only", async ({ page }) => {
  // DEMO_FIXTURES.offer as the demo catalogue states it: 3 days, 2 nights, its title translated into Arabic.
  const pkg = { id: DEMO_FIXTURES.offer, title: "دروب الشاي في مونار وقممها الضبابية" };
  // Favourited on its Arabic page: the favourite keeps the Arabic title beside the original.
  await page.goto(`/ar/package/${pkg.id}`);
  const heart = page.getByRole("button", { name: `${pkg.title} في المفضلة`, exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.goto("/ar/favorites");
  const card = page.getByRole("list", { name: "الباقات المفضلة" }).getByRole("article");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(pkg.title);
  await expect(card.getByRole("heading", { level: 2 }).locator("[lang]")).toHaveCount(0);
  await expect(card).toContainText("3 أيام / ليلتان");
  await expect(card).toContainText("للبالغ الواحد");
  await expect(card.getByRole("button", { name: `أزل ${pkg.title} من المفضلة` })).toBeVisible();
  const details = card.getByRole("link", { name: `عرض التفاصيل: ${pkg.title}` });
  await expect(details).toHaveText("عرض التفاصيل");
  // It once led to the English page's address, whose texts then came in English under an Arabic header.
  await expect(details).toHaveAttribute("href", `/ar/package/${pkg.id}`);
});

test("with no favourites the page invites to browse @desktop-only", async ({ page }) => {
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "No Favourite Packages" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Browse Packages" }).click();
  await expect(page).toHaveURL(/\/packages$/);
});

test("a favourite from a listing card shows on /favorites after a reload, and the heart removes it @phone-only", async ({ page }) => {
  // DEMO_FIXTURES.offer as the demo catalogue states it.
  const pkg = { id: DEMO_FIXTURES.offer, title: "Munnar Tea Trails & Misty Peaks" };
  await page.goto(`/packages?search=${encodeURIComponent(pkg.title)}`);
  await page.getByRole("button", { name: `Favourite ${pkg.title}` }).click();
  await page.goto("/favorites");
  await page.reload();
  const card = page.getByRole("list", { name: "Favourite packages" }).getByRole("article");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: pkg.title })).toBeVisible();
  await expect(card).toContainText("Munnar, Top Station");
  await expect(card).toContainText("3 Days / 2 Nights");
  await expect(card).toContainText("17% OFF");
  await expect(card).toContainText("per adult");
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/package/${pkg.id}$`));
  await page.goBack();
  await page.getByRole("button", { name: `Remove ${pkg.title} from favourites` }).click();
  await expect(page.getByRole("heading", { name: "No Favourite Packages" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "No Favourite Packages" })).toBeVisible();
});

test("favourites follow changes made in another tab @desktop-only", async ({ page, context }) => {
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "No Favourite Packages" })).toBeVisible();
  const other = await context.newPage();
  await favouriteFromDetail(other, DEMO_FIXTURES.plain);
  await expect(page.getByRole("list", { name: "Favourite packages" }).getByRole("article")).toHaveCount(1);
  await other.getByRole("button", { name: /^Favourite / }).click();
  await expect(page.getByRole("heading", { name: "No Favourite Packages" })).toBeVisible();
});

test("the server sends a neutral shell, so hydration never disagrees with storage @desktop-only", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await favouriteFromDetail(page, DEMO_FIXTURES.withGallery);
  await page.goto("/favorites");
  await expect(page.getByRole("list", { name: "Favourite packages" }).getByRole("article")).toHaveCount(1);
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test("when the browser refuses storage, a favourite still holds for the page @desktop-only", async ({ page }) => {
  // Storage full, or blocked for this site: every write throws, as browsers do.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await page.goto(`/package/${DEMO_FIXTURES.plain}`);
  const heart = page.getByRole("button", { name: /^Favourite / });
  await heart.click();
  // Read back from storage, the refused change was lost at once and the heart stayed empty.
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "false");
});

test("junk in storage is ignored instead of breaking the page @desktop-only", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("favoritePackages", '[{"id":1},"x",null,{"id":"a-b","title":"Kept"}]'));
  await page.goto("/favorites");
  await expect(page.getByRole("list", { name: "Favourite packages" }).getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Kept" })).toBeVisible();
});

test("a favourite made on a Malayalam card is named in Malayalam there and in English elsewhere, the English marked as such @phone-only", async ({
  page,
}) => {
  // The demo Munnar package has its title translated; the Kochi heritage walk (DEMO_FIXTURES.plain) has none.
  const munnar = { en: "Munnar Tea Trails & Misty Peaks", ml: "മൂന്നാറിലെ തേയിലത്തോട്ടങ്ങളും മഞ്ഞുമൂടിയ മലനിരകളും" };
  await page.goto(`/ml/packages?search=${encodeURIComponent("Munnar Tea Trails")}`);
  const heart = page.getByRole("button", { name: `${munnar.ml} പ്രിയപ്പെട്ടവയിൽ`, exact: true });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.goto(`/ml/package/${DEMO_FIXTURES.plain}`);
  const plainTitle = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  // Its heart as the Malayalam page names it ("{title} പ്രിയപ്പെട്ടവയിൽ").
  await page.getByRole("button", { name: `${plainTitle} പ്രിയപ്പെട്ടവയിൽ`, exact: true }).click();

  for (const language of ["ml", "en", "hi", "ar"] as const) {
    await page.goto(language === "en" ? "/favorites" : `/${language}/favorites`);
    const headings = page.getByRole("list").getByRole("article").getByRole("heading", { level: 2 });
    // The title's language is marked on the text inside the heading.
    const title = (i: number) => headings.nth(i).locator("span");
    await expect(headings).toHaveCount(2);
    // Kept: the original and the Malayalam title the card had (a page sends only its own language's).
    const kept = language === "ml" ? munnar.ml : munnar.en;
    await expect(headings.first()).toHaveText(kept);
    if (language === "ml" || language === "en") await expect(title(0)).not.toHaveAttribute("lang");
    else await expect(title(0)).toHaveAttribute("lang", "en-IN");
    await expect(headings.nth(1)).toHaveText(plainTitle);
    if (language === "en") await expect(title(1)).not.toHaveAttribute("lang");
    else {
      await expect(title(1)).toHaveAttribute("lang", "en-IN");
      await expect(title(1)).toHaveAttribute("dir", "ltr");
    }
    if (language === "ar") await expectNoAxeViolations(page);
  }

  // An entry kept before titles were kept per language (title only) still shows, as it was kept, unmarked.
  await page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem("favoritePackages") ?? "[]") as { translations?: unknown }[];
    delete list[0]!.translations;
    localStorage.setItem("favoritePackages", JSON.stringify(list));
  });
  await page.reload();
  const old = page.getByRole("list").getByRole("article").getByRole("heading", { level: 2 }).first();
  await expect(old).toHaveText(munnar.en);
  await expect(old.locator("[lang]")).toHaveCount(0);
});
