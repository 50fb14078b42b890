import type { Locator, Page } from "@playwright/test";
import { BOOKING_MESSAGES } from "../../domain/booking";
import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from "../../domain/booking-reference";
import { addDays, todayIn } from "../../domain/dates";
import { DEMO_FIXTURES } from "../../server/catalogue/demo-catalogue";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { decodeQr } from "./support/qr";

// A traveller in India reading en-IN: the Booking Guarantee deadline is shown in their zone.
test.use({ locale: "en-IN", timezoneId: "Asia/Kolkata" });

// The e2e server's defaults (scripts/e2e-server.mjs); `UPI_VPA= npx playwright test` checks the static QR image instead.
const WHATSAPP_NUMBER = process.env.WHATSAPP_NUMBER ?? "919876543210";
const UPI_VPA = process.env.UPI_VPA ?? "keralatrips@okaxis";
const UPI_PAYEE = process.env.UPI_PAYEE_NAME ?? "Kerala Trips";

const TRAVELLER = {
  fullName: "Asha Menon",
  dateOfBirth: "1990-04-12",
  gender: "Female",
  nationality: "Indian",
  email: "asha.menon@example.com",
  phone: "+91 98470 12345",
  emergencyContactName: "Ravi Menon",
  emergencyContactPhone: "+91 98470 54321",
  specialRequirements: "Ground-floor room for grandmother",
};

interface Opened {
  url: string;
  target: string | undefined;
  features: string | undefined;
}

/**
 * Records window.open calls instead of leaving the page (our own page, so recording is fair). It
 * answers with a stand-in window, as a browser that opened one does, or with null, as a popup
 * blocker does when `blocked`. window.print is recorded too (it would open the print dialog).
 */
async function recordWindowOpen(page: Page, { blocked = false } = {}) {
  await page.addInitScript((isBlocked) => {
    const w = window as unknown as { __opened: unknown[]; __printed: number };
    w.__opened = [];
    w.__printed = 0;
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.__opened.push({ url: String(url), target, features });
      return isBlocked ? null : ({ opener: window } as unknown as Window);
    };
    window.print = () => {
      w.__printed += 1;
    };
  }, blocked);
  return async () => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened);
}

const printed = (page: Page) => page.evaluate(() => (window as unknown as { __printed: number }).__printed);

/** Where the screenshots of the new screens go when SHOTS is set (to look at them). */
async function shot(page: Page, name: string, isMobile: boolean) {
  if (!process.env.SHOTS) return;
  await page.screenshot({ path: `${process.env.SHOTS}/${name}-${isMobile ? "360" : "1280"}.png`, fullPage: false });
}

/** Every request the page makes, with its body, to prove none carries the form. */
function watchRequests(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) =>
    seen.push(`${request.method()} ${request.url()}\n${request.postData() ?? ""}\n${JSON.stringify(request.headers())}`),
  );
  return (values: string[]) => {
    expect(seen.length).toBeGreaterThan(0);
    for (const value of values) {
      const forms = [value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, "+")].map((v) => v.toLowerCase());
      const leaking = seen.filter((entry) => forms.some((form) => entry.toLowerCase().includes(form)));
      expect(leaking, `a request carried "${value}"`).toEqual([]);
    }
  };
}

// The demo packages these tests book, as server/catalogue/demo-catalogue.ts defines them (the
// expected values are written here, not read back from the app).
const GRAND_TOUR = {
  id: DEMO_FIXTURES.withCustomizations,
  title: "Kerala Grand Family Tour",
  packageCode: "KT-GRD-801",
  durationDays: 8,
  durationNights: 7,
  minGroupSize: 2,
  maxGroupSize: 10,
};
const THEKKADY = { id: DEMO_FIXTURES.noChildPrice, title: "Thekkady Spice & Wildlife Escape", packageCode: "KT-TKD-208" };
const ABU_DHABI = { id: DEMO_FIXTURES.usd };

async function openDialog(page: Page, button: "Book Now" | "Enquire Now") {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

function messageLines(opened: Opened) {
  const url = new URL(opened.url);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
  return url.searchParams.get("text") ?? "";
}

/** The WhatsApp message `opened` carries, checked to hold each of `lines` as a whole line; returned. */
function expectMessageLines(opened: Opened, lines: string[]): string {
  const text = messageLines(opened);
  const sent = text.split("\n");
  for (const line of lines) expect(sent).toContain(line);
  return text;
}

async function expectFocusInside(page: Page) {
  expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
}

/**
 * The group-size message shows beside the steppers and, announced, beside the submit button, and
 * stays while it applies: still there well after the old 3-second timeout. The page's clock
 * (installed by the test before it opened the page) is run past that timeout, firing every timer
 * due in it, instead of the test waiting 3.5 s.
 */
async function expectGroupMessage(page: Page, dialog: Locator, text: string) {
  await expect(dialog.getByTestId("group-message")).toHaveText(text);
  const atSubmit = dialog.getByTestId("submit-group-message");
  await expect(atSubmit).toHaveText(text);
  await expect(atSubmit).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(3_500);
  await expect(dialog.getByTestId("group-message")).toHaveText(text);
  await expect(atSubmit).toHaveText(text);
}

const DEADLINE = /^\w{3}, \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST$/;

/** The confirmation after sending: the reference, the amounts and the Booking Guarantee deadline. */
async function expectConfirmation(page: Page, dialog: Locator, amounts: { total: string; advance: string }) {
  const confirmation = dialog.getByTestId("booking-confirmation");
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.getByTestId("booking-reference").textContent())!.trim();
  expect(reference).toMatch(REFERENCE_PATTERN);
  await expect(confirmation.getByTestId("confirmation-total")).toHaveText(amounts.total);
  await expect(confirmation.getByTestId("confirmation-advance")).toHaveText(amounts.advance);
  // 48 hours from now, as a date and time in the traveller's zone ("Tue, 24 Nov 2026, 8:40 pm IST").
  await expect(confirmation.getByTestId("guarantee-deadline")).toHaveText(DEADLINE);
  await expect(confirmation).toContainText("48-hour Booking Guarantee");
  const print = confirmation.getByRole("button", { name: "Save as PDF / Print" });
  await expect(print).toBeVisible();
  const before = await printed(page);
  await print.click();
  expect(await printed(page)).toBe(before + 1);
  await expectNoAxeViolations(page, { include: "dialog" });
  return reference;
}

