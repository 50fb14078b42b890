import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../domain/site-language";
import { packageCopy } from "./copy/package";
import { intlOf } from "./testing/intl-of";

const seatsLeft = (language: SiteLanguage, seats: number) => intlOf(language).formatMessage(packageCopy.seatsLeft, { seats });

describe("a departure's seats left, in each language", () => {
  it("says one seat and several seats, with Latin digits", () => {
    expect([seatsLeft("en", 1), seatsLeft("en", 4)]).toEqual(["1 seat left", "4 seats left"]);
    expect([seatsLeft("hi", 1), seatsLeft("hi", 4)]).toEqual(["1 सीट बाकी", "4 सीटें बाकी"]);
    expect([seatsLeft("ml", 1), seatsLeft("ml", 4)]).toEqual(["1 സീറ്റ് ബാക്കി", "4 സീറ്റ് ബാക്കി"]);
    expect([seatsLeft("ar", 1), seatsLeft("ar", 2), seatsLeft("ar", 4), seatsLeft("ar", 12)]).toEqual([
      "بقي مقعد واحد",
      "بقي مقعدان",
      "بقيت 4 مقاعد",
      "بقي 12 مقعدًا",
    ]);
  });
});
