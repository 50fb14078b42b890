import type { Page } from "@playwright/test";
import { createPackageViaApi, imageFile, signIn, uniqueTitle } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/hold";

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { headers: { Origin: new URL(page.url()).origin }, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

const BODY = "Tea gardens at sunrise, a patient guide and a clean homestay. Worth every rupee.";

/** A traveller's review through the API: the admin's invitation, then the traveller's submission (Pending). */
async function sendReview(page: Page, invitation: { packageId: string; travellerName: string; travelMonth: string }, review: object) {
  const { url } = (await post(page, "/api/admin/review-invitations", invitation)) as { url: string };
  await post(page, `/api/v1/review-invitations/${url.split("/").pop()!}/review`, { consent: "yes", ...review });
}

/**
 * Signs the admin in, adds an Active package titled after `name` and sends a Pending review of it
 * by `travellerName`: the start of each moderation test.
 */
async function packageWithPendingReview(page: Page, name: string, travellerName: string, travelMonth: string, review: object) {
  await signIn(page, "overview");
  const title = uniqueTitle(name);
  const pkg = await createPackageViaApi(page, { title, status: "Active" });
  await sendReview(page, { packageId: pkg.id, travellerName, travelMonth }, review);
  return { title, pkg };
}

/** Approves, through the API, the pending review by this traveller. */
async function approveReviewBy(page: Page, travellerName: string) {
  const pending = (await (await page.request.get("/api/admin/reviews?status=Pending")).json()) as {
    items: { id: string; travellerName: string }[];
  };
  await post(page, `/api/admin/reviews/${pending.items.find((r) => r.travellerName === travellerName)!.id}/approve`, {});
}

test("invitation → review → moderation → shown with the right average on card, package page, provider page and API; used and unknown links", async ({
  page,
  expectConsoleError,
}, testInfo) => {
  test.slow(); // the whole journey, with axe on six screens
  expectConsoleError(/status of 410 \(Gone\) \(http:\/\/[^)]+\/review\/[A-Za-z0-9_-]{43}\)$/, "a used review link answers 410");
  expectConsoleError(/status of 404 \(Not Found\) \(http:\/\/[^)]+\/review\/[A-Za-z0-9_-]+\)$/, "an unknown review link answers 404");
  await signIn(page, "reviews");
  const providerName = uniqueTitle("Reviewed Tours");
  const provider = (await post(page, "/api/admin/providers", { name: providerName, meshId: "MESH-REV-1" })).item as { slug: string };
  const title = uniqueTitle("Reviewed Tea Trail");
  const pkg = await createPackageViaApi(page, { title, providerName, meshId: "MESH-REV-1", status: "Active" });
  await page.reload();

  // The admin makes the invitation on the dashboard.
  const invite = page.getByRole("region", { name: "Review invitation" });
  await invite.getByLabel("Package").selectOption({ label: `${title} (E2E-1)` });
  await invite.getByLabel("Traveller name").fill("priya nair");
  await invite.getByLabel("Travel month").fill("2026-10");
  await invite.getByLabel("Traveller's WhatsApp phone (optional)").fill("+91 98470 12345");
  await invite.getByRole("button", { name: "Create review link" }).click();
  const link = (await invite.getByTestId("review-link").textContent())!;
  expect(link).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
  await expect(invite.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/919847012345\?text=/);
  await expect(invite.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The traveller writes the review; every limit is named before sending.
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi Priya, how was your trip?");
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole("button", { name: "Send review" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please check the form" });
  await expect(summary).toContainText("Choose an overall rating from 1 to 5 stars.");
  await expect(summary).toContainText("Please write at least 30 characters about your trip (you wrote 0).");
  await expect(summary).toContainText("Please agree that we may publish your first name and travel month with your review.");
  await expect(page.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "1 star" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("group", { name: "Overall rating" }).getByRole("radio", { name: "4 stars" })).toBeChecked();
  // The visible star is the label of its radio.
  await page.getByRole("group", { name: "Value for money" }).locator("label").filter({ hasText: "5 stars" }).click();
  await expect(page.getByRole("group", { name: "Value for money" }).getByRole("radio", { name: "5 stars" })).toBeChecked();
  await page.getByLabel("Title", { exact: true }).fill("Misty mornings");
  await page.getByLabel("Your review").fill("Too short");
  await expect(page.getByText("30 to 2,000 characters. 9 written.")).toBeVisible();
  await page.getByLabel("Your review").fill(BODY);
  await page.getByLabel("I agree that my first name and travel month are published with my review.").check();
  // A photo over 15 MB is named before anything is sent (the server would read it all to refuse it).
  const tea = await imageFile("tea.png", "#166534");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/review")) sent.push(request.url());
  });
  await page.getByLabel("Photos").setInputFiles([{ ...tea, buffer: Buffer.concat([tea.buffer, Buffer.alloc(15 * 1024 * 1024)]) }]);
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please check the form" })).toContainText(
    "Each photo can be up to 15 MB: choose a smaller one.",
  );
  expect(sent).toEqual([]);
  await page.getByLabel("Photos").setInputFiles([tea]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`review-form-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Your review will appear once we have checked it.")).toBeVisible();

  // Single use: the same link again, and an unknown one, get plain pages with the WhatsApp contact.
  expect((await page.goto(new URL(link).pathname))?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This review link has already been used.");
  await expect(page.locator("main").getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expectNoAxeViolations(page);
  expect((await page.goto("/review/not-a-real-token"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This review link is not valid.");

  // Pending reviews are not shown.
  expect(((await (await page.request.get(`/api/v1/packages/${pkg.id}`)).json()) as { rating: unknown }).rating).toBeNull();

  // The admin approves and adds the provider's reply.
  await page.goto("/admin?section=reviews");
  const moderation = page.getByRole("region", { name: /^Reviews/ });
  const item = moderation.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("4★ · Misty mornings");
  await expect(item).toContainText("priya nair");
  // The lists answer late (held until checked below): the pending list reloading after the approval,
  // and the approved one. Until the approved list is here, the pending one (still holding this
  // review) is not shown under "Approved": a click meant for the new list would land on the old.
  const release = await holdRequests(page, /\/api\/admin\/reviews\?status=(Pending|Approved)$/);
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(moderation.getByRole("status")).toHaveText(`Review by priya nair on ${title} approved.`);
  await moderation.getByLabel("Show").selectOption("Approved");
  await expect(moderation.getByText("Loading reviews...")).toBeVisible();
  await expect(moderation.getByRole("listitem")).toHaveCount(0);
  await expect(moderation.getByRole("heading", { level: 2 })).toHaveText("Reviews");
  release();
  const approved = moderation.getByRole("listitem").filter({ hasText: title });
  await expect(approved).toContainText("Approved");
  await approved.getByRole("button", { name: /^Add provider reply/ }).click();
  await approved.getByLabel("Provider reply (shown under the review)").fill("Thank you, Priya! Come back for the monsoon.");
  await approved.getByRole("button", { name: "Save reply" }).click();
  await expect(moderation.getByRole("status")).toHaveText(`Reply added to the review by priya nair on ${title}.`);
  await expectNoAxeViolations(page);
  await moderation.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`admin-reviews-${testInfo.project.name}.png`) });

  // A second traveller (through the API) gives 5 stars: the average is 4.5 from 2.
  await sendReview(page, { packageId: pkg.id, travellerName: "Arun", travelMonth: "2026-09" }, { overall: 5, body: BODY, title: "" });
  await approveReviewBy(page, "Arun");

  const api = (await (await page.request.get(`/api/v1/packages/${pkg.id}`)).json()) as { rating: unknown };
  expect(api.rating).toEqual({ average: 4.5, count: 2 });
  const providerApi = (await (await page.request.get(`/api/v1/providers/${provider.slug}`)).json()) as { rating: unknown };
  expect(providerApi.rating).toEqual({ average: 4.5, count: 2 });

  await page.goto(`/package/${pkg.id}`);
  const reviews = page.getByRole("region", { name: "Traveller reviews" });
  await expect(reviews).toContainText("4.5");
  await expect(reviews).toContainText("2 verified reviews");
  await expect(reviews.getByText("5 stars: 1 (50%)")).toHaveCount(1);
  await expect(reviews.getByText("4 stars: 1 (50%)")).toHaveCount(1);
  await expect(reviews.getByRole("heading", { level: 3, name: "Misty mornings" })).toBeVisible();
  await expect(reviews.getByText("Verified traveller · travelled October 2026")).toBeVisible();
  // A review without a title is headed by the traveller's name, which is not repeated under it.
  const untitled = reviews.getByRole("article", { name: "Arun" });
  await expect(untitled.getByRole("heading", { level: 3 })).toHaveText("Arun");
  await expect(untitled.getByText("Arun", { exact: true })).toHaveCount(1);
  await expect(untitled.getByText("Verified traveller · travelled September 2026", { exact: true })).toBeVisible();
  await expect(reviews.getByText("Thank you, Priya! Come back for the monsoon.")).toBeVisible();
  await reviews.getByRole("button", { name: "Open photo 1 from Priya's review" }).click();
  const dialog = page.getByRole("dialog", { name: "Photo 1 from Priya's review" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`package-reviews-${testInfo.project.name}.png`) });
  await expectNoAxeViolations(page);

  await page.goto(`/packages?search=${encodeURIComponent(title)}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title }) });
  await expect(card.getByTestId("rating")).toContainText("★ 4.5 (2)");
  await page.goto(`/packages?search=${encodeURIComponent(title)}&minRating=5`);
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await page.goto(`/packages?search=${encodeURIComponent(title)}&minRating=4`);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByLabel("Rating", { exact: true })).toHaveValue("4");

  await page.goto(`/provider/${provider.slug}`);
  await expect(page.getByRole("region", { name: "Traveller rating" })).toContainText(
    "4.5 out of 5 from 2 verified reviews of its packages",
  );
  await expect(page.getByRole("region", { name: `Packages by ${providerName}` }).getByTestId("rating")).toContainText("★ 4.5 (2)");
});