test("book: form rules, steppers, group size, price summary, UPI payment and the WhatsApp message @phone-only", async ({ page }) => {
  test.slow(); // a long journey: three times the usual bound
  const opened = await recordWindowOpen(page);
  const expectNoLeak = watchRequests(page);
  const pkg = GRAND_TOUR;
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  // Time flows as usual; expectGroupMessage runs it ahead.
  await page.clock.install();
  await page.goto(`/package/${pkg.id}`);
  await page.waitForLoadState("networkidle");
  // The dialog and the QR encoder are not part of the detail page's initial JS.
  expect(scripts.filter((url) => url.includes("booking-dialog"))).toEqual([]);
  const dialog = await openDialog(page, "Book Now");
  expect(scripts.filter((url) => url.includes("booking-dialog"))).toHaveLength(1);

  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.bookTitle })).toBeVisible();
  await expectFocusInside(page);
  const summaryBox = dialog.getByTestId("package-summary");
  await expect(summaryBox).toContainText(pkg.title);
  await expect(summaryBox).toContainText(`${pkg.durationDays} Days / ${pkg.durationNights} Nights`);
  await expect(summaryBox).toContainText(pkg.packageCode);
  // Kerala Grand Family Tour (server/catalogue/demo-catalogue.ts): adult ₹42,999 offered at ₹38,999
  // (4,000 / 42,999 = 9.3%, shown as 9% off), child ₹24,999 offered at ₹21,999.
  await expect(summaryBox).toContainText(/₹38,999\s*per adult/);
  await expect(summaryBox.locator("s").first()).toContainText("₹42,999");
  await expect(summaryBox).toContainText("9% off");
  await expect(summaryBox).toContainText(/₹21,999\s*per child/);

  const submit = dialog.getByRole("button", { name: BOOKING_MESSAGES.bookSubmit });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: "Yes" })).not.toBeChecked();
  await expect(dialog.getByRole("radio", { name: "No" })).not.toBeChecked();
  await expectNoAxeViolations(page, { include: "dialog" });

  // Steppers: integer parsing, fallbacks, minus disabled at the minimum, group size messages.
  const adults = dialog.getByRole("textbox", { name: "Adults" });
  const children = dialog.getByRole("textbox", { name: "Children" });
  // The package's minimum group is 2: the adults stepper starts there.
  await expect(adults).toHaveValue("2");
  await expect(children).toHaveValue("0");
  await expect(dialog.getByRole("button", { name: "Remove one child" })).toBeDisabled();
  await expect(dialog.getByTestId("group-message")).toBeEmpty();
  await dialog.getByRole("button", { name: "Remove one adult" }).click();
  await expect(adults).toHaveValue("2");
  await expectGroupMessage(page, dialog, `Total group size must be at least ${pkg.minGroupSize} travellers`);
  await dialog.getByRole("button", { name: "Add one adult" }).click();
  await expect(adults).toHaveValue("3");
  await expect(dialog.getByTestId("group-message")).toBeEmpty();
  await expect(dialog.getByTestId("submit-group-message")).toBeEmpty();

  await adults.fill(String(pkg.maxGroupSize - 1));
  await children.fill("1");
  await expect(adults).toHaveValue(String(pkg.maxGroupSize - 1));
  await dialog.getByRole("button", { name: "Add one child" }).click();
  await expect(children).toHaveValue("1");
  // 11 is refused, 10 allowed: the message states the real rule, "at most 10".
  await expectGroupMessage(page, dialog, `Total group size must be at most ${pkg.maxGroupSize} travellers`);
  await children.fill("abc");
  await expect(children).toHaveValue("0");
  await adults.fill("3.7");
  await expect(adults).toHaveValue("3");
  await children.fill("2");
  await adults.fill("x");
  await expect(adults).toHaveValue("1");
  // Typed a key at a time, as on a phone: "1" alone is below the group's minimum of 2 and stays in
  // the field (it once turned back into "2", so "10" could not be typed) until "10" is a group the
  // package takes (at most 10).
  await adults.fill("2");
  await children.fill("0");
  await adults.fill("");
  await adults.pressSequentially("1");
  await expect(adults).toHaveValue("1");
  await adults.pressSequentially("0");
  await expect(adults).toHaveValue("10");
  await expect(dialog.getByTestId("group-message")).toBeEmpty();
  await adults.fill("2");
  await children.fill("1");
  await expect(dialog.getByTestId("group-message")).toBeEmpty();

  // Personal and contact information; submit stays disabled until every required field and the terms.
  await dialog.getByLabel("Full Name (as per ID)").fill(TRAVELLER.fullName);
  await dialog.getByLabel("Date of birth").fill(TRAVELLER.dateOfBirth);
  const today = todayIn(process.env.APP_TIMEZONE ?? "Asia/Kolkata");
  await expect(dialog.getByLabel("Date of birth")).toHaveAttribute("max", today);
  await dialog.getByLabel("Gender").selectOption(TRAVELLER.gender);
  await dialog.getByLabel("Nationality").fill(TRAVELLER.nationality);
  await dialog.getByLabel("Email").fill(TRAVELLER.email);
  await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
  await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill(TRAVELLER.phone);
  await expect(dialog.getByRole("textbox", { name: "Phone", exact: true })).toHaveAttribute("type", "tel");
  await dialog.getByLabel("Emergency contact name").fill(TRAVELLER.emergencyContactName);
  await dialog.getByLabel("Emergency contact phone").fill(TRAVELLER.emergencyContactPhone);
  await expect(dialog.getByLabel("Travel date")).toHaveAttribute("min", today);
  // No fixed departures: the free date runs to the booking closing date (the demo tour's is 180 days ahead).
  const closing = addDays(today, 180);
  await expect(dialog.getByLabel("Travel date")).toHaveAttribute("max", closing);
  await dialog.getByLabel("Travel date").fill(addDays(closing, 1));
  await expect(dialog.getByTestId("travel-date-message")).toHaveText(
    /^Choose a travel date from .+ to .+; booking for this package closes on .+\.$/,
  );
  const tripDate = addDays(today, 150);
  const year = tripDate.slice(0, 4);
  await dialog.getByLabel("Travel date").fill(tripDate);
  await expect(dialog.getByTestId("travel-date-message")).toBeEmpty();

  // One selector per customization group the package has, with signed deltas.
  // Days, Accommodations, Transportation, Food and Others, + gender.
  await expect(dialog.getByRole("combobox")).toHaveCount(6);
  const cheaper = "Skip Kovalam (6 days) (-₹9,000)";
  const dearer = "Upgrade to 5-star hotels (+₹18,000)";
  await dialog.getByLabel("Days").selectOption({ label: cheaper });
  await dialog.getByLabel("Accommodations").selectOption({ label: dearer });

  await dialog.getByRole("radio", { name: "Yes" }).check();
  await dialog.getByRole("checkbox", { name: "Airport Pickup" }).check();
  await dialog.getByRole("checkbox", { name: "Local Guide" }).check();
  await dialog.getByLabel("Special requirements").fill(TRAVELLER.specialRequirements);
  await expect(dialog.getByText(BOOKING_MESSAGES.costTbd).first()).toBeVisible();

  // 2 × ₹38,999 = ₹77,998; 1 × ₹21,999; customizations -₹9,000 + ₹18,000 = +₹9,000;
  // total ₹1,08,997. Without the offer: 2 × ₹42,999 + ₹24,999 + ₹9,000 = ₹1,19,997, so ₹11,000
  // saved. Advance: 10% of ₹1,08,997 = ₹10,899.70, rounded to whole rupees: ₹10,900.
  const summary = dialog.getByTestId("price-summary");
  await expect(summary.getByTestId("price-total")).toHaveText("₹1,08,997");
  await expect(summary.getByTestId("price-advance")).toHaveText("₹10,900");
  await expect(summary).toContainText("Adults (2 × ₹38,999)");
  await expect(summary).toContainText("Children (1 × ₹21,999)");
  await expect(summary).toContainText("+₹9,000");
  await expect(summary).toContainText("You save₹11,000");
  await expect(summary).toContainText(`Travel insurance${BOOKING_MESSAGES.costTbd}`);

  await expect(submit).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await expect(submit).toBeEnabled();
  await dialog.getByLabel("Nationality").fill("");
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Nationality").fill(TRAVELLER.nationality);
  await expectNoAxeViolations(page, { include: "dialog" });

  // The cancellation policy is shown before payment.
  await expect(dialog.getByRole("region", { name: "Cancellation policy" })).toContainText("48-hour Booking Guarantee");
  const scriptsBeforePayment = scripts.length;
  let qrNote = "";
  await submit.click();
  await expect(dialog.getByRole("button", { name: BOOKING_MESSAGES.processing })).toBeDisabled();
  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.paymentTitle })).toBeVisible({ timeout: 3_000 });
  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.paymentTitle })).toBeFocused();
  expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
  for (const key of ["Shift+Tab", "Shift+Tab", "Tab", "Tab"]) {
    await page.keyboard.press(key);
    await expectFocusInside(page);
  }

  // Payment step: the QR carries the exact advance.
  await expect(dialog.getByTestId("payment-advance")).toHaveText("₹10,900");
  await expect(dialog.getByTestId("price-summary").getByTestId("price-total")).toHaveText("₹1,08,997");
  const qr = dialog.getByTestId("payment-qr");
  await expect(qr).toBeVisible();
  if (UPI_VPA) expect(scripts.length, "the QR encoder loads at the payment step").toBeGreaterThan(scriptsBeforePayment);
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  if (UPI_VPA) {
    await expect(qr).toHaveAttribute("src", /^data:image\/png;base64,/);
    const uri = await decodeQr(qr);
    expect(uri.startsWith("upi://pay?")).toBe(true);
    const params = new URLSearchParams(uri.slice("upi://pay?".length));
    expect(params.get("pa")).toBe(UPI_VPA);
    expect(params.get("pn")).toBe(UPI_PAYEE);
    expect(params.get("am")).toBe("10900.00");
    expect(params.get("cu")).toBe("INR");
    expect(params.get("tn")).toMatch(new RegExp(`^Advance ${pkg.packageCode} KT-[${REFERENCE_ALPHABET}]{6}$`));
    qrNote = params.get("tn")!;
    await expect(dialog).toContainText(UPI_VPA);
  } else {
    await expect(qr).toHaveAttribute("src", "/assets/payment-qr.svg");
  }
  await expectNoAxeViolations(page, { include: "dialog" });

  const continueButton = dialog.getByRole("button", { name: BOOKING_MESSAGES.continueToWhatsApp });
  const code = dialog.getByLabel(/Transaction ID/);
  await expect(continueButton).toBeDisabled();
  await code.fill("ab1");
  await code.press("Enter");
  const codeMessage = dialog.getByText(BOOKING_MESSAGES.transactionCode);
  await expect(codeMessage).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, { include: "dialog" });
  await code.pressSequentially("c2d9");
  await expect(code).toHaveValue("AB1C2");
  await expect(codeMessage).toHaveCount(0);
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(dialog.getByRole("heading", { name: "Booking request sent" })).toBeFocused();
  const reference = await expectConfirmation(page, dialog, { total: "₹1,08,997", advance: "₹10,900" });
  if (UPI_VPA) expect(qrNote).toBe(`Advance ${pkg.packageCode} ${reference}`);

  const calls = await opened();
  expect(calls).toHaveLength(1);
  expect(calls[0]!.target).toBe("_blank");
  const text = expectMessageLines(calls[0]!, [
    "*New Booking Request*",
    `Reference: ${reference}`,
    `Title: ${pkg.title}`,
    `Code: ${pkg.packageCode}`,
    `Full name (as per ID): ${TRAVELLER.fullName}`,
    `Gender: ${TRAVELLER.gender}`,
    `Nationality: ${TRAVELLER.nationality}`,
    `Email: ${TRAVELLER.email}`,
    `Phone: ${TRAVELLER.phone}`,
    `Emergency contact: ${TRAVELLER.emergencyContactName}, ${TRAVELLER.emergencyContactPhone}`,
    "Adults: 2",
    "Children: 1",
    `Days: ${cheaper}`,
    `Accommodations: ${dearer}`,
    `Travel insurance: Yes (${BOOKING_MESSAGES.costTbd})`,
    `Add-ons: Airport Pickup, Local Guide (${BOOKING_MESSAGES.costTbd})`,
    `Special requirements: ${TRAVELLER.specialRequirements}`,
    "Adults: 2 × ₹38,999 = ₹77,998",
    "Children: 1 × ₹21,999 = ₹21,999",
    "Customizations: +₹9,000",
    "Total: ₹1,08,997",
    "Original total: ₹1,19,997",
    "You save: ₹11,000",
    "Advance (10%): ₹10,900",
    "Transaction ID (last 5): AB1C2",
  ]);
  const lines = text.split("\n");
  expect(lines.find((l) => l.startsWith("Link: "))).toMatch(new RegExp(`^Link: https?://.+/package/${pkg.id}$`));
  expect(lines.find((l) => l.startsWith("Date of birth: "))).toMatch(/1990/);
  expect(lines.find((l) => l.startsWith("Travel date: "))).toMatch(new RegExp(year));

  expectNoLeak([...Object.values(TRAVELLER), "AB1C2"]);
});

