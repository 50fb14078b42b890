import { describe, expect, it } from "vitest";
import { toPublicProvider } from "../../domain/providers";
import { providerFixture } from "../../domain/testing/provider";
import { providerStructuredData } from "./provider";

describe("a provider's TravelAgency JSON-LD", () => {
  it("names India as the country only for a provider in a Kerala district", () => {
    const inIdukki = providerStructuredData(
      toPublicProvider({ ...providerFixture(), baseLocation: "Munnar", district: "idukki" }, "2026-12-04"),
      null,
      "https://x/provider/p",
      null,
    );
    expect(inIdukki.address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Munnar",
      addressRegion: "Idukki, Kerala",
      addressCountry: "IN",
    });
    // A Gulf provider records "outside Kerala": its city, and no country the site would have to guess.
    const inDubai = providerStructuredData(
      toPublicProvider({ ...providerFixture(), baseLocation: "Dubai", district: "outside-kerala" }, "2026-12-04"),
      null,
      "https://x/provider/d",
      null,
    );
    expect(inDubai.address).toEqual({ "@type": "PostalAddress", addressLocality: "Dubai" });
  });
});
