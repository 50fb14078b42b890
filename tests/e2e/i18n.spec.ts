import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test, untilHydrated } from "./support/fixtures";
import { DEMO_FIXTURES, demoPackages } from "../../server/catalogue/demo-catalogue";
import { addDays, todayIn } from "../../domain/dates";
import { ADMIN_EMAIL, ADMIN_PASSWORD, SIGNED_OUT_PROBE } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { decodeQr } from "./support/qr";

type Language = "en" | "ml" | "hi" | "ar";
const catalogue = (language: Language): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../app/i18n/messages/${language}.json`), "utf8"));
const CATALOGUES: Record<Language, Record<string, string>> = {
  en: catalogue("en"),
  ml: catalogue("ml"),
  hi: catalogue("hi"),
  ar: catalogue("ar"),
};
const en = CATALOGUES.en;
const t = (language: Language, id: string) => {
  const text = CATALOGUES[language][id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text;
};
const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);
const HTML = {
  en: { lang: "en-IN", dir: "ltr" },
  ml: { lang: "ml-IN", dir: "ltr" },
  hi: { lang: "hi-IN", dir: "ltr" },
  ar: { lang: "ar", dir: "rtl" },
} as const;

const MUNNAR_TITLE: Record<Language, string> = {
  en: "Munnar Tea Trails & Misty Peaks",
  ml: "മൂന്നാറിലെ തേയിലത്തോട്ടങ്ങളും മഞ്ഞുമൂടിയ മലനിരകളും",
  hi: "मुन्नार के चाय बागान और धुंध भरी चोटियाँ",
  ar: "دروب الشاي في مونار وقممها الضبابية",
};

/**
 * Package content is exempt from the scan (the admin writes it, ADR 041): a demo package's place
 * names ("Wayanad" as its destinations) are also district names of the catalogue.
 */
const PACKAGE_CONTENT = new Set(
  demoPackages("2026-01-01").flatMap((p) => [
    p.title,
    p.destinations,
    p.startingLocation,
    p.location,
    p.providerName,
    ...p.highlights,
    ...p.mainPlaces,
    ...p.attractions,
  ]),
);

/**
 * English UI strings still on screen in another language: a text node or an accessible attribute
 * whose whole text is an English catalogue message without placeholders that the language
 * translates differently. Package content (written by the admin in English) is never a whole
 * catalogue message, so it does not count.
 */
async function englishLeftOn(page: Page, language: Language, scope = "body"): Promise<string[]> {
  const english = new Set(
    Object.entries(en)
      .filter(([id, text]) => !/[{}<]/.test(text) && text.trim().length > 1 && CATALOGUES[language][id] !== text)
      .map(([, text]) => text.trim()),
  );
  const found = await page
    .locator(scope)
    .first()
    .evaluate((root) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest("script,style,noscript,template")) continue;
        if (parent.closest("[hidden]") || getComputedStyle(parent).display === "none") continue;
        texts.push((node.textContent ?? "").trim());
      }
      for (const el of root.querySelectorAll("[aria-label],[placeholder],[title],img[alt]")) {
        for (const name of ["aria-label", "placeholder", "title", "alt"]) {
          const value = el.getAttribute(name);
          if (value) texts.push(value.trim());
        }
      }
      return texts;
    });
  return [...new Set(found.filter((text) => english.has(text) && !PACKAGE_CONTENT.has(text)))];
}

async function checkScreen(page: Page, language: Language, scope?: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", HTML[language].lang);
  await expect(page.locator("html")).toHaveAttribute("dir", HTML[language].dir);
  await expectNoAxeViolations(page, scope ? { include: scope } : {});
  if (language !== "en") expect(await englishLeftOn(page, language, scope)).toEqual([]);
}

/** On a phone the header's links sit in a closed menu. */
async function openMenuIfClosed(page: Page, language: Language) {
  const menu = page.getByRole("button", { name: t(language, "site.openMenu") });
  if (await menu.isVisible()) await menu.click();
}

/** Fills the book form of the Munnar demo package (minimum group 2) and reaches the payment step. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s|$)`);