test("the admin rejects a review with an internal reason: it is never shown to travellers, and an empty reason is refused", async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(
    /status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/admin\/reviews\/[^/]+\/reject\)$/,
    "a rejection without a reason is refused",
  );
  const { title, pkg } = await packageWithPendingReview(page, "Rejected Review Trail", "Meera Das", "2026-08", {
    overall: 1,
    title: "Spam spam spam",
    body: "Visit my website for cheap tickets and more offers, call now.",
  });

  await page.goto("/admin?section=reviews");
  const moderation = page.getByRole("region", { name: /^Reviews/ });
  const item = moderation.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("1★ · Spam spam spam");
  await item.getByRole("button", { name: "Reject review by Meera Das" }).click();
  // No reason, no rejection: the reason is what the admin will later need to explain it.
  await item.getByRole("button", { name: "Reject review", exact: true }).click();
  await expect(item.getByRole("alert")).toHaveText("Give a reason for rejecting (kept internal).");
  await item.getByLabel("Reason for rejecting (kept internal)").fill("Advertising, not a trip report.");
  await item.getByRole("button", { name: "Reject review", exact: true }).click();
  await expect(moderation.getByRole("status")).toHaveText(`Review by Meera Das on ${title} rejected.`);
  await expect(moderation.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  await moderation.getByLabel("Show").selectOption("Rejected");
  const rejected = moderation.getByRole("listitem").filter({ hasText: title });
  await expect(rejected).toContainText("Rejected (internal): Advertising, not a trip report.");
  await expectNoAxeViolations(page);

  // Travellers never see it, nor its reason.
  const api = (await (await page.request.get(`/api/v1/packages/${pkg.id}`)).json()) as { rating: unknown };
  expect(api.rating).toBeNull();
  const publicReviews = await (await page.request.get(`/api/v1/packages/${pkg.id}/reviews`)).text();
  expect(publicReviews).not.toContain("Spam spam spam");
  expect(publicReviews).not.toContain("Advertising");
  await page.goto(`/package/${pkg.id}`);
  await expect(page.getByText("Spam spam spam")).toHaveCount(0);
  await expect(page.getByText("Advertising, not a trip report.")).toHaveCount(0);
});

