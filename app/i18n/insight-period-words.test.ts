import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../domain/site-language";
import { insightCopy } from "./copy/insight";
import { intlOf } from "./testing/intl-of";

const lastDays = (language: SiteLanguage, days: number) => intlOf(language).formatMessage(insightCopy.lastDays, { days });

describe("the Insight period buttons, in each language", () => {
  it("name the last 7, 30 and 90 days with the number's own grammar, in Latin digits", () => {
    expect([7, 30, 90].map((d) => lastDays("en", d))).toEqual(["Last 7 days", "Last 30 days", "Last 90 days"]);
    // Arabic counts 3 to 10 with a plural noun, 11 to 99 with a singular accusative one.
    expect([7, 30, 90].map((d) => lastDays("ar", d))).toEqual(["آخر 7 أيام", "آخر 30 يومًا", "آخر 90 يومًا"]);
    expect([lastDays("ar", 1), lastDays("ar", 2)]).toEqual(["آخر يوم", "آخر يومين"]);
  });
});