/** Opens the book form of the package on the page. */
async function openBookForm(page: Page, language: Language) {
  await page
    .getByRole("button", { name: t(language, "package.bookNow") })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: t(language, "booking.bookTitle") })).toBeVisible();
  return dialog;
}

/** Fills every required field of the book form (two adults, no insurance, terms accepted). */
async function fillBookForm(dialog: Locator, language: Language) {
  await dialog.getByLabel(startsWith(t(language, "booking.fullNameAsId"))).fill("Asha Menon");
  await dialog.getByLabel(startsWith(t(language, "booking.dateOfBirth"))).fill("1990-04-12");
  await dialog.getByLabel(startsWith(t(language, "booking.gender"))).selectOption("Female");
  await dialog.getByLabel(startsWith(t(language, "booking.nationality"))).fill("Indian");
  await dialog.getByLabel(startsWith(t(language, "booking.email"))).fill("asha@example.com");
  await dialog.getByLabel(startsWith(t(language, "booking.phone"))).fill("+91 98470 12345");
  await dialog.getByLabel(startsWith(t(language, "booking.emergencyName"))).fill("Ravi Menon");
  await dialog.getByLabel(startsWith(t(language, "booking.emergencyPhone"))).fill("+91 98470 54321");
  await dialog.getByLabel(startsWith(t(language, "booking.adults"))).fill("2");
  await dialog.getByRole("radio", { name: t(language, "booking.no") }).check();
  await dialog.locator('input[name="termsAccepted"]').check();
}

async function bookToPayment(page: Page, language: Language) {
  const dialog = await openBookForm(page, language);
  await fillBookForm(dialog, language);
  await checkScreen(page, language, "dialog");
  await dialog.getByRole("button", { name: t(language, "booking.bookSubmit") }).click();
  await expect(dialog.getByRole("heading", { name: t(language, "booking.paymentTitle") })).toBeVisible({ timeout: 5_000 });
  return dialog;
}

/**
 * The package page's price card, as the journey's viewport lays it out: each price's "17% off" on
 * one line (at 360 px it once broke after "17%"), and each converted price ("≈ USD 85", the
 * browser's en-US region's currency) starting where the price above it starts, the right edge in
 * Arabic (it once stuck to the left there).
 */
async function expectPriceCardLaidOut(page: Page, language: Language) {
  const card = page.getByRole("complementary", { name: t(language, "package.priceAndBooking") });
  // The demo Munnar package: adult ₹8,999 → ₹7,499 and child ₹5,999 → ₹4,999, both 17% off.
  const percents = card.getByText(t(language, "site.percentOff").replace("{percent}", "17"), { exact: true });
  await expect(percents).toHaveCount(2);
  for (const percent of await percents.all()) expect(await percent.evaluate((e) => e.getClientRects().length)).toBe(1);
  const approx = card.locator("[data-approx-price]");
  await expect(approx).toHaveCount(2);
  for (const converted of await approx.all()) {
    const edges = await converted.evaluate((e) => {
      const text = e.querySelector("bdi")!.getBoundingClientRect();
      const price = e.parentElement!.firstElementChild!.getBoundingClientRect();
      return { text: [text.left, text.right], price: [price.left, price.right] };
    });
    const side = HTML[language].dir === "rtl" ? 1 : 0;
    expect(Math.abs(edges.text[side]! - edges.price[side]!), JSON.stringify(edges)).toBeLessThanOrEqual(1);
  }
}

// Each language's journey runs once, in one viewport (Arabic's right-to-left layout on the phone;
// its desktop pages are scanned by the compare and page tests below).
const JOURNEY_VIEWPORT = { en: "@desktop-only", ml: "@phone-only", hi: "@desktop-only", ar: "@phone-only" } as const;

