import { CHOICE_COOKIE_MAX_AGE } from "../../domain/site-language";

/** Remembers a language or currency choice for a year (not personal data, not sent anywhere else). */
export function rememberChoice(name: string, value: string) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
