import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../../domain/site-language";
import { PartnerApiError } from "./partner-api";
import { sessionCheckFailed, type PortalState } from "./partner-portal";
import { useProblemText } from "./use-problem";
import { readInPortalPage } from "./testing/read-in-portal-page";

const CONTACT = "hello@keralatrips.example";

/** The portal's screen after its opening session check failed with `error`, with the page's problem texts in `language`. */
function screenAfter(language: SiteLanguage, error: unknown): PortalState {
  return readInPortalPage(
    language,
    function useScreen() {
      return sessionCheckFailed(error, useProblemText());
    },
    { publicConfig: { contact: { email: CONTACT } } },
  );
}

/** What the portal shows when the browser's session is refused as the page opens. */
describe("the portal opened with a session that ended", () => {
  // The server's answer to the first request of a suspended provider's session (it deletes the session as it answers).
  const suspended = new PartnerApiError(`This provider account is suspended; contact ${CONTACT}.`, 403, 0, "", {
    code: "partner.providerSuspended",
    params: { contact: CONTACT },
  });

  it("says on the sign-in form that the provider account is suspended and whom to contact, in every language", () => {
    const said: Record<SiteLanguage, string> = {
      en: `This provider account is suspended; contact ${CONTACT}.`,
      ml: `ഈ സേവനദാതാവിന്റെ അക്കൗണ്ട് താൽക്കാലികമായി നിർത്തിവച്ചിരിക്കുന്നു; ${CONTACT} എന്ന വിലാസത്തിൽ ബന്ധപ്പെടുക.`,
      hi: `इस प्रदाता का खाता निलंबित है; ${CONTACT} से संपर्क करें।`,
      ar: `حساب هذا المزوّد معلّق؛ تواصل مع ${CONTACT}.`,
    };
    for (const language of ["en", "ml", "hi", "ar"] as const)
      expect(screenAfter(language, suspended), language).toEqual({ kind: "signed-out", notice: said[language] });
  });

  it("shows the plain sign-in without a session or with another role's, and the problem when the server is not reached", () => {
    expect(screenAfter("en", new PartnerApiError("Not signed in.", 401))).toEqual({ kind: "signed-out" });
    expect(screenAfter("en", new PartnerApiError("Signed in with another role.", 403))).toEqual({ kind: "signed-out" });
    expect(screenAfter("en", new PartnerApiError("", 0))).toMatchObject({ kind: "unreachable" });
  });
});