test("a slow earlier list never replaces the newer one: a reply form opened in the Approved list stays open", async ({ page }) => {
  const { title } = await packageWithPendingReview(page, "Slow List Trail", "Ravi Menon", "2026-07", {
    overall: 5,
    title: "Calm backwaters",
    body: "A quiet houseboat, a good cook and a patient crew who knew every village on the way.",
  });
  await approveReviewBy(page, "Ravi Menon");

  await page.goto("/admin?section=reviews");
  const moderation = page.getByRole("region", { name: /^Reviews/ });
  await expect(moderation.getByRole("list", { name: "Pending reviews" }).or(moderation.getByText("No pending reviews."))).toBeVisible();
  // The Rejected list answers late: it is held until the admin has moved on to Approved and opened
  // a reply form there.
  const release = await holdRequests(page, "**/api/admin/reviews?status=Rejected*");
  const slow = page.waitForResponse((r) => r.url().includes("status=Rejected"));
  await moderation.getByLabel("Show").selectOption("Rejected");
  await moderation.getByLabel("Show").selectOption("Approved");
  const approved = moderation.getByRole("listitem").filter({ hasText: title });
  await approved.getByRole("button", { name: /^Add provider reply/ }).click();
  release();
  // The late answer has arrived whole and the page has had two frames to act on it.
  await (await slow).finished();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(moderation.getByRole("list", { name: "Approved reviews" }).getByRole("listitem").filter({ hasText: title })).toHaveCount(1);
  await approved.getByLabel("Provider reply (shown under the review)").fill("Thank you, Ravi!", { timeout: 3_000 });
  await approved.getByRole("button", { name: "Save reply" }).click();
  await expect(moderation.getByRole("status")).toHaveText(`Reply added to the review by Ravi Menon on ${title}.`);
});