test("enquire: short form, no child price, WhatsApp opens inside the click, then the confirmation @desktop-only", async ({ page }) => {
  const opened = await recordWindowOpen(page);
  const expectNoLeak = watchRequests(page);
  const pkg = THEKKADY;
  await page.goto(`/package/${pkg.id}`);
  const dialog = await openDialog(page, "Enquire Now");
  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.enquireTitle })).toBeVisible();
  await expect(dialog.getByTestId("package-summary")).not.toContainText("per child");
  await expect(dialog.getByLabel("Date of birth")).toHaveCount(0);
  await expect(dialog.getByRole("radio")).toHaveCount(0);

  const submit = dialog.getByRole("button", { name: BOOKING_MESSAGES.enquireSubmit });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Full Name").fill(TRAVELLER.fullName);
  await dialog.getByLabel("Email").fill(TRAVELLER.email);
  await dialog.getByLabel("Phone").fill(TRAVELLER.phone);
  await expect(submit).toBeDisabled();
  // Thekkady Spice & Wildlife Escape: ₹11,499 per adult, no offer, no child price, groups of 1 to 10.
  const adults = 2;
  await dialog.getByRole("textbox", { name: "Adults" }).fill(String(adults));
  await dialog.getByRole("button", { name: "Add one child" }).click();
  await dialog.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await expect(submit).toBeEnabled();

  // 2 × ₹11,499 = ₹22,998 (the child adds nothing: there is no child price); 10% = ₹2,299.80 → ₹2,300.
  const summary = dialog.getByTestId("price-summary");
  await expect(summary.getByTestId("price-total")).toHaveText("₹22,998");
  await expect(summary).not.toContainText("Children (1 ×");
  await expect(summary.getByTestId("price-advance")).toHaveText("₹2,300");
  await expectNoAxeViolations(page, { include: "dialog" });

  // No simulated delay: window.open runs in the click's own handler, which popup blockers allow.
  await submit.click();
  const calls = await opened();
  expect(calls).toHaveLength(1);
  await expect(dialog.getByRole("heading", { name: "Enquiry sent" })).toBeVisible();
  const reference = await expectConfirmation(page, dialog, { total: "₹22,998", advance: "₹2,300" });
  await expect(dialog.getByTestId("whatsapp-link")).toHaveText("Open WhatsApp again");
  const text = expectMessageLines(calls[0]!, [
    "*New Package Enquiry*",
    `Reference: ${reference}`,
    `Title: ${pkg.title}`,
    `Code: ${pkg.packageCode}`,
    `Full name: ${TRAVELLER.fullName}`,
    `Email: ${TRAVELLER.email}`,
    `Phone: ${TRAVELLER.phone}`,
    `Adults: ${adults}`,
    "Children: 1",
    "Total: ₹22,998",
    "Advance (10%): ₹2,300",
  ]);
  expect(text).not.toMatch(
    /Date of birth|Gender|Nationality|Travel date|Travel insurance|Add-ons|Special requirements|Transaction|Emergency/,
  );
  expectNoLeak([TRAVELLER.fullName, TRAVELLER.email, TRAVELLER.phone]);
});

