import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Meal } from "../../../domain/package-content";
import type { SiteLanguage } from "../../../domain/site-language";
import { InLanguage } from "../../i18n/testing/in-language";
import { ItinerarySection } from "./package-content-sections";

/** The "Meals" line of each day of an itinerary, as a page in `language` shows it. */
function mealLines(language: SiteLanguage, days: readonly Meal[][]): string[] {
  const pkg = {
    itinerary: days.map((meals, i) => ({ title: `Day ${i + 1}`, description: "", overnight: "", meals })),
    highlights: [],
    inclusions: [],
    exclusions: [],
  };
  const html = renderToString(
    <InLanguage language={language}>
      <ItinerarySection pkg={pkg} language={language} />
    </InLanguage>,
  );
  return [...html.matchAll(/<dd class="text-slate-900">([^<]*)<\/dd>/g)].map((m) => m[1]!);
}

describe("an itinerary day's meals", () => {
  it("are listed as the page's language joins a list", () => {
    const days: Meal[][] = [["breakfast", "lunch", "dinner"], ["breakfast", "dinner"], ["lunch"], []];
    expect(mealLines("en", days)).toEqual(["Breakfast, Lunch and Dinner", "Breakfast and Dinner", "Lunch", "No meals included"]);
    expect(mealLines("ar", days)).toEqual(["الإفطار والغداء والعشاء", "الإفطار والعشاء", "الغداء", "لا تشمل وجبات"]);
  });
});