for (const language of ["en", "ml", "hi", "ar"] as const) {
  test(
    `${language}: home → listing → package → booking → payment, translated, lang/dir and axe clean`,
    { tag: JOURNEY_VIEWPORT[language] },
    async ({ page }) => {
      test.slow(); // a long journey: three times the usual bound
      await page.goto(`${prefix(language)}/`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkScreen(page, language);

      await openMenuIfClosed(page, language);
      await page
        .getByRole("navigation", { name: t(language, "site.navMain") })
        .getByRole("link", { name: t(language, "site.navPackages"), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(language)}/packages$`));
      await expect(page.getByRole("heading", { level: 1, name: t(language, "listing.heading") })).toBeVisible();
      // Cards carry the admin's translated title too (ADR 041).
      await expect(page.getByRole("main").getByText(MUNNAR_TITLE[language], { exact: true }).first()).toBeVisible();
      await checkScreen(page, language);

      await page.goto(`${prefix(language)}/package/${DEMO_FIXTURES.offer}`);
      // The demo Munnar package carries the admin's translated title (ADR 041).
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(MUNNAR_TITLE[language]);
      await expect(page).toHaveTitle(`${MUNNAR_TITLE[language]} | Kerala Trips`);
      const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(structured).toMatchObject({
        "@type": ["TouristTrip", "Product"],
        inLanguage: HTML[language].lang,
        name: MUNNAR_TITLE[language],
      });
      await checkScreen(page, language);
      await expectPriceCardLaidOut(page, language);
      // Reviews are written in any language: each text takes its own direction (an English review reads
      // left to right on the Arabic page, its full stop at the end).
      await expect(page.locator('[id^="review-"][dir="auto"]').first()).toBeAttached();

      const dialog = await bookToPayment(page, language);
      await checkScreen(page, language, "dialog");
      // The advance is the package's own currency in every language: 10% of 2 × ₹7,499.
      await expect(dialog.getByTestId("payment-advance")).toHaveText("₹1,500");
    },
  );
}

// The Munnar demo package has no fixed departures and closes booking 120 days from today.
const MUNNAR_CLOSES_IN_DAYS = 120;
const COMPARED = [DEMO_FIXTURES.offer, DEMO_FIXTURES.withCustomizations, DEMO_FIXTURES.withDepartures];

/** The fixed words of a message around its placeholders ("Choose a travel date from ", " to ", …). */
const fixedParts = (text: string) => text.split(/\{\w+\}/).filter((part) => part.trim() !== "");

for (const [language, viewport] of [
  ["ar", "@desktop-only"],
  ["ml", "@phone-only"],
] as const) {
  test(
    `${language}: compare table and booking dialog translated, in the page's direction, axe clean; the free travel date ends at the closing date`,
    { tag: viewport },
    async ({ page }) => {
      await page.goto(`${prefix(language)}/compare?ids=${COMPARED.join(",")}`);
      const region = page.getByRole("region", { name: t(language, "compare.tableLabel") });
      const table = region.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveCount(3);
      await expect(table.getByRole("columnheader").first()).toContainText(MUNNAR_TITLE[language]);
      for (const id of [
        "compare.pricePerAdult",
        "compare.offer",
        "package.duration",
        "package.groupSize",
        "compare.bookingWindow",
        "compare.customization",
      ]) {
        await expect(table.getByRole("rowheader", { name: t(language, id), exact: true })).toBeVisible();
      }
      // The Munnar package's lists are translated too; the other packages' original English
      // (titles, highlights) and the places carry lang="en-IN" and left to right (ADR 112).
      const row = (id: string) =>
        table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: t(language, id), exact: true }) });
      const munnar = demoPackages("2026-01-01").find((p) => p.id === DEMO_FIXTURES.offer)!;
      await expect(row("compare.included").getByRole("cell").first()).toContainText(munnar.translations[language]!.inclusions![0]!);
      await expect(row("compare.included").getByRole("cell").first()).not.toContainText(munnar.inclusions[0]!);
      const english = { lang: HTML.en.lang, dir: "ltr" };
      const grandTour = table.getByRole("columnheader").nth(1).getByRole("link").locator("bdi");
      for (const [name, value] of Object.entries(english)) await expect(grandTour).toHaveAttribute(name, value);
      await expect(table.getByRole("columnheader").first().getByRole("link").locator("bdi")).not.toHaveAttribute("lang");
      const startingPoint = row("package.startingPoint").getByRole("cell").first().locator("bdi");
      for (const [name, value] of Object.entries(english)) await expect(startingPoint).toHaveAttribute(name, value);
      await checkScreen(page, language);
      // Row headers sit at the start: on the right in Arabic, on the left in Malayalam.
      const priceRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: t(language, "compare.pricePerAdult") }) });
      const header = (await priceRow.getByRole("rowheader").boundingBox())!;
      const first = (await priceRow.getByRole("cell").first().boundingBox())!;
      if (language === "ar") expect(header.x).toBeGreaterThan(first.x);
      else expect(header.x).toBeLessThan(first.x);
      // An amount is isolated left to right, so "₹7,499" never turns into "7,499₹" inside Arabic.
      await expect(priceRow.getByRole("cell").first().locator('bdi[dir="ltr"]').first()).toContainText("₹7,499");
      // At 360 px the table scrolls inside its own region, by keyboard once the region has focus.
      if (page.viewportSize()!.width < 600) {
        expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        await region.focus();
        await page.keyboard.press(language === "ar" ? "ArrowLeft" : "ArrowRight");
        await expect.poll(() => region.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(0);
      }
      // Remove keeps the page's language (it once went to the English address).
      await table.getByRole("columnheader").nth(2).getByRole("button").click();
      await expect(table.getByRole("columnheader")).toHaveCount(2);
      await expect(page).toHaveURL(new RegExp(`${prefix(language)}/compare\\?ids=${COMPARED.slice(0, 2).join("(,|%2C)")}$`));

      await page.goto(`${prefix(language)}/package/${DEMO_FIXTURES.offer}`);
      const dialog = await openBookForm(page, language);
      // Beside the disabled button, what is still missing, in the page's language and its list style.
      const missing = ["fullNameAsId", "dateOfBirth", "gender", "nationality", "email", "phone", "travelInsurance"];
      const fields = new Intl.ListFormat(HTML[language].lang, { type: "conjunction" }).format(
        missing.map((id) => t(language, `booking.${id}`)),
      );
      await expect(dialog.getByTestId("submit-hint")).toHaveText(t(language, "booking.missingFieldsAndTerms").replace("{fields}", fields));
      const today = todayIn(process.env.APP_TIMEZONE ?? "Asia/Kolkata");
      const closing = addDays(today, MUNNAR_CLOSES_IN_DAYS);
      const travelDate = dialog.getByLabel(startsWith(t(language, "booking.travelDate")));
      await expect(travelDate).toHaveAttribute("min", today);
      await expect(travelDate).toHaveAttribute("max", closing);
      await fillBookForm(dialog, language);
      // An amount inside the summary's words is isolated left to right: "₹7,499", never "7,499₹".
      await expect(dialog.getByTestId("price-summary").locator('dt bdi[dir="ltr"]').first()).toHaveText("₹7,499");
      // A date typed past the closing date: a message in the page language, and the form stays.
      await travelDate.fill(addDays(closing, 1));
      const message = dialog.getByTestId("travel-date-message");
      for (const part of fixedParts(t(language, "booking.travelDateRange"))) await expect(message).toContainText(part.trim());
      await expect(travelDate).toHaveAttribute("aria-invalid", "true");
      await checkScreen(page, language, "dialog");
      await dialog.getByRole("button", { name: t(language, "booking.bookSubmit") }).click();
      await expect(travelDate).toBeFocused();
      await expect(dialog.getByRole("heading", { name: t(language, "booking.bookTitle") })).toBeVisible();
      // The closing date itself is fine.
      await travelDate.fill(closing);
      await expect(message).toBeEmpty();
      await expect(travelDate).not.toHaveAttribute("aria-invalid");
      await dialog.getByRole("button", { name: t(language, "booking.bookSubmit") }).click();
      await expect(dialog.getByRole("heading", { name: t(language, "booking.paymentTitle") })).toBeVisible({ timeout: 5_000 });
      await checkScreen(page, language, "dialog");
    },
  );
}

