import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../../domain/site-language";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError } from "./partner-api";
import { joinProblem, PasswordsDiffer, UnusableLink } from "./partner-join";
import { NewPasswordBreaksRule } from "./password-boxes";
import { InLanguage } from "../../i18n/testing/in-language";
import { intlOf } from "../../i18n/testing/intl-of";
import { NEW_PASSWORD_RULE_SAID } from "./testing/new-password-rule";
import { wholeFormText } from "./testing/whole-form-text";

/** What a refused join says, and beside which of the form's two boxes. */
describe("joining through an invitation link, refused", () => {
  const differ: Record<SiteLanguage, string> = {
    en: "The two passwords differ.",
    ml: "രണ്ട് പാസ്‌വേഡുകളും വ്യത്യസ്തമാണ്.",
    hi: "दोनों पासवर्ड अलग हैं।",
    ar: "كلمتا المرور مختلفتان.",
  };
  const server = new PartnerApiError("The password must be 8 to 128 characters long.", 400, 0, "password");

  it("names the password beside its box (found in the form or by the server), and two that differ beside the repeat", () => {
    for (const language of ["en", "ml", "hi", "ar"] as const) {
      const intl = intlOf(language);
      const whole = () => intl.formatMessage(partnerCopy.failed);
      for (const error of [new NewPasswordBreaksRule(), server])
        expect(joinProblem(intl, error, whole), `${language}: ${error.name}`).toEqual({
          box: "new",
          text: NEW_PASSWORD_RULE_SAID[language],
        });
      expect(joinProblem(intl, new PasswordsDiffer(), whole), language).toEqual({ box: "repeat", text: differ[language] });
    }
  });

  it("says a problem of the link or the network at the form's top", () => {
    const intl = intlOf("en");
    expect(joinProblem(intl, new PartnerApiError("This link was already used.", 410), wholeFormText)).toEqual({
      box: "",
      text: "whole form: 410",
    });
    expect(joinProblem(intl, new PartnerApiError("", 0), wholeFormText)).toEqual({ box: "", text: "whole form: 0" });
    expect(joinProblem(intl, new PartnerApiError("The request body is missing a field.", 400), wholeFormText)).toEqual({
      box: "",
      text: "whole form: 400",
    });
  });
});

/** The invitation page's text (headings, lines, links with their addresses) for a link the server refused with `error`. */
function unusablePage(language: SiteLanguage, path: string, error: PartnerApiError): string {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <InLanguage language={language}>
          <UnusableLink error={error} />
        </InLanguage>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />)
    .replace(/<a [^>]*href="([^"]*)"[^>]*>/g, "[link $1: ")
    .replace(/<\/a>/g, "]")
    .replace(/<h1[^>]*>/g, "# ")
    .replace(/<\/(h1|p)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .trim();
}

describe("an invitation link that cannot be used", () => {
  const used = new PartnerApiError("This link was already used. Sign in, or ask for a new invitation.", 410, 0, "", {
    code: "partner.linkUsed",
  });

  it("says a used invitation was used, not 'Set your password', and links to the sign-in in the page's language", () => {
    expect(unusablePage("en", "/partner/join", used)).toBe(
      "# This invitation was already used\n" +
        "This invitation was already used, and its password is set. Sign in with that password; if you forgot it, ask for a new invitation.\n" +
        "[link /partner: Go to sign-in]",
    );
    expect(unusablePage("ml", "/ml/partner/join", used)).toBe(
      "# ഈ ക്ഷണം ഇതിനകം ഉപയോഗിച്ചു\n" +
        "ഈ ക്ഷണം ഇതിനകം ഉപയോഗിച്ചു, അതിന്റെ പാസ്‌വേഡ് സജ്ജമാക്കിക്കഴിഞ്ഞു. ആ പാസ്‌വേഡ് ഉപയോഗിച്ച് സൈൻ ഇൻ ചെയ്യുക; മറന്നുപോയെങ്കിൽ പുതിയ ക്ഷണം ചോദിക്കുക.\n" +
        "[link /ml/partner: സൈൻ ഇൻ ചെയ്യാൻ പോകുക]",
    );
    expect(unusablePage("hi", "/hi/partner/join", used)).toContain("# यह निमंत्रण पहले ही उपयोग हो चुका है\n");
    expect(unusablePage("ar", "/ar/partner/join", used)).toContain("[link /ar/partner: انتقل إلى تسجيل الدخول]");
  });

  it("says an expired or unknown link cannot be used, and why, without a password form", () => {
    const expired = new PartnerApiError("This link has expired. Ask for a new invitation.", 410, 0, "", { code: "partner.linkExpired" });
    expect(unusablePage("en", "/partner/join", expired)).toBe(
      "# This invitation link cannot be used\nThis link has expired. Ask for a new invitation.",
    );
    // A link a newer invitation replaced, or a revocation withdrew: neither used nor expired.
    const voided = new PartnerApiError("x", 410, 0, "", { code: "partner.linkVoided" });
    expect(unusablePage("en", "/partner/join", voided)).toBe(
      "# This invitation link cannot be used\nThis link was replaced by a newer invitation, or withdrawn. Use the newest invitation you were sent, or ask for a new one.",
    );
    expect(unusablePage("hi", "/hi/partner/join", voided)).toContain("सबसे नया निमंत्रण");
    const unknown = new PartnerApiError("This link is not valid. Ask for a new invitation.", 404);
    expect(unusablePage("ar", "/ar/partner/join", unknown)).toBe(
      "# لا يمكن استخدام رابط الدعوة هذا\nهذا الرابط غير صالح. اطلب دعوة جديدة.",
    );
  });
});