test("a $ package shows the advance in $ and leaves it to the provider @desktop-only", async ({ page }) => {
  const opened = await recordWindowOpen(page);
  const pkg = ABU_DHABI;
  await page.goto(`/package/${pkg.id}`);
  const dialog = await openDialog(page, "Book Now");
  await dialog.getByLabel("Full Name (as per ID)").fill(TRAVELLER.fullName);
  await dialog.getByLabel("Date of birth").fill(TRAVELLER.dateOfBirth);
  await dialog.getByLabel("Gender").selectOption("Other");
  await dialog.getByLabel("Nationality").fill(TRAVELLER.nationality);
  await dialog.getByLabel("Email").fill(TRAVELLER.email);
  await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill(TRAVELLER.phone);
  // Abu Dhabi & Dubai Explorer: $899 per adult offered at $799, groups of 2 to 8.
  await dialog.getByRole("textbox", { name: "Adults" }).fill("2");
  await dialog.getByRole("radio", { name: "No" }).check();
  await dialog.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await dialog.getByRole("button", { name: BOOKING_MESSAGES.bookSubmit }).click();
  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.paymentTitle })).toBeVisible({ timeout: 3_000 });

  // 2 × $799 = $1,598; 10% = $159.80 → $160.
  await expect(dialog.getByTestId("payment-advance")).toHaveText("$160");
  await expect(dialog.getByTestId("payment-advance")).toContainText("$");
  await expect(dialog.getByTestId("settle-with-provider")).toContainText("settled directly with the provider");
  await expect(dialog.getByTestId("payment-qr")).toHaveCount(0);
  await expectNoAxeViolations(page, { include: "dialog" });
  await dialog.getByRole("button", { name: BOOKING_MESSAGES.continueToWhatsApp }).click();
  await expectConfirmation(page, dialog, { total: "$1,598", advance: "$160" });
  const text = messageLines((await opened())[0]!);
  expect(text).toContain("Advance (10%): $160");
  expect(text).toContain("Travel insurance: No");
  expect(text).not.toContain("₹");
});

