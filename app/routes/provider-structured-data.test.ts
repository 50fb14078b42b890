import { describe, expect, it } from "vitest";
import { providerPlace } from "../../domain/place-line";
import { toPublicProvider } from "../../domain/providers";
import { providerFixture } from "../../domain/testing/provider";
import { providerStructuredData } from "./provider";

/** The JSON-LD address of a provider based in `baseLocation` with its `district`, as the page's loader makes it. */
function addressOf(baseLocation: string, district: string) {
  const provider = toPublicProvider({ ...providerFixture(), baseLocation, district }, "2026-12-04");
  return providerStructuredData(provider, providerPlace(baseLocation, district), null, "https://x/provider/p", null).address;
}

describe("a provider's TravelAgency JSON-LD", () => {
  it("names India as the country only for a provider in a Kerala district", () => {
    expect(addressOf("Munnar", "idukki")).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Munnar",
      addressRegion: "Idukki, Kerala",
      addressCountry: "IN",
    });
    // A Gulf provider records "outside Kerala": its city, and no country the site would have to guess.
    expect(addressOf("Dubai", "outside-kerala")).toEqual({ "@type": "PostalAddress", addressLocality: "Dubai" });
  });

  it("says each place once: a locality that names its district or state again leaves that out", () => {
    expect(addressOf("Munnar, Idukki, Kerala", "idukki")).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Munnar",
      addressRegion: "Idukki, Kerala",
      addressCountry: "IN",
    });
    // A base location that only names the district (an old spelling too) is no locality of its own.
    expect(addressOf("Alleppey", "alappuzha")).toEqual({
      "@type": "PostalAddress",
      addressRegion: "Alappuzha, Kerala",
      addressCountry: "IN",
    });
  });
});
