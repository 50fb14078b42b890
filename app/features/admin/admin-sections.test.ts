import { describe, expect, it } from "vitest";
import { adminSectionOf, adminSectionSearch } from "./admin-sections";

describe("admin sections", () => {
  it("reads the section from the query string, the overview when none or unknown", () => {
    expect(adminSectionOf("?section=providers")).toBe("providers");
    expect(adminSectionOf("?section=queue&x=1")).toBe("queue");
    expect(adminSectionOf("")).toBe("overview");
    expect(adminSectionOf("?section=../../etc")).toBe("overview");
    expect(adminSectionOf("?section=Providers")).toBe("overview");
  });

  it("gives each section an address that reads back as the same section", () => {
    expect(adminSectionSearch("overview")).toBe("");
    expect(adminSectionSearch("settings")).toBe("?section=settings");
    expect(adminSectionOf(adminSectionSearch("reviews"))).toBe("reviews");
  });
});