test("the dialog traps focus, closes on Escape and Close, and keeps a half-filled form", async ({ page, isMobile }) => {
  const pkg = GRAND_TOUR;
  await page.goto(`/package/${pkg.id}`);
  const bookNow = page.getByRole("button", { name: "Book Now" }).first();
  let dialog = await openDialog(page, "Book Now");
  await expectFocusInside(page);

  if (isMobile) {
    // A 360-px phone: the dialog fits the width and scrolls to its last control.
    const fits = await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth && d.getBoundingClientRect().width <= window.innerWidth);
    expect(fits).toBe(true);
    expect(await dialog.evaluate((d) => d.scrollHeight > d.clientHeight)).toBe(true);
    const submit = dialog.getByRole("button", { name: BOOKING_MESSAGES.bookSubmit });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
  }

  await dialog.getByLabel("Full Name (as per ID)").fill(TRAVELLER.fullName);
  await dialog.getByLabel("Email").fill(TRAVELLER.email);
  await dialog.getByRole("button", { name: "Add one adult" }).click();
  await dialog.getByLabel("Days").selectOption({ index: 1 });

  // Tab and Shift+Tab round the whole dialog never leave it.
  for (let i = 0; i < 45; i++) {
    await page.keyboard.press("Tab");
    await expectFocusInside(page);
  }
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Shift+Tab");
    await expectFocusInside(page);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(bookNow).toBeFocused();

  dialog = await openDialog(page, "Book Now");
  await expect(dialog.getByLabel("Full Name (as per ID)")).toHaveValue(TRAVELLER.fullName);
  await expect(dialog.getByLabel("Email")).toHaveValue(TRAVELLER.email);
  await expect(dialog.getByRole("textbox", { name: "Adults" })).toHaveValue("3");
  await expect(dialog.getByLabel("Days")).not.toHaveValue("");
  await dialog.getByRole("button", { name: BOOKING_MESSAGES.close }).click();
  await expect(dialog).toBeHidden();

  // The enquiry form on the same package starts from the same draft.
  dialog = await openDialog(page, "Enquire Now");
  await expect(dialog.getByLabel("Full Name")).toHaveValue(TRAVELLER.fullName);

  // A reload forgets it: nothing is kept in browser storage.
  await page.keyboard.press("Escape");
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(
    TRAVELLER.email,
  );
  await page.reload();
  dialog = await openDialog(page, "Book Now");
  await expect(dialog.getByLabel("Full Name (as per ID)")).toHaveValue("");
});

