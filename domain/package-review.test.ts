import { describe, expect, it } from "vitest";
import { storedPackageFixture } from "./testing/stored-package";
import {
  applyRevision,
  compareRevision,
  imageListChange,
  PARTNER_PACKAGE_STATES,
  partnerActions,
  partnerEditRefusal,
  partnerMayEdit,
  partnerPackageState,
  submittedFields,
} from "./package-review";

describe("which partner packages the editor may save", () => {
  it("answers for every state, written out", () => {
    const table = Object.fromEntries(PARTNER_PACKAGE_STATES.map((s) => [s, partnerEditRefusal(s)]));
    expect(table).toEqual({
      draft: null,
      "in-review": "in-review",
      returned: null,
      live: null,
      "live-change-in-review": null,
      "live-change-returned": null,
      paused: null,
      "paused-change-in-review": null,
      "paused-change-returned": null,
      expired: null,
      "expired-change-in-review": null,
      "expired-change-returned": null,
      archived: "archived",
    });
    // May edit: exactly the states the table above refuses nothing.
    for (const s of PARTNER_PACKAGE_STATES) expect(partnerMayEdit(s), s).toBe(table[s] === null);
  });

  it("follows the stored status and review through the state", () => {
    const state = (status: Parameters<typeof partnerPackageState>[0], review: Parameters<typeof partnerPackageState>[1]) =>
      partnerEditRefusal(partnerPackageState(status, review));
    expect(state("Draft", { kind: "new", state: "in-review" })).toBe("in-review");
    expect(state("Draft", { kind: "new", state: "returned" })).toBeNull();
    expect(state("Draft", null)).toBeNull();
    // A live package with a revision waiting stays editable: the revision is replaced.
    expect(state("Active", { kind: "revision", state: "in-review" })).toBeNull();
    expect(state("Archived", null)).toBe("archived");
    expect(state("Archived", { kind: "revision", state: "returned" })).toBe("archived");
  });
});

describe("the state a partner's list shows", () => {
  it("says what the public sees now first, and a change waiting or returned beside it", () => {
    const waiting = { kind: "revision", state: "in-review" } as const;
    const returned = { kind: "revision", state: "returned" } as const;
    expect(partnerPackageState("Active", waiting)).toBe("live-change-in-review");
    expect(partnerPackageState("Active", returned)).toBe("live-change-returned");
    // Paused (by the partner or the admin) or expired: not public, whatever change waits.
    expect(partnerPackageState("Paused", waiting)).toBe("paused-change-in-review");
    expect(partnerPackageState("Paused", returned)).toBe("paused-change-returned");
    expect(partnerPackageState("Expired", waiting)).toBe("expired-change-in-review");
    expect(partnerPackageState("Expired", returned)).toBe("expired-change-returned");
    expect(partnerPackageState("Paused", null)).toBe("paused");
    expect(partnerPackageState("Expired", null)).toBe("expired");
    expect(partnerPackageState("Active", null)).toBe("live");
  });
});

describe("what a partner may do to a package from its list", () => {
  it("answers for each status and review, written out", () => {
    const inReview = { kind: "new", state: "in-review" } as const;
    const returned = { kind: "new", state: "returned" } as const;
    const revision = { kind: "revision", state: "in-review" } as const;
    const revisionReturned = { kind: "revision", state: "returned" } as const;
    expect(partnerActions("Draft", null, false)).toEqual(["submit", "delete"]);
    expect(partnerActions("Draft", inReview, false)).toEqual(["withdraw", "delete"]);
    expect(partnerActions("Draft", returned, false)).toEqual(["submit", "delete"]);
    expect(partnerActions("Active", null, true)).toEqual(["pause", "archive"]);
    expect(partnerActions("Active", revision, true)).toEqual(["withdraw", "pause", "archive"]);
    expect(partnerActions("Active", revisionReturned, true)).toEqual(["withdraw", "pause", "archive"]);
    // Paused with a revision waiting: resumed, not paused again.
    expect(partnerActions("Paused", revision, true)).toEqual(["withdraw", "resume", "archive"]);
    expect(partnerActions("Paused", null, true)).toEqual(["resume", "archive"]);
    // Paused by the admin: the admin's to resume; archiving stays the partner's.
    expect(partnerActions("Paused", null, true, true)).toEqual(["archive"]);
    expect(partnerActions("Paused", revision, true, true)).toEqual(["withdraw", "archive"]);
    expect(partnerActions("Expired", null, true)).toEqual(["archive"]);
    expect(partnerActions("Expired", revisionReturned, true)).toEqual(["withdraw", "archive"]);
    expect(partnerActions("Archived", null, true)).toEqual([]);
  });
});

