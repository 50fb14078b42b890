import { describe, expect, it } from "vitest";
import { adminSectionOf, adminSectionSearch } from "./admin-sections";

describe("admin sections", () => {
  it("reads the section from the query string, the overview when none or unknown", () => {
    const queries = ["?section=providers", "?section=queue&x=1", "", "?section=../../etc", "?section=Providers"];
    expect(queries.map((query) => `${query} → ${adminSectionOf(query)}`)).toEqual([
      "?section=providers → providers",
      "?section=queue&x=1 → queue",
      " → overview",
      "?section=../../etc → overview",
      "?section=Providers → overview",
    ]);
  });

  it("gives each section an address that reads back as the same section", () => {
    expect(adminSectionSearch("overview")).toBe("");
    expect(adminSectionSearch("settings")).toBe("?section=settings");
    expect(adminSectionOf(adminSectionSearch("reviews"))).toBe("reviews");
  });
});