// Wayanad Forest, Caves & Waterfalls (server/catalogue/demo-catalogue.ts): ₹13,999 per adult
// (no offer), ₹8,999 per child, groups of 2 to 15; departures in 9 days (4 seats left, package
// price), 23 days (sold out) and 37 days (9 seats left, ₹12,499 per adult).
const WAYANAD = { id: DEMO_FIXTURES.withDepartures, title: "Wayanad Forest, Caves & Waterfalls", packageCode: "KT-WYD-410" };
// Chembra Peak Heart-Lake Trek: groups of 4 to 18; departures in 6 days (7 seats) and 20 days (18).
const CHEMBRA = { id: DEMO_FIXTURES.groupDepartures, title: "Chembra Peak Heart-Lake Trek", packageCode: "KT-CMB-205" };

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test("a form not ready to send says what is missing beside the disabled button; Enter in a field reads it out and goes to the first missing field", async ({
  page,
  isMobile,
}) => {
  await page.goto(`/package/${THEKKADY.id}`);
  const dialog = await openDialog(page, "Enquire Now");
  const submit = dialog.getByRole("button", { name: BOOKING_MESSAGES.enquireSubmit });
  const hint = dialog.getByTestId("submit-hint");
  const status = dialog.getByTestId("submit-status");
  // The spec keeps submit disabled while anything required is missing; the line beside it names what.
  await expect(submit).toBeDisabled();
  await expect(hint).toHaveText("To continue, accept the terms and fill in: Full Name, Email and Phone.");
  await expect(submit).toHaveAttribute("aria-describedby", (await hint.getAttribute("id"))!);
  // Not a live region: it changes as fields are filled in, which would be read out while typing.
  await expect(hint).not.toHaveAttribute("aria-live");
  await expect(status).toHaveText("");

  const name = dialog.getByLabel("Full Name");
  await name.fill(TRAVELLER.fullName);
  await expect(hint).toHaveText("To continue, accept the terms and fill in: Email and Phone.");
  await expect(status).toHaveText("");
  // Enter, which did nothing at all: the polite status says it, and focus goes to the first missing field.
  await name.press("Enter");
  await expect(status).toHaveText("To continue, accept the terms and fill in: Email and Phone.");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.enquireTitle })).toBeVisible();
  // Enter again changes the status (a trailing no-break space), so a screen reader reads it again.
  const before = await status.textContent();
  await dialog.getByLabel("Email").press("Enter");
  await expect.poll(() => status.textContent()).not.toBe(before);
  await expect(status).toHaveText("To continue, accept the terms and fill in: Email and Phone.");
  await expectNoAxeViolations(page, { include: "dialog" });
  await shot(page, "booking-missing", isMobile);

  await dialog.getByLabel("Email").fill(TRAVELLER.email);
  await dialog.getByLabel("Phone").fill(TRAVELLER.phone);
  // What was announced goes once the form has changed; the line now asks for the terms alone.
  await expect(status).toHaveText("");
  await expect(hint).toHaveText("To continue, accept the terms.");
  await dialog.getByLabel("Phone").press("Enter");
  await expect(status).toHaveText("To continue, accept the terms.");
  const terms = dialog.getByRole("checkbox", { name: /I agree to the Terms/ });
  await expect(terms).toBeFocused();
  await terms.check();
  await expect(submit).toBeEnabled();
  await expect(hint).toHaveCount(0);
  await expect(submit).not.toHaveAttribute("aria-describedby");
});