describe("a revision's change to a list of images", () => {
  it("says which go, which come and how many stay", () => {
    expect(imageListChange(["/u/a.webp", "/u/b.webp", "/u/c.webp"], ["/u/b.webp", "/u/d.webp", "/u/c.webp", "/u/e.webp"])).toEqual({
      removed: ["/u/a.webp"],
      added: ["/u/d.webp", "/u/e.webp"],
      kept: 2,
      reordered: false,
    });
  });

  it("tells a new order from no change, and handles empty lists", () => {
    expect(imageListChange(["/u/a.webp", "/u/b.webp"], ["/u/b.webp", "/u/a.webp"])).toEqual({
      removed: [],
      added: [],
      kept: 2,
      reordered: true,
    });
    expect(imageListChange(["/u/a.webp"], ["/u/a.webp"])).toEqual({ removed: [], added: [], kept: 1, reordered: false });
    expect(imageListChange([], ["/u/a.webp"])).toEqual({ removed: [], added: ["/u/a.webp"], kept: 0, reordered: false });
    expect(imageListChange(["/u/a.webp"], [])).toEqual({ removed: ["/u/a.webp"], added: [], kept: 0, reordered: false });
  });
});

describe("what a revision makes of the live package", () => {
  const base = storedPackageFixture({ title: "Munnar Mist", description: "Tea gardnes.", featured: false });
  // The partner changed the title; the departures it carried are those of when it was saved.
  const proposed = { ...base, title: "Munnar Mist and Meesapulimala", departures: [] };
  // Meanwhile the admin fixed the description and featured it, and a seat was sold.
  const departures = [{ date: "2026-12-10", seatsTotal: 10, seatsLeft: 4, priceAdult: null }];
  const live = { ...base, description: "Tea gardens.", featured: true, departures };

  it("applies the reviewed fields the partner changed from its base over the live version as it is now", () => {
    expect(applyRevision(live, base, proposed)).toEqual({
      ...base,
      title: "Munnar Mist and Meesapulimala",
      description: "Tea gardens.",
      featured: true,
      departures: [{ date: "2026-12-10", seatsTotal: 10, seatsLeft: 4, priceAdult: null }],
    });
  });

  it("takes the revision's value of a field both changed, and every reviewed field of a revision stored without its base", () => {
    const both = { ...proposed, description: "Tea gardens and mist." };
    expect(applyRevision(live, base, both)).toMatchObject({ title: "Munnar Mist and Meesapulimala", description: "Tea gardens and mist." });
    expect(applyRevision(live, null, proposed)).toMatchObject({
      title: "Munnar Mist and Meesapulimala",
      description: "Tea gardnes.",
      featured: true,
      departures: [{ date: "2026-12-10", seatsTotal: 10, seatsLeft: 4, priceAdult: null }],
    });
  });

  // A seeded or older package without an offer keeps its offer prices empty; the editor's save
  // stores them as 0. Neither is an offer, so neither is a change.
  it("reads empty and 0 offer prices without an offer as the same nothing", () => {
    const seeded = storedPackageFixture({ hasOffer: false, offerPriceAdult: null, offerPriceChild: null });
    const saved = { ...seeded, title: "Munnar Mist and Meesapulimala", offerPriceAdult: 0, offerPriceChild: 0 };
    expect(compareRevision(seeded, saved)).toEqual([{ field: "title", before: seeded.title, after: "Munnar Mist and Meesapulimala" }]);
    expect(applyRevision(seeded, seeded, saved)).toMatchObject({ offerPriceAdult: null, offerPriceChild: null });
    // An offer that is taken away is a change of both the offer and its prices.
    const offered = { ...seeded, hasOffer: true, offerPriceAdult: 900_000, offerPriceChild: 400_000 };
    expect(compareRevision(offered, { ...offered, hasOffer: false, offerPriceAdult: 0, offerPriceChild: 0 })).toEqual([
      { field: "hasOffer", before: true, after: false },
      { field: "offerPriceAdult", before: 900_000, after: null },
      { field: "offerPriceChild", before: 400_000, after: null },
    ]);
  });
});

