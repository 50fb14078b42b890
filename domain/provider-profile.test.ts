import { describe, expect, it } from "vitest";
import { liveProfileEdits } from "./provider-profile";

const LOADED = {
  description: "Houseboats on Vembanad.",
  whatsappNumber: "+91 98470 12345",
  baseLocation: "Alappuzha",
  district: "alappuzha",
};

describe("the public profile's save sends only what the person changed", () => {
  it("leaves out the fields the form shows as they were loaded", () => {
    // Another person of the provider (or the admin) may have changed those meanwhile: sending the
    // loaded values back would put the old ones live again.
    expect(liveProfileEdits(LOADED, { ...LOADED, whatsappNumber: "+91 98470 99999" })).toEqual({ whatsappNumber: "+91 98470 99999" });
    expect(liveProfileEdits(LOADED, { ...LOADED, description: "Houseboats and canoes.", district: "kottayam" })).toEqual({
      description: "Houseboats and canoes.",
      district: "kottayam",
    });
  });

  it("sends nothing when nothing was changed", () => {
    expect(liveProfileEdits(LOADED, { ...LOADED })).toEqual({});
  });

  it("sends a field emptied by the person", () => {
    expect(liveProfileEdits(LOADED, { ...LOADED, baseLocation: "" })).toEqual({ baseLocation: "" });
  });
});
