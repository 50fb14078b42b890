import { describe, expect, it } from "vitest";
import type { PartnerPackageState } from "../../../domain/package-review";
import type { SiteLanguage } from "../../../domain/site-language";
import { partnerCopy } from "../../i18n/copy/partner";
import { intlOf } from "../../i18n/testing/intl-of";
import { confirmationOf } from "./partner-packages";

const TITLE = "Munnar Tea Trails";

/** The question the list asks before an action on a package in `state`, in `language`; null when it asks none. */
function asked(state: PartnerPackageState, action: Parameters<typeof confirmationOf>[1], language: SiteLanguage = "en") {
  const question = confirmationOf({ state }, action);
  return question ? intlOf(language).formatMessage(question, { title: TITLE }) : null;
}

/** What the portal's list asks before an action that loses something. */
describe("the portal's list, before an action that loses something", () => {
  it("asks before withdrawing a change the admin returned, saying the change and the admin's reason are discarded, in every language", () => {
    const said: Record<SiteLanguage, string> = {
      en: "Discard the change the admin returned for “Munnar Tea Trails”? Your edits and the admin's reason are deleted; the package stays as it is now.",
      ml: "“Munnar Tea Trails” എന്നതിന് അഡ്മിൻ തിരിച്ചയച്ച മാറ്റം ഉപേക്ഷിക്കണോ? നിങ്ങളുടെ തിരുത്തലുകളും അഡ്മിൻ നൽകിയ കാരണവും ഇല്ലാതാകും; പാക്കേജ് ഇപ്പോഴുള്ളതുപോലെ തുടരും.",
      hi: "“Munnar Tea Trails” के लिए एडमिन द्वारा लौटाया गया बदलाव छोड़ दें? आपके संपादन और एडमिन का बताया कारण हटा दिए जाएँगे; पैकेज अभी जैसा है वैसा ही रहेगा।",
      ar: "هل تتخلى عن التعديل الذي أعاده المشرف على «Munnar Tea Trails»؟ ستُحذف تعديلاتك وسبب المشرف، وتبقى الباقة كما هي الآن.",
    };
    for (const language of ["en", "ml", "hi", "ar"] as const)
      for (const state of ["live-change-returned", "paused-change-returned", "expired-change-returned"] as const)
        expect(asked(state, "withdraw", language), `${language} ${state}`).toBe(said[language]);
  });

  it("asks before withdrawing a change in review, which is deleted too; a new package withdrawn only becomes a draft again", () => {
    expect(asked("live-change-in-review", "withdraw")).toBe(
      "Withdraw the change to “Munnar Tea Trails” from review? It is deleted, not kept as a draft; the package stays as it is now.",
    );
    expect(asked("paused-change-in-review", "withdraw", "ar")).toBe(
      "هل تسحب التعديل على «Munnar Tea Trails» من المراجعة؟ سيُحذف ولن يُحفظ مسودةً، وتبقى الباقة كما هي الآن.",
    );
    expect(asked("in-review", "withdraw")).toBeNull();
  });

  it("still asks before a delete and an archive, and not before the other actions", () => {
    expect(confirmationOf({ state: "draft" }, "delete")).toBe(partnerCopy.confirmDelete);
    expect(confirmationOf({ state: "live" }, "archive")).toBe(partnerCopy.confirmArchive);
    for (const action of ["submit", "pause", "resume"] as const) expect(confirmationOf({ state: "live" }, action), action).toBeNull();
  });
});
