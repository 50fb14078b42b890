import { describe, expect, it } from "vitest";
import { CATEGORY_SLUGS } from "./categories";
import {
  DEFAULT_PAGE_SIZE,
  activeFilterCount,
  emptyListingQuery,
  hasListingFilters,
  listingQueryToSearchParams,
  parseListingQuery,
  type ListingQuery,
} from "./listing-query";

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));
const ok = (qs: string): ListingQuery => {
  const r = parse(qs);
  if (!r.ok) throw new Error(r.error);
  return r.query;
};
const error = (qs: string): string => {
  const r = parse(qs);
  if (r.ok) throw new Error(`expected an error for ${qs}`);
  return r.error;
};

describe("parseListingQuery", () => {
  it("gives the defaults for an empty query", () => {
    expect(ok("")).toEqual({ categories: [], page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(ok("")).toEqual(emptyListingQuery());
  });

  it("reads every parameter", () => {
    expect(ok("search=Munnar&categories=camping,trekking&price=10000-25000&duration=4-7&date=2026-12-24&page=3&pageSize=24")).toEqual({
      search: "Munnar",
      categories: ["camping", "trekking"],
      price: "10000-25000",
      duration: "4-7",
      date: "2026-12-24",
      page: 3,
      pageSize: 24,
    });
  });

  it("trims and collapses the search and treats empty fields as absent", () => {
    expect(ok("search=%20%20Munnar%20%20%20tea%20").search).toBe("Munnar tea");
    expect(ok("search=&price=&duration=&date=&page=&pageSize=&categories=")).toEqual(emptyListingQuery());
  });

  it("limits the search to 100 characters", () => {
    expect(ok(`search=${"a".repeat(100)}`).search).toHaveLength(100);
    expect(error(`search=${"a".repeat(101)}`)).toBe("search must be at most 100 characters");
  });

  it("accepts categories comma-separated or repeated, without duplicates", () => {
    expect(ok("categories=camping&categories=trekking,camping").categories).toEqual(["camping", "trekking"]);
    expect(ok("categories=camping,,%20trekking%20").categories).toEqual(["camping", "trekking"]);
  });

  it("rejects an unknown category slug, listing the allowed ones", () => {
    const message = error("categories=camping,beach");
    expect(message).toContain("categories must be a comma-separated list of: ");
    expect(message).toContain(CATEGORY_SLUGS.join(", "));
    expect(message).toContain('"beach"');
  });

  it("selects the first category whose label contains the category text", () => {
    expect(ok("category=Budget%20Friendly").categories).toEqual(["budget-friendly"]);
    expect(ok("category=heritage").categories).toEqual(["heritage-cultures"]);
    // 'Packages' is in International, Honeymoon and Luxury Packages: the first in spec order wins.
    expect(ok("category=packages").categories).toEqual(["international-packages"]);
    expect(ok("category=TRIPS").categories).toEqual(["adventure-trips"]);
    expect(ok("categories=camping&category=camp").categories).toEqual(["camping"]);
    expect(ok("categories=trekking&category=camp").categories).toEqual(["trekking", "camping"]);
  });

  it("ignores category text that matches no category", () => {
    expect(ok("category=Underwater%20Basket%20Weaving").categories).toEqual([]);
    expect(ok("category=%20").categories).toEqual([]);
  });

  it("rejects bad price, duration and date values with the allowed values", () => {
    expect(error("price=cheap")).toBe("price must be one of under-10000, 10000-25000, 25000-50000, 50000-100000, over-100000");
    expect(error("duration=2")).toBe("duration must be one of 1-3, 4-7, 8-14, 15-plus");
    expect(error("date=2026-02-29")).toBe("date must be a real date written YYYY-MM-DD, e.g. 2026-12-24");
    expect(error("date=24/12/2026")).toBe("date must be a real date written YYYY-MM-DD, e.g. 2026-12-24");
    expect(ok("date=2028-02-29").date).toBe("2028-02-29");
  });

  it("rejects bad page and page size values", () => {
    for (const bad of ["0", "-1", "1.5", "x", "1e3", "100001"])
      expect(error(`page=${bad}`)).toBe("page must be a whole number from 1 to 100000");
    for (const bad of ["0", "49", "ten", "12.0"]) expect(error(`pageSize=${bad}`)).toBe("pageSize must be a whole number from 1 to 48");
    expect(ok("page=100000&pageSize=48")).toMatchObject({ page: 100000, pageSize: 48 });
    expect(ok("pageSize=1").pageSize).toBe(1);
  });

  it("ignores unknown parameters", () => {
    expect(ok("utm_source=whatsapp&fbclid=x")).toEqual(emptyListingQuery());
  });
});

describe("listingQueryToSearchParams", () => {
  it("omits defaults", () => {
    expect(listingQueryToSearchParams(emptyListingQuery()).toString()).toBe("");
  });

  it("round-trips through the parser", () => {
    const q: ListingQuery = {
      search: "Munnar & tea",
      categories: ["camping", "family-tours"],
      price: "over-100000",
      duration: "15-plus",
      date: "2027-01-05",
      page: 2,
      pageSize: 6,
    };
    const params = listingQueryToSearchParams(q);
    expect(params.get("categories")).toBe("camping,family-tours");
    expect(ok(params.toString())).toEqual(q);
  });
});

describe("activeFilterCount", () => {
  it("counts categories, price, duration and date, not the search", () => {
    expect(activeFilterCount(emptyListingQuery())).toBe(0);
    expect(activeFilterCount({ ...emptyListingQuery(), search: "munnar" })).toBe(0);
    expect(activeFilterCount(ok("categories=camping,trekking&price=under-10000&duration=1-3&date=2026-12-01"))).toBe(5);
    expect(hasListingFilters({ ...emptyListingQuery(), search: "munnar" })).toBe(true);
    expect(hasListingFilters(emptyListingQuery())).toBe(false);
  });
});

describe("sort and district parameters", () => {
  it("reads a sort and a district, and leaves the default sort out of the query and the URL", () => {
    // An old district link is the destination of the same slug; only Outside Kerala stays a district.
    expect(ok("sort=price-asc&district=idukki")).toMatchObject({ sort: "price-asc", destination: "idukki" });
    expect(listingQueryToSearchParams(ok("district=idukki")).toString()).toBe("destination=idukki");
    expect(ok("sort=recommended")).toEqual(emptyListingQuery());
    expect(listingQueryToSearchParams(ok("sort=departure&district=outside-kerala")).toString()).toBe(
      "district=outside-kerala&sort=departure",
    );
  });

  it("names the parameter and the allowed values for a bad sort or district", () => {
    expect(error("sort=cheapest")).toBe("sort must be one of recommended, price-asc, price-desc, duration, departure, newest, rating");
    expect(error("district=goa")).toMatch(/^district must be one of thiruvananthapuram, kollam, .*, kasaragod, outside-kerala$/);
  });

  it("counts the district as a filter but not the sort", () => {
    expect(activeFilterCount(ok("district=wayanad&sort=duration"))).toBe(1);
    expect(hasListingFilters(ok("sort=duration"))).toBe(false);
  });
});

describe("destination parameter (ADR 108)", () => {
  it("reads a place's slug at any level, lower-cased, and counts it as a filter", () => {
    expect(ok("destination=kerala").destination).toBe("kerala");
    expect(ok("destination=Munnar").destination).toBe("munnar");
    expect(listingQueryToSearchParams(ok("destination=fort-kochi&page=2")).toString()).toBe("destination=fort-kochi&page=2");
    expect(activeFilterCount(ok("destination=goa"))).toBe(1);
  });

  it("an explicit destination wins over an old district link", () => {
    expect(ok("district=idukki&destination=munnar").destination).toBe("munnar");
  });

  it("refuses a value that cannot be a slug, naming the parameter", () => {
    expect(error("destination=../etc")).toBe(
      "destination must be a place's slug: lower-case letters, digits and hyphens, e.g. kerala or munnar",
    );
    expect(error("destination=kerala--x")).toMatch(/^destination must be/);
  });
});

describe("rating parameters (ADR 028)", () => {
  it("reads minRating 1 to 5 and sort=rating, and writes them back", () => {
    expect(ok("minRating=4&sort=rating")).toEqual({ ...emptyListingQuery(), minRating: 4, sort: "rating" });
    expect(listingQueryToSearchParams(ok("sort=rating&minRating=3")).toString()).toBe("minRating=3&sort=rating");
    expect(activeFilterCount(ok("minRating=4&sort=rating"))).toBe(1);
    expect(hasListingFilters(ok("minRating=4"))).toBe(true);
  });

  it("names the parameter for a bad minimum rating", () => {
    for (const bad of ["0", "6", "4.5", "four", "-1"])
      expect(error(`minRating=${bad}`)).toBe("minRating must be a whole number from 1 to 5");
  });
});
