import { describe, expect, it } from "vitest";
import { PartnerApiError } from "./partner-api";
import { isSuspendedRefusal, isUsedLink } from "./use-problem";

// The portal tells these answers apart by the code the server gives beside its English words, so
// rewording the English changes nothing on the page.
describe("the portal's reading of the server's refusals", () => {
  it("knows a used invitation link by its code, not by its words", () => {
    expect(isUsedLink(new PartnerApiError("Someone used this link.", 410, 0, "", { code: "partner.linkUsed" }))).toBe(true);
    expect(isUsedLink(new PartnerApiError("Someone used this link.", 410, 0, "", { code: "partner.linkExpired" }))).toBe(false);
    expect(isUsedLink(new PartnerApiError("This link was already used. Sign in, or ask for a new invitation.", 410))).toBe(false);
    expect(isUsedLink(new PartnerApiError("Used.", 404, 0, "", { code: "partner.linkUsed" }))).toBe(false);
  });

  it("knows a suspended provider's refusal by its code, not by its words", () => {
    const coded = { code: "partner.providerSuspended", params: { contact: "help@example.com" } };
    expect(isSuspendedRefusal(new PartnerApiError("Your account is on hold.", 403, 0, "", coded))).toBe(true);
    expect(isSuspendedRefusal(new PartnerApiError("This provider account is suspended; contact x@example.com.", 403))).toBe(false);
    expect(isSuspendedRefusal(new PartnerApiError("Your account is on hold.", 401, 0, "", coded))).toBe(false);
  });
});