test("a phone, an address or a birth date that cannot be right is said under its field in the page's language, and nothing is sent", async ({
  page,
}) => {
  await page.goto(`/ar/package/${THEKKADY.id}`);
  await page.getByRole("button", { name: "استفسر الآن" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("الاسم الكامل").fill(TRAVELLER.fullName);
  const email = dialog.getByLabel("البريد الإلكتروني");
  const phone = dialog.getByRole("textbox", { name: "الهاتف", exact: true });
  await email.fill("asha@");
  // An address reads left to right on the Arabic page: "asha@", not "@asha".
  await expect(email).toHaveAttribute("dir", "ltr");
  await phone.fill("+91 abc");
  // Said once the field is left, never while it is being typed in.
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await phone.press("Tab");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await dialog.getByRole("checkbox", { name: /أوافق على/ }).check();
  const submit = dialog.getByRole("button", { name: "أرسل الاستفسار" });
  await expect(submit).toBeEnabled();
  let opened = 0;
  await page.exposeFunction("countOpen", () => opened++);
  await page.evaluate(() => {
    window.open = () => {
      void (window as unknown as { countOpen: () => void }).countOpen();
      return null;
    };
  });
  await submit.click();
  // The form stays, each problem under its field in Arabic, focus on the first; nothing is sent.
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("أدخل بريدًا إلكترونيًا مثل name@example.com.")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("أدخل رقم هاتف من 7 إلى 15 رقمًا؛ ويمكن أن يبدأ بـ + ورمز الدولة.")).toBeVisible();
  expect(opened).toBe(0);
  await expectNoAxeViolations(page, { include: "dialog" });
  // Mended, the problems go as the values are typed.
  await email.fill(TRAVELLER.email);
  await phone.fill(TRAVELLER.phone);
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(phone).not.toHaveAttribute("aria-invalid");
  await expect(dialog.getByText("أدخل رقم هاتف")).toHaveCount(0);

  // A birth date still to come, said once the field is left.
  await page.goto(`/package/${THEKKADY.id}`);
  const book = await openDialog(page, "Book Now");
  await book.getByLabel("Date of birth").fill("2030-01-01");
  await book.getByLabel("Gender").focus();
  await expect(book.getByText("Enter your date of birth: a real date, not in the future.")).toBeVisible();
  await expect(book.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
});

test("fixed departures: the date is picked from the open ones, and its price drives the summary, the QR and the message @desktop-only", async ({
  page,
  isMobile,
}) => {
  test.slow(); // a long journey: three times the usual bound
  const opened = await recordWindowOpen(page);
  const pkg = WAYANAD;
  await page.goto(`/package/${pkg.id}`);
  const dialog = await openDialog(page, "Book Now");

  // No free date: a radio group of the departures, sold-out one shown but disabled.
  await expect(dialog.getByLabel("Travel date")).toHaveCount(0);
  const group = dialog.getByRole("group", { name: /Departure date/ });
  const radios = group.getByRole("radio");
  await expect(radios).toHaveCount(3);
  const [soon, soldOut, later] = [radios.nth(0), radios.nth(1), radios.nth(2)];
  await expect(soon).toBeChecked();
  await expect(soldOut).toBeDisabled();
  await expect(later).toBeEnabled();
  const options = dialog.getByTestId("departure-options");
  await expect(options.locator("label").nth(0)).toContainText("4 seats left");
  await expect(options.locator("label").nth(0)).toContainText("₹13,999 per adult");
  await expect(options.locator("label").nth(1)).toContainText("Sold out");
  await expect(options.locator("label").nth(2)).toContainText("9 seats left");
  await expect(options.locator("label").nth(2)).toContainText("₹12,499 per adult");

  // The package's own price on the soonest departure: 2 × ₹13,999 = ₹27,998, advance ₹2,800.
  const summary = dialog.getByTestId("price-summary");
  await expect(summary.getByTestId("price-total")).toHaveText("₹27,998");
  // Its 4 seats left bound the group (the package takes 15): a fifth traveller is refused.
  const adults = dialog.getByRole("textbox", { name: "Adults" });
  const addAdult = dialog.getByRole("button", { name: "Add one adult" });
  for (let i = 0; i < 3; i++) await addAdult.click();
  await expect(adults).toHaveValue("4");
  await expect(dialog.getByTestId("group-message")).toHaveText("Total group size must be at most 4 travellers");
  await dialog.getByRole("button", { name: "Remove one adult" }).click();
  await dialog.getByRole("button", { name: "Remove one adult" }).click();
  await expect(adults).toHaveValue("2");
  await later.check();
  const laterDate = (await later.getAttribute("value"))!;
  // The later departure's own price: 2 × ₹12,499 = ₹24,998; 10% = ₹2,499.80 → ₹2,500.
  await expect(summary).toContainText("Adults (2 × ₹12,499)");
  await expect(summary.getByTestId("price-total")).toHaveText("₹24,998");
  await expect(summary.getByTestId("price-advance")).toHaveText("₹2,500");
  await expect(dialog.getByTestId("package-summary")).toContainText(/₹12,499\s*per adult/);
  await expectNoAxeViolations(page, { include: "dialog" });
  await options.scrollIntoViewIfNeeded();
  await shot(page, "booking-departures", isMobile);

  await dialog.getByLabel("Full Name (as per ID)").fill(TRAVELLER.fullName);
  await dialog.getByLabel("Date of birth").fill(TRAVELLER.dateOfBirth);
  await dialog.getByLabel("Gender").selectOption(TRAVELLER.gender);
  await dialog.getByLabel("Nationality").fill(TRAVELLER.nationality);
  await dialog.getByLabel("Email").fill(TRAVELLER.email);
  await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill(TRAVELLER.phone);
  await dialog.getByRole("radio", { name: "No" }).check();
  await dialog.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
  await dialog.getByRole("button", { name: BOOKING_MESSAGES.bookSubmit }).click();
  await expect(dialog.getByRole("heading", { name: BOOKING_MESSAGES.paymentTitle })).toBeVisible({ timeout: 3_000 });

  await expect(dialog.getByTestId("payment-advance")).toHaveText("₹2,500");
  const qr = dialog.getByTestId("payment-qr");
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const params = new URLSearchParams((await decodeQr(qr)).slice("upi://pay?".length));
  expect(params.get("am")).toBe("2500.00");
  const note = params.get("tn")!;
  expect(note).toMatch(new RegExp(`^Advance ${pkg.packageCode} KT-[${REFERENCE_ALPHABET}]{6}$`));

  await dialog.getByLabel(/Transaction ID/).fill("WY4D1");
  await dialog.getByRole("button", { name: BOOKING_MESSAGES.continueToWhatsApp }).click();
  const reference = await expectConfirmation(page, dialog, { total: "₹24,998", advance: "₹2,500" });
  expect(note).toBe(`Advance ${pkg.packageCode} ${reference}`);
  await expect(dialog.getByTestId("confirmation-travel-date")).toHaveText(longDate(laterDate));
  await expect(dialog.getByTestId("booking-confirmation")).toContainText("Full refund of the advance up to 7 days before departure");
  await dialog.evaluate((d) => d.scrollTo({ top: 0 }));
  await shot(page, "booking-confirmation", isMobile);

  expectMessageLines((await opened())[0]!, [
    `Reference: ${reference}`,
    `Travel date (fixed departure): ${longDate(laterDate)}`,
    "Adults: 2 × ₹12,499 = ₹24,998",
    "Total: ₹24,998",
    "Advance (10%): ₹2,500",
    "Transaction ID (last 5): WY4D1",
  ]);

  // On paper: only the confirmation's print sheet, not the page or the dialog.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-print-sheet]")).toBeVisible();
  await expect(page.locator("[data-print-sheet]")).toContainText(reference);
  await expect(dialog).toBeHidden();
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/booking-print-${isMobile ? "360" : "1280"}.png` });
  await page.emulateMedia({ media: "screen" });

  // My bookings keeps it, with a link back to the package.
  await dialog.getByRole("link", { name: "See My bookings" }).click();
  await expect(page).toHaveURL(/\/my-bookings$/);
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  const entry = page.getByTestId("my-bookings").getByRole("listitem").first();
  await expect(entry).toContainText(reference);
  await expect(entry).toContainText(pkg.title);
  await expect(entry).toContainText("Booking request");
  await expect(entry).toContainText(longDate(laterDate));
  await expect(entry).toContainText("₹24,998");
  await expect(entry.getByRole("link", { name: `View package: ${pkg.title}` })).toHaveAttribute("href", `/package/${pkg.id}`);
  const stored = await page.evaluate(() => localStorage.getItem("myBookings") ?? "");
  for (const personal of [TRAVELLER.fullName, TRAVELLER.email, TRAVELLER.phone, TRAVELLER.dateOfBirth])
    expect(stored).not.toContain(personal);
  await expectNoAxeViolations(page);
  await shot(page, "my-bookings", isMobile);
});

test.describe("a traveller in New York", () => {
  test.use({ locale: "en-US", timezoneId: "America/New_York" });
  test("a popup blocker: the confirmation shows the WhatsApp link to tap, and the form is kept @desktop-only", async ({ page }) => {
    await recordWindowOpen(page, { blocked: true });
    const pkg = CHEMBRA;
    await page.goto(`/package/${pkg.id}`);
    let dialog = await openDialog(page, "Enquire Now");
    // A minimum group of 4: the stepper starts there, no message to get past.
    await expect(dialog.getByRole("textbox", { name: "Adults" })).toHaveValue("4");
    await expect(dialog.getByTestId("group-message")).toBeEmpty();
    await expect(dialog.getByRole("group", { name: /Departure date/ }).getByRole("radio")).toHaveCount(2);
    await dialog.getByLabel("Full Name").fill(TRAVELLER.fullName);
    await dialog.getByLabel("Email").fill(TRAVELLER.email);
    await dialog.getByLabel("Phone").fill(TRAVELLER.phone);
    await dialog.getByRole("checkbox", { name: /I agree to the Terms/ }).check();
    await dialog.getByRole("button", { name: BOOKING_MESSAGES.enquireSubmit }).click();

    const confirmation = dialog.getByTestId("booking-confirmation");
    await expect(confirmation.getByRole("alert")).toContainText("Your browser did not open WhatsApp");
    const reference = (await confirmation.getByTestId("booking-reference").textContent())!.trim();
    const link = confirmation.getByRole("link", { name: "Open WhatsApp to send" });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${WHATSAPP_NUMBER}`);
    expect(href.searchParams.get("text")).toContain(`Reference: ${reference}`);
    // 4 × ₹4,999 = ₹19,996; 10% = ₹1,999.60 → ₹2,000.
    expect(href.searchParams.get("text")).toContain("Total: ₹19,996");
    // The deadline in the traveller's own zone (New York, standard time in these months or daylight time).
    await expect(confirmation.getByTestId("guarantee-deadline")).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    await expectNoAxeViolations(page, { include: "dialog" });

    // Nothing was sent yet, so nothing typed is lost.
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    dialog = await openDialog(page, "Enquire Now");
    await expect(dialog.getByLabel("Full Name")).toHaveValue(TRAVELLER.fullName);
    await expect(dialog.getByLabel("Email")).toHaveValue(TRAVELLER.email);
  });
});

