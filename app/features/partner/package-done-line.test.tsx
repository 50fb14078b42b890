import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../../domain/site-language";
import { partnerCopy } from "../../i18n/copy/partner";
import { InLanguage } from "../../i18n/testing/in-language";
import { PackageDoneLine, SAVE_DONE, type PackageDone } from "./partner-packages";

function render(done: PackageDone | null, language: SiteLanguage) {
  return renderToStaticMarkup(
    <InLanguage language={language}>
      <PackageDoneLine done={done} />
    </InLanguage>,
  );
}

/** The portal's line that says what was done to a package, naming it by the title its provider wrote. */
describe("the portal's live line after an action on a package", () => {
  it("isolates the title inside the Arabic sentence, so a title ending in a sign or a digit keeps its order", () => {
    expect(render({ message: partnerCopy.actionDoneSubmit, title: "Trip #2" }, "ar")).toBe(
      '<p role="status" class="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">' +
        "<bdi>Trip #2</bdi>: أُرسلت للمراجعة.</p>",
    );
    expect(render({ message: partnerCopy.savedDraft, title: "Munnar 3N/4D." }, "ar")).toContain(
      "<bdi>Munnar 3N/4D.</bdi>: حُفظت مسودةً، وليست منشورة بعد.",
    );
  });

  it("reads the same sentence in English, and stays in the page, hidden, while nothing was done", () => {
    expect(render({ message: partnerCopy.actionDoneWithdraw, title: "Trip #2" }, "en")).toContain(
      "<bdi>Trip #2</bdi>: withdrawn from review.</p>",
    );
    expect(render(null, "ar")).toBe('<p role="status" class="sr-only"></p>');
  });

  it("names the package when a save changed nothing, and says a change left in review still waits, in every language", () => {
    const title = "Munnar Tea Trails";
    const said = (outcome: "unchanged" | "revision-still-waits" | "departures-live-revision-still-waits", language: SiteLanguage) =>
      render({ message: SAVE_DONE[outcome], title }, language).replace(/<[^>]+>/g, "");
    const unchanged: Record<SiteLanguage, string> = {
      en: "No changes to save to “Munnar Tea Trails”.",
      ml: "“Munnar Tea Trails” എന്നതിൽ സേവ് ചെയ്യാൻ മാറ്റങ്ങളൊന്നുമില്ല.",
      hi: "“Munnar Tea Trails” में सहेजने के लिए कोई बदलाव नहीं है।",
      ar: "لا توجد تغييرات لحفظها في «Munnar Tea Trails».",
    };
    const stillWaits: Record<SiteLanguage, string> = {
      en: "Munnar Tea Trails: nothing changed, so nothing new was sent; the change you sent earlier still waits for review.",
      ml: "Munnar Tea Trails: ഒന്നും മാറിയിട്ടില്ല, അതിനാൽ പുതുതായി ഒന്നും അയച്ചില്ല; നേരത്തേ അയച്ച മാറ്റം ഇപ്പോഴും പരിശോധനയ്ക്ക് കാത്തിരിക്കുന്നു.",
      hi: "Munnar Tea Trails: कुछ नहीं बदला, इसलिए कुछ नया नहीं भेजा गया; पहले भेजा गया बदलाव अब भी समीक्षा की प्रतीक्षा में है।",
      ar: "Munnar Tea Trails: لم يتغير شيء، فلم يُرسل شيء جديد؛ والتعديل الذي أرسلته سابقًا ما زال ينتظر المراجعة.",
    };
    for (const language of ["en", "ml", "hi", "ar"] as const) {
      expect(said("unchanged", language), language).toBe(unchanged[language]);
      expect(said("revision-still-waits", language), language).toBe(stillWaits[language]);
    }
    // Only the departures changed while a change waited: they went live, and the change still waits.
    expect(said("departures-live-revision-still-waits", "en")).toBe(
      "Munnar Tea Trails: the departures are live now; nothing else changed, so nothing new was sent, and the change you sent earlier still waits for review.",
    );
    expect(said("departures-live-revision-still-waits", "ar")).toBe(
      "Munnar Tea Trails: مواعيد الانطلاق سارية الآن؛ ولم يتغير شيء آخر، فلم يُرسل شيء جديد؛ والتعديل الذي أرسلته سابقًا ما زال ينتظر المراجعة.",
    );
    // The title keeps its own direction inside the Arabic sentence.
    expect(render({ message: SAVE_DONE.unchanged, title }, "ar")).toContain("«<bdi>Munnar Tea Trails</bdi>»");
  });

  it("says a saved change to a paused or expired package leaves it paused or off sale, not that a live version stays public", () => {
    const title = "Munnar Tea Trails";
    const said = (outcome: keyof typeof SAVE_DONE, standing: "live" | "paused" | "expired", language: SiteLanguage = "en") =>
      render({ message: SAVE_DONE[outcome], title, standing }, language).replace(/<[^>]+>/g, "");
    expect(said("revision", "live")).toBe("Munnar Tea Trails: change sent for review; the live version stays public until it is approved.");
    expect(said("revision", "paused")).toBe(
      "Munnar Tea Trails: change sent for review. The package stays paused meanwhile and takes no bookings.",
    );
    expect(said("revision", "expired")).toBe("Munnar Tea Trails: change sent for review. The package has expired and is not on sale.");
    expect(said("revision", "paused", "ml")).toBe(
      "Munnar Tea Trails: മാറ്റം പരിശോധനയ്ക്ക് അയച്ചു. അതുവരെ പാക്കേജ് നിർത്തിവച്ച നിലയിൽ തുടരും, ബുക്കിംഗ് സ്വീകരിക്കില്ല.",
    );
    expect(said("revision", "paused", "hi")).toBe("Munnar Tea Trails: बदलाव समीक्षा के लिए भेजा गया। तब तक पैकेज रुका रहेगा और बुकिंग नहीं लेगा।");
    expect(said("revision", "expired", "ar")).toBe("Munnar Tea Trails: أُرسل التعديل للمراجعة. الباقة منتهية وليست معروضة للبيع.");
    expect(said("revision-departures-live", "paused")).toBe(
      "Munnar Tea Trails: the departures are saved; the other changes were sent for review. The package stays paused meanwhile and takes no bookings.",
    );
    // Departures of a package that takes no bookings are saved, not "live now".
    expect(said("departures-live", "expired")).toBe(
      "Munnar Tea Trails: the departures are saved; nothing else changed, so nothing waits for review.",
    );
    expect(said("withdrawn-departures-live", "paused")).toBe(
      "Munnar Tea Trails: the departures are saved; nothing else differs from the package as it stands, so the change that waited for review was withdrawn.",
    );
    for (const language of ["en", "ml", "hi", "ar"] as const)
      // Every outcome of a save of a package that went live (a draft's save says it is not public yet).
      for (const outcome of (Object.keys(SAVE_DONE) as (keyof typeof SAVE_DONE)[]).filter((o) => o !== "draft"))
        for (const standing of ["paused", "expired"] as const)
          expect(said(outcome, standing, language), `${language} ${outcome} ${standing}`).not.toMatch(
            /live version|stays public|live now|പൊതുവായി|सार्वजनिक|अभी से लागू|النسخة المنشورة|سارية الآن/,
          );
  });
});
