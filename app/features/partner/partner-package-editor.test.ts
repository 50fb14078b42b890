import { describe, expect, it } from "vitest";
import type { PackageStatus } from "../../../domain/package-lists";
import { partnerPackageState, type PackageReview, type PartnerPackageView, type PartnerSave } from "../../../domain/package-review";
import type { SiteLanguage } from "../../../domain/site-language";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { intlOf } from "../../i18n/testing/intl-of";
import { editorTexts, liveOutcome } from "./partner-package-editor";

/** The server's answer to a live package's save. */
function answer(flags: Omit<PartnerSave, "item">): PartnerSave {
  return { item: storedPackageFixture({ status: "Active" }), ...flags };
}

const NOTHING = { departuresLive: false, revision: "none" } as const;

/** What the list says a live package's save did, read from the server's answer. */
describe("a live package's save, as the portal reads the server's answer", () => {
  it("tells a revision this save sent from the one in review it left as it was, with or without departures gone live", () => {
    expect(liveOutcome(answer({ ...NOTHING, revision: "sent" }))).toBe("revision");
    expect(liveOutcome(answer({ ...NOTHING, revision: "waits" }))).toBe("revision-still-waits");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true, revision: "sent" }))).toBe("revision-departures-live");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true, revision: "waits" }))).toBe("departures-live-revision-still-waits");
  });

  it("says what else a save did: withdrawn, departures live, nothing at all", () => {
    expect(liveOutcome(answer({ ...NOTHING, revision: "withdrawn" }))).toBe("withdrawn");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true, revision: "withdrawn" }))).toBe("withdrawn-departures-live");
    expect(liveOutcome(answer({ ...NOTHING, departuresLive: true }))).toBe("departures-live");
    expect(liveOutcome(answer(NOTHING))).toBe("unchanged");
  });
});

/** The package as GET /api/partner/packages/:id gives it, in `status`, with a change waiting for review or none. */
function viewOf(status: PackageStatus, review: Pick<PackageReview, "kind" | "state"> | null = null): PartnerPackageView {
  const full = review
    ? { ...review, reason: "", reasonFields: [], submittedAt: "2026-11-20T10:00:00.000Z", submittedBy: "p@x.example" }
    : null;
  return {
    item: storedPackageFixture({ status }),
    proposed: null,
    review: full,
    state: partnerPackageState(status, review),
    mayDelete: false,
    version: "v1",
  };
}

/** The editor's heading and intro, which say what the public is offered while a change waits. */
describe("the partner's editor on a package that went live", () => {
  it("says the live version stays public only for a live package, with or without a change waiting", () => {
    for (const review of [null, { kind: "revision", state: "in-review" } as const, { kind: "revision", state: "returned" } as const])
      expect(editorTexts(intlOf("en"), viewOf("Active", review))).toEqual({
        heading: "Change a live package",
        intro:
          "Your change goes to the admin for review; the live version stays public until it is approved. Departures and seats are not reviewed: they go live as soon as you save.",
      });
  });

  it("says a paused package stays paused and an expired one is not on sale, never that a live version stays public, in every language", () => {
    const paused: Record<SiteLanguage, { heading: string; intro: string }> = {
      en: {
        heading: "Change a paused package",
        intro:
          "Your change goes to the admin for review. The package is paused and takes no bookings; approving the change does not resume it. Departures and seats are not reviewed: they apply as soon as you save.",
      },
      ml: {
        heading: "നിർത്തിവച്ച പാക്കേജ് മാറ്റുക",
        intro:
          "നിങ്ങളുടെ മാറ്റം അഡ്മിന്റെ പരിശോധനയ്ക്ക് പോകും. പാക്കേജ് നിർത്തിവച്ചിരിക്കുന്നു, ബുക്കിംഗ് സ്വീകരിക്കുന്നില്ല; മാറ്റം അംഗീകരിച്ചാലും അത് പുനരാരംഭിക്കില്ല. പുറപ്പെടൽ തീയതികളും സീറ്റുകളും പരിശോധിക്കില്ല: സേവ് ചെയ്യുന്ന ഉടൻ അവ ബാധകമാകും.",
      },
      hi: {
        heading: "रुका हुआ पैकेज बदलें",
        intro:
          "आपका बदलाव एडमिन की समीक्षा में जाता है। पैकेज रुका हुआ है और बुकिंग नहीं ले रहा; बदलाव मंज़ूर होने से यह फिर शुरू नहीं होता। प्रस्थान और सीटों की समीक्षा नहीं होती: सहेजते ही वे लागू हो जाते हैं।",
      },
      ar: {
        heading: "تعديل باقة متوقفة مؤقتًا",
        intro:
          "يذهب تعديلك إلى المشرف للمراجعة. الباقة متوقفة مؤقتًا ولا تقبل الحجوزات، ولا تستأنفها الموافقة على التعديل. لا تخضع مواعيد الانطلاق والمقاعد للمراجعة: تسري فور الحفظ.",
      },
    };
    for (const language of ["en", "ml", "hi", "ar"] as const)
      expect(editorTexts(intlOf(language), viewOf("Paused", { kind: "revision", state: "returned" })), language).toEqual(paused[language]);
    expect(editorTexts(intlOf("en"), viewOf("Expired"))).toEqual({
      heading: "Change an expired package",
      intro:
        "Your change goes to the admin for review. The package has expired and is not on sale. Departures and seats are not reviewed: they apply as soon as you save.",
    });
    expect(editorTexts(intlOf("ar"), viewOf("Expired")).intro).toBe(
      "يذهب تعديلك إلى المشرف للمراجعة. الباقة منتهية وليست معروضة للبيع. لا تخضع مواعيد الانطلاق والمقاعد للمراجعة: تسري فور الحفظ.",
    );
  });

  it("keeps the draft's words for a draft and a new package", () => {
    const draftIntro = "Saved as a draft, not public. Submit it for review from your list when it is ready.";
    expect(editorTexts(intlOf("en"), viewOf("Draft"))).toEqual({ heading: "Edit draft", intro: draftIntro });
    expect(editorTexts(intlOf("en"), undefined)).toEqual({ heading: "New package", intro: draftIntro });
  });
});