test("a phone's select shows the whole chosen option with its price, and a minus amount never wraps @phone-only", async ({ page }) => {
  const pkg = GRAND_TOUR;
  await page.goto(`/package/${pkg.id}`);
  const dialog = await openDialog(page, "Enquire Now");
  await dialog.getByLabel("Days").selectOption({ label: "Skip Kovalam (6 days) (-₹9,000)" });
  const chosen = dialog.getByTestId("chosen-Days");
  await expect(chosen).toHaveText("Skip Kovalam (6 days) -₹9,000");
  const amount = chosen.locator("span");
  // One line box: the amount is not split between "-" and "₹9,000".
  expect(await amount.evaluate((el) => el.getClientRects().length)).toBe(1);
  const customizations = dialog.getByTestId("price-summary").locator("dd", { hasText: "-₹9,000" });
  await expect(customizations).toHaveCSS("white-space", "nowrap");
  expect(await customizations.evaluate((el) => el.getClientRects().length)).toBe(1);
});

test("closed and paused packages: no advance line, and a paused one says it is not available right now @desktop-only", async ({ page }) => {
  await page.goto(`/package/${DEMO_FIXTURES.paused}`);
  const booking = page.getByRole("complementary", { name: "Price and booking" });
  await expect(page.getByTestId("closed-badge")).toHaveText("Not available right now");
  await expect(page.getByTestId("closed-notice")).toContainText("Not available right now");
  await expect(page.getByText("Expired", { exact: true })).toHaveCount(0);
  await expect(booking).not.toContainText("Pay only 10% advance");
  await expect(booking.getByRole("button", { name: "Book Now" })).toHaveCount(0);
  await expectNoAxeViolations(page, { include: "[data-testid=closed-notice]" });

  await page.goto(`/package/${DEMO_FIXTURES.closed}`);
  await expect(page.getByTestId("closed-badge")).toHaveText("Expired");
  await expect(page.getByTestId("closed-notice")).toContainText("Booking Closed");
  await expect(booking).not.toContainText("Pay only 10% advance");
});

test("My bookings in Malayalam and Arabic: translated, and empty until a request is sent @phone-only", async ({ page }) => {
  await page.goto("/ml/my-bookings");
  await expect(page.locator("html")).toHaveAttribute("lang", "ml-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("എന്റെ ബുക്കിംഗുകൾ");
  await expect(page.getByText("ഇതുവരെ ബുക്കിംഗുകളില്ല")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/ar/my-bookings");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حجوزاتي");
  await expectNoAxeViolations(page);
  // Linked from the footer's quick links.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "حجوزاتي" })).toHaveAttribute("href", "/ar/my-bookings");
});
