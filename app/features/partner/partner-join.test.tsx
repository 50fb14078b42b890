import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../../domain/site-language";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError } from "./partner-api";
import { joinProblem, PasswordsDiffer } from "./partner-join";
import { NewPasswordBreaksRule } from "./password-boxes";
import { intlOf } from "../../i18n/testing/intl-of";
import { NEW_PASSWORD_RULE_SAID } from "./testing/new-password-rule";

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
    const whole = (error: unknown) => (error instanceof PartnerApiError ? `whole form: ${error.status}` : "whole form");
    expect(joinProblem(intl, new PartnerApiError("This link was already used.", 410), whole)).toEqual({ box: "", text: "whole form: 410" });
    expect(joinProblem(intl, new PartnerApiError("", 0), whole)).toEqual({ box: "", text: "whole form: 0" });
    expect(joinProblem(intl, new PartnerApiError("The request body is missing a field.", 400), whole)).toEqual({
      box: "",
      text: "whole form: 400",
    });
  });
});
