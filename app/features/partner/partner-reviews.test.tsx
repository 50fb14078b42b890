import { describe, expect, it } from "vitest";
import type { SiteLanguage } from "../../../domain/site-language";
import { intlOf } from "../../i18n/testing/intl-of";
import { PartnerApiError } from "./partner-api";
import { ReplyMissing, replyProblem } from "./partner-reviews";
import { wholeFormText } from "./testing/whole-form-text";

/** What a refused reply to a review says, and whether beside the reply's box (which then takes focus). */
describe("the portal's reply to a review, refused", () => {
  it("says an empty reply beside the reply's box, not at the form's top, in every language", () => {
    const said: Record<SiteLanguage, string> = {
      en: "Write a reply first.",
      ml: "ആദ്യം ഒരു മറുപടി എഴുതുക.",
      hi: "पहले जवाब लिखें।",
      ar: "اكتب ردًا أولًا.",
    };
    for (const language of ["en", "ml", "hi", "ar"] as const)
      expect(replyProblem(intlOf(language), new ReplyMissing(), wholeFormText), language).toEqual({ box: "reply", text: said[language] });
  });

  it("says the server's refusal of the reply's text beside the box, and the reply's rule or the network at the top", () => {
    const intl = intlOf("en");
    const empty = new PartnerApiError("Write a reply first.", 400, 0, "reply", { code: "review.replyRequired" });
    expect(replyProblem(intl, empty, wholeFormText)).toMatchObject({ box: "reply" });
    expect(replyProblem(intl, new PartnerApiError("", 0), wholeFormText)).toEqual({ box: "", text: "whole form: 0" });
    expect(replyProblem(intl, new PartnerApiError("This review already has a reply.", 409), wholeFormText).box).toBe("");
  });
});
