import { isValidElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { intlFor } from "./i18n-provider";
import { compiledMessages } from "./messages.server";

afterEach(() => vi.restoreAllMocks());

describe("formatMessage with each message's formatter kept", () => {
  it("formats the same message with other values each time, in each language", () => {
    const en = intlFor("en-IN", compiledMessages("en"));
    expect(en.formatMessage({ id: "listing.showing" }, { matched: 12, total: 40 })).toBe("Showing 12 of 40 packages");
    expect(en.formatMessage({ id: "listing.showing" }, { matched: 3, total: 1250 })).toBe("Showing 3 of 1250 packages");
    expect(en.formatMessage({ id: "compare.itineraryDays" }, { days: 1 })).toBe("1 day planned");
    expect(en.formatMessage({ id: "compare.itineraryDays" }, { days: 4 })).toBe("4 days planned");
    const ar = intlFor("ar", compiledMessages("ar"));
    expect(ar.formatMessage({ id: "listing.showing" }, { matched: 12, total: 40 })).toBe("عرض 12 من 40 باقة");
    expect(ar.formatMessage({ id: "review.filterMin" }, { stars: 4 })).toBe("4★ فأكثر");
  });

  it("asks react-intl for a message's formatter once, not on every call", () => {
    const hi = intlFor("hi-IN", { ...compiledMessages("hi") });
    const asked = vi.spyOn(hi.formatters, "getMessageFormat");
    const texts = [1, 2, 3].map((matched) => hi.formatMessage({ id: "listing.showing" }, { matched, total: 9 }));
    expect(texts).toEqual(["9 में से 1 पैकेज दिख रहे हैं", "9 में से 2 पैकेज दिख रहे हैं", "9 में से 3 पैकेज दिख रहे हैं"]);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("leaves rich text to react-intl: the tags still become elements", () => {
    const en = intlFor("en-IN", compiledMessages("en"));
    const parts = en.formatMessage(
      { id: "booking.agreeTerms" },
      { terms: (chunks: ReactNode[]) => <a href="/terms">{chunks}</a> },
    ) as ReactNode[];
    expect(parts.some((part) => isValidElement(part))).toBe(true);
    expect(renderToStaticMarkup(<p>{parts}</p>)).toBe(
      '<p>I agree to the <a href="/terms">Terms &amp; Conditions</a> and the cancellation policy.</p>',
    );
  });

  it("reports a missing value as react-intl does, and falls back to the id", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const en = intlFor("en-IN", compiledMessages("en"));
    expect(en.formatMessage({ id: "listing.showing" }, { matched: 5 })).toBe("listing.showing");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("[i18n] FORMAT_ERROR"));
    expect(en.formatMessage({ id: "listing.showing" }, { matched: 5, total: 6 })).toBe("Showing 5 of 6 packages");
  });
});
