import type { SiteLanguage } from "../../../../domain/site-language";

/**
 * Expected values, written out: a new password's refusal by the length rule as the portal says it beside the
 * new password's box, in each language. The tests of joining and of the password change both expect it.
 */
export const NEW_PASSWORD_RULE_SAID: Readonly<Record<SiteLanguage, string>> = {
  en: "The new password must be 8 to 128 characters long.",
  ml: "പുതിയ പാസ്‌വേഡിന് 8 മുതൽ 128 വരെ അക്ഷരങ്ങൾ വേണം.",
  hi: "नया पासवर्ड 8 से 128 अक्षरों का होना चाहिए।",
  ar: "يجب أن تكون كلمة المرور الجديدة من 8 إلى 128 حرفًا.",
};
