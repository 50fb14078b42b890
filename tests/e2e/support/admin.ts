import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/** What scripts/e2e-server.mjs starts the product with. */
export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "e2e-admin-password";
export const ADMIN_PATH = "/admin";

/**
 * Signs the page's browser context in as the admin with a session the test server makes directly
 * (POST /__test/admin-session, see server/http/test-session-hook.ts), then opens the dashboard.
 * Seconds faster than the form, whose password hash is slow on purpose. The dashboard opens on one
 * section (`?section=`), the packages unless the test says which; a reload stays on it.
 */
export async function signIn(
  page: Page,
  section: "overview" | "packages" | "queue" | "reviews" | "providers" | "places" | "settings" = "packages",
) {
  const response = await page.request.post("/__test/admin-session");
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(section === "overview" ? ADMIN_PATH : `${ADMIN_PATH}?section=${section}`);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Loading packages...")).toHaveCount(0, { timeout: 15_000 });
}

/** Signs in through the sign-in form, as the admin does: for the form's own tests. */
export async function signInThroughForm(page: Page) {
  await page.goto(ADMIN_PATH);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Checking a password hash at OWASP strength takes a moment on a busy machine.
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Loading packages...")).toHaveCount(0, { timeout: 15_000 });
}

/**
 * For `expectConsoleError(...SIGNED_OUT_PROBE)` in a test that opens the admin page signed out:
 * the panel asks GET /api/admin/session on load, and 401 is that route's "not signed in" answer
 * (README, Admin JSON API), which Chromium logs as a failed resource.
 */
export const SIGNED_OUT_PROBE = [
  /status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/api\/admin\/session\)$/,
  "the signed-out admin page asks GET /api/admin/session, which answers 401",
] as const;

/**
 * A unique title per test and project, since every test shares one database.
 *
 * The admin specs' workers share one server and database (ADR 020): a test works on packages it
 * made, found by their unique titles, and never deletes a package with uploaded files (images, PDF)
 * nor replaces them, since deleting a package deletes its files while another worker's dashboard or
 * public page may be showing them (a 404, which fails that test). A test may delete a package it
 * made through this file's createPackageViaApi: its banner is a built-in asset, never deleted.
 */
export function uniqueTitle(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A small real image made here, never downloaded. */
export async function imageFile(name: string, colour: string, format: "png" | "jpeg" = "png") {
  const image = sharp({ create: { width: 640, height: 360, channels: 3, background: colour } });
  const buffer = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: format === "png" ? "image/png" : "image/jpeg", buffer };
}

/** A tiny one-page PDF with the parts the upload check looks for (xref, startxref, %%EOF). */
export function pdfFile(name = "itinerary.pdf") {
  const body = [
    "%PDF-1.4",
    "1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj",
    "2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj",
    "3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj",
    "xref",
    "0 1",
    "0000000000 65535 f ",
    "trailer <</Size 4 /Root 1 0 R>>",
    "startxref",
    "9",
    "%%EOF",
    "",
  ].join("\n");
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body) };
}

export function today(offsetDays = 0) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The required texts of a browser test's draft that the test does not set itself, made through the API or the editor. */
const DRAFT_TEXTS = {
  code: "E2E-1",
  startingLocation: "Kochi",
  destinations: "Munnar",
  adultPrice: "12000",
  description: "Made by a browser test.",
};

/**
 * Fills the package editor's required fields in `dialog` (the admin's and the partner's editor are
 * one): the title and the texts given, the others the draft's own (DRAFT_TEXTS), district Idukki,
 * bookable from yesterday for 45 days.
 */
export async function fillRequiredFields(dialog: Locator, given: { title: string } & Partial<typeof DRAFT_TEXTS>) {
  const fields = { ...DRAFT_TEXTS, ...given };
  await dialog.getByLabel("Package title", { exact: true }).fill(fields.title);
  await dialog.getByLabel("Package code", { exact: true }).fill(fields.code);
  await dialog.getByLabel("Starting location", { exact: true }).fill(fields.startingLocation);
  await dialog.getByLabel("Destinations", { exact: true }).fill(fields.destinations);
  await dialog.getByLabel(/^District/).selectOption("idukki");
  await dialog.getByLabel(/^Adult price/).fill(fields.adultPrice);
  await dialog.getByLabel("Description", { exact: true }).fill(fields.description);
  await dialog.getByLabel("Booking opening date", { exact: true }).fill(today(-1));
  await dialog.getByLabel("Booking closing date", { exact: true }).fill(today(45));
}

/** The admin API draft the browser tests start from: every required field, a Draft open for booking. */
export function e2eDraft(draft: Record<string, unknown>): Record<string, unknown> {
  return {
    packageCode: DRAFT_TEXTS.code,
    startingLocation: DRAFT_TEXTS.startingLocation,
    destinations: DRAFT_TEXTS.destinations,
    district: "idukki",
    originalPriceAdult: Number(DRAFT_TEXTS.adultPrice),
    description: DRAFT_TEXTS.description,
    bannerImage: "/assets/packages/default-banner.w1600.webp",
    bookingOpeningDate: today(-1),
    bookingClosingDate: today(60),
    // Not Active unless a test needs it: public listing tests of other specs share this database.
    status: "Draft",
    ...draft,
  };
}

/** Creates a package through the admin API with the page's session (faster than the form). */
export async function createPackageViaApi(page: Page, draft: Record<string, unknown>) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/admin/packages", {
    headers: { Origin: origin },
    data: e2eDraft(draft),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { item: { id: string; title: string } }).item;
}

/** A write the signed-in admin's page sends to the API, which must succeed: its JSON answer. */
export async function adminPost<T = Record<string, unknown>>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { headers: { Origin: new URL(page.url()).origin }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/**
 * A traveller's approved five-star review of a package, through the admin's invitation link, the
 * public review API and the admin's approval, as the signed-in admin's page: the review's id.
 */
export async function approvedReview(page: Page, packageId: string, travellerName = "Meera Das"): Promise<string> {
  const invited = await adminPost(page, "/api/admin/review-invitations", { packageId, travellerName, travelMonth: "2026-10" });
  const token = String(invited.url).replace("/review/", "");
  const sent = await page.request.post(`/api/v1/review-invitations/${token}/review`, {
    data: { overall: 5, body: "Calm backwaters, a kind crew and fresh karimeen for lunch.", consent: "on" },
  });
  expect(sent.status()).toBe(201);
  const pending = await page.request.get("/api/admin/reviews?status=Pending");
  const review = ((await pending.json()) as { items: { id: string; packageId: string; travellerName: string }[] }).items.find(
    (r) => r.packageId === packageId && r.travellerName === travellerName,
  )!;
  await adminPost(page, `/api/admin/reviews/${review.id}/approve`, {});
  return review.id;
}