// About, Contact and Terms: each language once (ml on /about, hi on /contact, ar on /terms, and
// the other two pages in the other languages), so every page and every language is scanned.
for (const [language, pages, viewport] of [
  ["ml", ["/about", "/terms"], "@desktop-only"],
  ["hi", ["/contact", "/about"], "@phone-only"],
  ["ar", ["/terms", "/contact"], "@desktop-only"],
] as const) {
  test(`${language}: ${pages.join(" and ")} are translated, lang/dir and axe clean`, { tag: viewport }, async ({ page }) => {
    for (const path of pages) {
      await page.goto(`${prefix(language)}${path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkScreen(page, language);
    }
  });
}

test("a package photo is described in the page's language @desktop-only", async ({ page }) => {
  await page.goto(`/ml/package/${DEMO_FIXTURES.withGallery}`);
  const photo = page.getByRole("img", { name: /ഫോട്ടോ/ }).first();
  await expect(photo).toHaveAttribute("alt", /, \d+-ൽ 1-ാമത്തെ ഫോട്ടോ$/);
  await expect(page.getByRole("img", { name: /photo \d+ of/ })).toHaveCount(0);
});

test("the terms keep the spec's cancellation schedule in English and translate it in Arabic @desktop-only", async ({ page }) => {
  await page.goto("/ar/terms");
  const rows = page.getByRole("main").getByRole("table").getByRole("row");
  await expect(rows.nth(1).getByRole("cell")).toHaveText([t("ar", "terms.when0to2"), t("ar", "terms.fullRefund")]);
  await expect(page.getByRole("main").getByRole("link", { name: t("ar", "contact.metaTitle") })).toHaveAttribute("href", "/ar/contact");
});

test("a page links its four languages and x-default, and its canonical is its own language @desktop-only", async ({ page }) => {
  await page.goto(`/ml/package/${DEMO_FIXTURES.offer}?utm=x`);
  const origin = new URL(page.url()).origin;
  const path = `/package/${DEMO_FIXTURES.offer}`;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/ml${path}`);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`));
  expect(alternates.sort()).toEqual(
    [
      `ar ${origin}/ar${path}`,
      `en-IN ${origin}${path}`,
      `hi-IN ${origin}/hi${path}`,
      `ml-IN ${origin}/ml${path}`,
      `x-default ${origin}${path}`,
    ].sort(),
  );
});

test("the switcher keeps page and query, remembers the choice, and / negotiates only for people", async ({ page, request }) => {
  await page.goto("/packages?duration=1-3");
  await openMenuIfClosed(page, "en");
  await page.getByRole("list", { name: "Language" }).getByRole("link", { name: "हिन्दी" }).click();
  await expect(page).toHaveURL(/\/hi\/packages\?duration=1-3$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/hi$/);

  const person = await request.get("/", { headers: { "Accept-Language": "ml-IN,ml;q=0.9,en;q=0.5" }, maxRedirects: 0 });
  expect(person.status()).toBe(302);
  expect(person.headers()["location"]).toBe("/ml");
  const bot = await request.get("/", {
    headers: { "Accept-Language": "ml-IN", "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    maxRedirects: 0,
  });
  expect(bot.status()).toBe(200);
  const chosenEnglish = await request.get("/", { headers: { "Accept-Language": "ar", Cookie: "kt_lang=en" }, maxRedirects: 0 });
  expect(chosenEnglish.status()).toBe(200);
  const other = await request.get("/packages", { headers: { "Accept-Language": "ar" }, maxRedirects: 0 });
  expect(other.status()).toBe(200);
});

test("prices in AED are marked ≈ beside the rupee price, while the UPI QR still asks for the rupee advance @desktop-only", async ({
  page,
}) => {
  test.slow(); // a long journey: three times the usual bound
  const origin = test.info().project.use.baseURL!;
  const session = await page.request.post("/api/admin/session", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { Origin: origin },
  });
  expect(session.status()).toBe(200);
  // The demo seed's rates, put back afterwards: other specs share the server.
  const before = (await (await page.request.get("/api/admin/exchange-rates")).json()) as { rates: Record<string, number> };
  const saved = await page.request.put("/api/admin/exchange-rates", {
    data: { rates: { AED: "22.7", USD: "83.5" } },
    headers: { Origin: origin },
  });
  expect(saved.status()).toBe(200);
  try {
    await switchToAedAndPay(page);
  } finally {
    await page.request.put("/api/admin/exchange-rates", { data: { rates: before.rates }, headers: { Origin: origin } });
  }
});

async function switchToAedAndPay(page: Page) {
  await page.goto(`/package/${DEMO_FIXTURES.offer}`);
  await openMenuIfClosed(page, "en");
  await page.getByLabel("Currency").selectOption("AED");
  await expect(page).toHaveURL(new RegExp(`/package/${DEMO_FIXTURES.offer}$`));
  // ₹7,499 ÷ 22.7 = AED 330.35; the rupee price stays beside it.
  await expect(page.getByText("≈ AED 330").first()).toBeVisible();
  await expect(page.getByText("₹7,499").first()).toBeVisible();
  // The currency form loaded a new page (shown above, in AED): Book Now needs its scripts.
  await untilHydrated(page);

  const dialog = await bookToPayment(page, "en");
  await expect(dialog.getByTestId("payment-advance")).toHaveText("₹1,500");
  const qr = dialog.getByTestId("payment-qr");
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const uri = await decodeQr(qr);
  const params = new URLSearchParams(uri.slice("upi://pay?".length));
  expect(params.get("am")).toBe("1500.00");
  expect(params.get("cu")).toBe("INR");
}

test("a password box's Show button never covers what is typed, in every language @phone-only", async ({ page, expectConsoleError }) => {
  expectConsoleError(...SIGNED_OUT_PROBE);
  expectConsoleError(
    /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/partner\/session\)$/,
    "the signed-out portal asks who is signed in",
  );
  // The portal's button says "Show password" in full (longer still in Malayalam); the admin's says "Show".
  const boxes: [string, string][] = [
    ["/partner", t("en", "partner.password")],
    ["/ml/partner", t("ml", "partner.password")],
    ["/ar/partner", t("ar", "partner.password")],
    ["/admin", "Password"],
  ];
  for (const [address, label] of boxes) {
    await page.goto(address);
    const box = page.getByLabel(label, { exact: true });
    await box.fill("a-long-passphrase-that-fills-the-box-0123456789");
    const typed = (await box.boundingBox())!;
    const button = (await page.locator(`button[aria-controls="${await box.getAttribute("id")}"]`).boundingBox())!;
    // Side by side, inside the screen: the text ends where the button starts (on its left in Arabic).
    const apart = typed.x + typed.width <= button.x + 0.5 || button.x + button.width <= typed.x + 0.5;
    expect(apart, `${address}: box ${typed.x}-${typed.x + typed.width}, button ${button.x}-${button.x + button.width}`).toBe(true);
    expect(button.x).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
});
