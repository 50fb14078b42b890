import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { priceSummary } from "../../../domain/money";
import type { SiteLanguage } from "../../../domain/site-language";
import { ADD_ON_COPY } from "../../i18n/booking-labels";
import { InLanguage } from "../../i18n/testing/in-language";
import { intlOf } from "../../i18n/testing/intl-of";
import { PriceSummaryPanel } from "./price-summary-panel";

const summary = priceSummary({
  pkg: {
    currency: "INR",
    originalPriceAdult: 1_000_000,
    originalPriceChild: null,
    hasOffer: false,
    offerPriceAdult: null,
    offerPriceChild: null,
  },
  adults: 2,
  children: 0,
  customizations: [],
});

/** The add-ons row's label as the booking dialog shows it in `language`, the add-ons named as the form names them. */
function addOnsLine(language: SiteLanguage, keys: readonly (keyof typeof ADD_ON_COPY)[]): string | undefined {
  const intl = intlOf(language);
  const html = renderToString(
    <InLanguage language={language}>
      <PriceSummaryPanel summary={summary} addOns={keys.map((key) => intl.formatMessage(ADD_ON_COPY[key]))} headingId="summary" />
    </InLanguage>,
  );
  return [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((m) => m[1]).find((text) => text !== undefined && text.includes("("));
}

describe("the price summary's add-ons", () => {
  it("are listed as the page's language joins a list", () => {
    expect(addOnsLine("en", ["airportPickup", "localGuide", "activities"])).toBe("Add-ons (Airport Pickup, Local Guide and Activities)");
    expect(addOnsLine("en", ["airportPickup", "localGuide"])).toBe("Add-ons (Airport Pickup and Local Guide)");
    expect(addOnsLine("ar", ["airportPickup", "localGuide", "activities"])).toBe("إضافات (الاستقبال من المطار ومرشد محلي وأنشطة)");
    expect(addOnsLine("ar", ["localGuide"])).toBe("إضافات (مرشد محلي)");
  });
});
