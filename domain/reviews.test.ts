import { describe, expect, it } from "vitest";
import {
  distribution,
  firstNameOf,
  formatAverage,
  formatTravelMonth,
  invitationProblem,
  isReviewToken,
  isValidTravelMonth,
  ratingFrom,
  validateReviewSubmission,
} from "./reviews";

const body = "Lovely houseboat, kind crew, great food all along.";

describe("review rules", () => {
  it("accepts a full review and trims it to plain text", () => {
    expect(
      validateReviewSubmission({
        overall: "5",
        subRatings: { value: 4, guide: "" },
        title: "  Great   trip ",
        body: `  ${body}\r\n\r\n\r\nBye `,
        photos: ["/u/a.webp"],
        consent: "on",
      }),
    ).toEqual({
      ok: true,
      value: { overall: 5, subRatings: { value: 4 }, title: "Great trip", body: `${body}\n\nBye`, photos: ["/u/a.webp"] },
    });
  });

  it("lists every problem in the form's order", () => {
    const r = validateReviewSubmission({
      overall: 6,
      subRatings: { stay: 0 },
      title: "t".repeat(81),
      body: "Too short",
      photos: ["1", "2", "3", "4", "5"],
    });
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: "overall", message: "Choose an overall rating from 1 to 5 stars." },
        { field: "stay", message: "Stay rating must be from 1 to 5 stars." },
        { field: "title", message: "The title can be at most 80 characters." },
        { field: "body", message: "Please write at least 30 characters about your trip (you wrote 9)." },
        { field: "photos", message: "You can add up to 4 photos." },
        { field: "consent", message: "Please agree that we may publish your first name and travel month with your review." },
      ],
    });
    expect(validateReviewSubmission({ overall: 3, body: "x".repeat(2001), consent: true })).toEqual({
      ok: false,
      errors: [{ field: "body", message: "Your review can be at most 2,000 characters (you wrote 2,001)." }],
    });
  });

  it("counts an emoji as one character", () => {
    expect(validateReviewSubmission({ overall: 4, body: "🌴".repeat(30), consent: true }).ok).toBe(true);
  });

  it("tells used, expired and unknown links apart", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(invitationProblem(null, now)).toBe("linkUnknown");
    expect(invitationProblem({ usedAt: "2026-11-01T00:00:00Z", expiresAt: "2026-01-01T00:00:00Z" }, now)).toBe("linkUsed");
    expect(invitationProblem({ usedAt: null, expiresAt: "2026-11-22T10:00:00Z" }, now)).toBe("linkExpired");
    expect(invitationProblem({ usedAt: null, expiresAt: "2026-11-22T10:00:01Z" }, now)).toBeNull();
  });

  it("token format, names and months", () => {
    expect(isReviewToken("a".repeat(43))).toBe(true);
    expect(isReviewToken("a".repeat(42))).toBe(false);
    expect(isReviewToken(`${"a".repeat(42)}=`)).toBe(false);
    expect(firstNameOf("  priya  nair ")).toBe("Priya");
    expect(isValidTravelMonth("2026-11", "2026-11-22")).toBe(true);
    expect(isValidTravelMonth("2026-12", "2026-11-22")).toBe(false);
    expect(isValidTravelMonth("2026-13", "2026-11-22")).toBe(false);
    expect(formatTravelMonth("2026-03")).toBe("March 2026");
    // In the page's language, from a formatter kept per locale; a malformed locale gets en-IN's.
    expect(formatTravelMonth("2026-03", "ml-IN")).toBe("2026 മാർച്ച്");
    expect(formatTravelMonth("2026-03", "ar-u-nu-latn")).toBe("مارس 2026");
    expect(formatTravelMonth("2026-12", "hi-IN")).toBe("दिसंबर 2026");
    expect(formatTravelMonth("2026-03", "en_US")).toBe("March 2026");
    expect(formatTravelMonth("not-a-month", "ml-IN")).toBe("not-a-month");
  });

  it("rating maths: nothing without reviews; the mean rounded once to one decimal, halves up", () => {
    expect(ratingFrom(0, 0)).toBeNull();
    expect(ratingFrom(3, 14)).toEqual({ average: 4.7, count: 3 });
    // Means that two roundings (to 4.95, then 5.0) got wrong: 94/19 = 4.947, 50/11 = 4.545, 75/19 = 3.947.
    expect(ratingFrom(19, 94)).toEqual({ average: 4.9, count: 19 });
    expect(ratingFrom(11, 50)).toEqual({ average: 4.5, count: 11 });
    expect(ratingFrom(19, 75)).toEqual({ average: 3.9, count: 19 });
    // A mean of exactly 3.95 (79/20) shows 4.0.
    expect(ratingFrom(20, 79)).toEqual({ average: 4, count: 20 });
    expect(formatAverage(4.7)).toBe("4.7");
    expect(formatAverage(4)).toBe("4.0");
    expect(distribution({ 5: 2, 4: 1, 1: 1 })).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
  });
});
