import { describe, expect, it } from "vitest";
import { placeLine, providerPlace } from "./place-line";

describe("providerPlace", () => {
  it("leaves out of the town what its district and the places above it say", () => {
    expect(providerPlace("Munnar, Idukki", "idukki")).toEqual({
      town: "Munnar",
      district: "idukki",
      region: { names: ["Idukki", "Kerala"], country: "IN" },
    });
    expect(providerPlace("Munnar, Idukki, Kerala, India", "idukki").town).toBe("Munnar");
    expect(providerPlace("Idukki, Munnar", "idukki").town).toBe("Munnar");
  });

  it("knows the district and its state by any of their four languages' names or an older spelling, however cased", () => {
    expect(providerPlace("Punnamada, alleppey", "alappuzha").town).toBe("Punnamada");
    expect(providerPlace("Punnamada, ആലപ്പുഴ, കേരളം", "alappuzha").town).toBe("Punnamada");
    expect(providerPlace("مونار، إدوكي", "idukki").town).toBe("مونار");
  });

  it("says no town when the base location only names the district", () => {
    expect(providerPlace("Alappuzha", "alappuzha").town).toBeNull();
    expect(providerPlace("  alleppey ", "alappuzha").town).toBeNull();
    expect(providerPlace("ألابوزا", "alappuzha").town).toBeNull();
    expect(providerPlace("", "alappuzha").town).toBeNull();
  });

  it("keeps the provider's words as written when nothing in them is said again", () => {
    expect(providerPlace("Fort Kochi ,  Mattancherry", "ernakulam").town).toBe("Fort Kochi ,  Mattancherry");
    expect(providerPlace("Alappuzha beach road", "alappuzha").town).toBe("Alappuzha beach road");
    // A place of another district is not this district's name.
    expect(providerPlace("Alappuzha", "kottayam")).toEqual({
      town: "Alappuzha",
      district: "kottayam",
      region: { names: ["Kottayam", "Kerala"], country: "IN" },
    });
  });

  it("says a town repeated in the provider's words once", () => {
    expect(providerPlace("Kochi, kochi, Ernakulam", "ernakulam").town).toBe("kochi");
  });

  it("names no region for a provider outside Kerala or without a district, and leaves its words alone", () => {
    expect(providerPlace("Dubai, UAE", "outside-kerala")).toEqual({ town: "Dubai, UAE", district: "outside-kerala", region: null });
    expect(providerPlace("Munnar, Idukki", "")).toEqual({ town: "Munnar, Idukki", district: null, region: null });
    expect(providerPlace("Munnar", null)).toEqual({ town: "Munnar", district: null, region: null });
  });
});

describe("placeLine", () => {
  it("leaves out a part a later part names again, so the wider place is the one said", () => {
    const names = (part: string) => part.split("/");
    expect(placeLine(["Munnar", "Idukki", "Idukki/ഇടുക്കി", "Kerala"], names)).toEqual(["Munnar", "Idukki/ഇടുക്കി", "Kerala"]);
    expect(placeLine(["ഇടുക്കി", "Idukki/ഇടുക്കി"], names)).toEqual(["Idukki/ഇടുക്കി"]);
    expect(placeLine(["Munnar", "Idukki"], names)).toEqual(["Munnar", "Idukki"]);
    expect(placeLine([], names)).toEqual([]);
  });
});