describe("what a new package fills in, as the admin reads it", () => {
  it("lists the reviewed fields in the editor's order with their values, leaving out the empty ones", () => {
    const pkg = storedPackageFixture({
      googleReviewScreenshot: null,
      originalPriceChild: null,
      offerPriceChild: null,
      pdfFile: null,
      attractions: [],
      exclusions: [],
      cancellationPolicy: "",
      // A customisation map whose groups hold no option, and no translation given: nothing to read.
      customizationOptions: { Food: [], Others: [] },
      translations: { ml: { title: "", description: "" } },
    });
    expect(submittedFields(pkg)).toEqual([
      { field: "title", value: "Munnar Mist" },
      { field: "packageCode", value: "MUN-01" },
      { field: "location", value: "Munnar" },
      { field: "startingLocation", value: "Kochi" },
      { field: "destinations", value: "Munnar, Thekkady" },
      { field: "durationDays", value: 3 },
      { field: "durationNights", value: 2 },
      { field: "categories", value: ["trekking", "last-minute-deals"] },
      { field: "currency", value: "INR" },
      { field: "originalPriceAdult", value: 1_249_950 },
      { field: "hasOffer", value: true },
      { field: "offerPriceAdult", value: 999_900 },
      { field: "bannerImage", value: "/uploads/b.w1600.webp" },
      { field: "galleryImages", value: ["/uploads/g1.w1600.webp"] },
      { field: "minGroupSize", value: 2 },
      { field: "maxGroupSize", value: 12 },
      { field: "description", value: "Tea gardens." },
      { field: "highlights", value: ["Sunrise"] },
      { field: "endDate", value: "2026-12-01" },
      { field: "bookingOpeningDate", value: "2026-11-01" },
      { field: "bookingClosingDate", value: "2026-12-31" },
      { field: "mainPlaces", value: ["Top Station"] },
      { field: "district", value: "idukki" },
      { field: "itinerary", value: [{ title: "Arrive", description: "", overnight: "Munnar", meals: ["dinner"] }] },
      { field: "inclusions", value: ["Stay"] },
      { field: "gstIncluded", value: true },
    ]);
  });

  it("keeps a no (false) and a zero, the options of a group that has some, and a translation that says something; no offer, no offer prices", () => {
    const pkg = storedPackageFixture({
      hasOffer: false,
      // What the normaliser stores without an offer: not something the partner gave.
      offerPriceAdult: 0,
      offerPriceChild: 0,
      gstIncluded: false,
      customizationOptions: { Food: [], Accommodations: [{ name: "Sea view", price: 0 }] },
      translations: { ml: { title: "മൂന്നാർ", description: "" } },
    });
    const fields = submittedFields(pkg);
    expect(
      fields.filter((f) =>
        ["hasOffer", "offerPriceAdult", "offerPriceChild", "gstIncluded", "customizationOptions", "translations"].includes(f.field),
      ),
    ).toEqual([
      { field: "hasOffer", value: false },
      { field: "customizationOptions", value: { Food: [], Accommodations: [{ name: "Sea view", price: 0 }] } },
      { field: "gstIncluded", value: false },
      { field: "translations", value: { ml: { title: "മൂന്നാർ", description: "" } } },
    ]);
    // The admin's own fields and the departures are not reviewed.
    expect(fields.map((f) => f.field)).not.toContain("featured");
    expect(fields.map((f) => f.field)).not.toContain("departures");
  });
});
