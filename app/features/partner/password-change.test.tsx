import { useIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../../domain/site-language";
import { partnerCopy } from "../../i18n/copy/partner";
import { PartnerApiError } from "./partner-api";
import { NewPasswordBreaksRule } from "./password-boxes";
import { passwordChangeProblem } from "./password-change";
import { useProblemText } from "./use-problem";
import { readInPortalPage } from "./testing/read-in-portal-page";
import { intlOf } from "../../i18n/testing/intl-of";
import { NEW_PASSWORD_RULE_SAID } from "./testing/new-password-rule";

/** The server's answers to a refused change, as the portal's API client gives them. */
const SERVER = {
  newPassword: new PartnerApiError("The password must be 8 to 128 characters long.", 400, 0, "newPassword"),
  currentPassword: new PartnerApiError("The current password is not right.", 400, 0, "currentPassword"),
  noBody: new PartnerApiError("The request body is missing a field.", 400),
};

/** What a refused password change says, and beside which of the form's two boxes. */
describe("the portal's password change, refused", () => {
  it("names the new password beside its box, found in the form or by the server, in every language", () => {
    for (const language of ["en", "ml", "hi", "ar"] as const) {
      const intl = intlOf(language);
      const whole = () => intl.formatMessage(partnerCopy.failed);
      for (const error of [new NewPasswordBreaksRule(), SERVER.newPassword])
        expect(passwordChangeProblem(intl, error, whole), `${language}: ${error.name}`).toEqual({
          box: "next",
          text: NEW_PASSWORD_RULE_SAID[language],
        });
    }
  });

  it("says a new password that is the current one beside the new password's box, in every language", () => {
    // Told by its code: the English words may be reworded.
    const same = new PartnerApiError("The new password is the current one.", 400, 0, "newPassword", { code: "partner.newPasswordSame" });
    const expected: Record<SiteLanguage, string> = {
      en: "The new password must differ from the current one.",
      ml: "പുതിയ പാസ്‌വേഡ് നിലവിലെ പാസ്‌വേഡിൽ നിന്ന് വ്യത്യസ്തമായിരിക്കണം.",
      hi: "नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।",
      ar: "يجب أن تختلف كلمة المرور الجديدة عن الحالية.",
    };
    for (const language of ["en", "ml", "hi", "ar"] as const) {
      const intl = intlOf(language);
      expect(
        passwordChangeProblem(intl, same, () => "whole form"),
        language,
      ).toEqual({ box: "next", text: expected[language] });
    }
  });

  it("says a wrong current password beside its own box, and a problem of the whole form at the form's top", () => {
    const intl = intlOf("ar");
    const whole = () => intl.formatMessage(partnerCopy.failed);
    expect(passwordChangeProblem(intl, SERVER.currentPassword, whole)).toEqual({ box: "current", text: "كلمة المرور الحالية غير صحيحة." });
    expect(passwordChangeProblem(intl, SERVER.noBody, whole)).toEqual({ box: "", text: intl.formatMessage(partnerCopy.failed) });
    expect(passwordChangeProblem(intl, new PartnerApiError("", 0), whole)).toEqual({
      box: "",
      text: intl.formatMessage(partnerCopy.failed),
    });
  });
});

/** What the form says for `error` with the portal's own words for a problem of the whole form (the sign-in form's). */
function saidFor(language: SiteLanguage, error: unknown): { box: string; text: string } {
  return readInPortalPage(language, function useSaid() {
    return passwordChangeProblem(useIntl(), error, useProblemText());
  });
}

describe("the portal's password change, held by the sign-in's limit", () => {
  it("says the wait at the form's top, in the sign-in form's words, in every language", () => {
    // The server's 429: its English words, and the wait in Retry-After (two minutes here).
    const held = new PartnerApiError("Too many attempts, try again in 2 minutes", 429, 120);
    const expected: Record<SiteLanguage, string> = {
      en: "Too many attempts. Try again in 2 minutes.",
      ml: "വളരെയധികം ശ്രമങ്ങൾ. 2 മിനിറ്റിനു ശേഷം വീണ്ടും ശ്രമിക്കുക.",
      hi: "बहुत अधिक प्रयास। 2 मिनट बाद फिर कोशिश करें।",
      ar: "محاولات كثيرة جدًا. حاول مرة أخرى بعد 2 دقيقة.",
    };
    for (const language of ["en", "ml", "hi", "ar"] as const)
      expect(saidFor(language, held), language).toEqual({ box: "", text: expected[language] });
    // A wait under a minute is said as one minute.
    expect(saidFor("en", new PartnerApiError("Too many attempts, try again in 1 minute", 429, 59)).text).toBe(
      "Too many attempts. Try again in 1 minute.",
    );
  });
});
