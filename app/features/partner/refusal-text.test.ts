import { describe, expect, it } from "vitest";
import { packageReviewRefusal } from "../../../domain/package-review";
import { profileRefusal } from "../../../domain/provider-profile";
import { reviewRefusal } from "../../../domain/reviews";
import type { SiteLanguage } from "../../../domain/site-language";
import { fileRefusal, imageRefusal, uploadRefusal } from "../../../domain/upload-messages";
import type { CodedMessage } from "../../../domain/coded-message";
import { refusalText } from "./refusal-text";
import { intlOf } from "../../i18n/testing/intl-of";

const say = (language: SiteLanguage, refusal: CodedMessage | { message: string; code?: string }) => refusalText(intlOf(language), refusal);

describe("a partner API refusal in the page's language", () => {
  it("says a workflow refusal by its code in Malayalam and Arabic, and the domain's words in English", () => {
    const inReview = packageReviewRefusal("inReview");
    expect(inReview.code).toBe("packageReview.inReview");
    expect(say("ml", inReview)).toBe("ഈ പാക്കേജ് പരിശോധനയിലാണ്. തിരുത്താൻ ആദ്യം പരിശോധനയിൽ നിന്ന് പിൻവലിക്കുക.");
    expect(say("ar", packageReviewRefusal("cannotDelete"))).toBe("لا يمكن حذف باقة سبق نشرها؛ أرشفها بدلًا من ذلك.");
    expect(say("hi", packageReviewRefusal("resumeAdminPaused"))).toBe("इस पैकेज को एडमिन ने रोका है; केवल एडमिन ही इसे फिर से शुरू कर सकते हैं।");
    expect(say("en", packageReviewRefusal("archiveRefused"))).toBe("Only a live, paused or expired package can be archived.");
  });

  it("fills a number in, with the Arabic plural its count takes", () => {
    expect(say("ar", reviewRefusal("replyTooLong"))).toBe("لا يمكن أن يزيد الرد عن 1,000 حرف.");
    expect(say("ar", imageRefusal("tooManyPixels"))).toBe("الصورة كبيرة جدًا: الحد المسموح 40 ميغابكسلًا.");
    expect(say("ml", uploadRefusal("quotaReached", { quotaMb: 500 }))).toBe(
      "നിങ്ങളുടെ അപ്‌ലോഡുകൾ ഈ അക്കൗണ്ടിന്റെ പരിധിയായ 500 MB-യിൽ എത്തി. ഒരു പാക്കേജും ഉപയോഗിക്കാത്ത ഫോട്ടോകളോ PDF-കളോ നീക്കം ചെയ്യുക, അല്ലെങ്കിൽ കൂടുതൽ ഇടം ഞങ്ങളോട് ചോദിക്കുക.",
    );
    // The upload's PDF limit is the editor's own check, in its words.
    expect(say("ar", uploadRefusal("pdfTooLarge"))).toBe("حجم ملف PDF يتجاوز حد 6 ميغابايت.");
  });

  it("names a refused file by its kind in the page's words", () => {
    const refusal = fileRefusal("notYourUpload", { field: "galleryImages", label: "Gallery image" });
    expect(refusal.message).toBe("Gallery image was not uploaded from your account. Please upload the file again.");
    expect(say("ml", refusal)).toBe("ഗാലറി ചിത്രം നിങ്ങളുടെ അക്കൗണ്ടിൽ നിന്ന് അപ്‌ലോഡ് ചെയ്തതല്ല. ദയവായി ഫയൽ വീണ്ടും അപ്‌ലോഡ് ചെയ്യുക.");
    expect(say("ar", fileRefusal("mustBePdf", { field: "pdfFile", label: "PDF file" }))).toBe("ملف PDF: يجب أن يكون ملف PDF مرفوعًا.");
  });

  it("names a profile field by the form's label", () => {
    const refusal = {
      message: "Description is too long (at most 2000 characters).",
      code: "provider.tooLong",
      params: { field: "description", label: "Description", max: 2000 },
    };
    expect(say("hi", refusal)).toBe("विवरण बहुत लंबा है (अधिकतम 2000 अक्षर)।");
  });

  it("says why the last number of a verified provider stays, in each language", () => {
    const keep = profileRefusal("keepOneCheck");
    expect(keep.code).toBe("profile.keepOneCheck");
    expect(say("en", keep)).toBe(
      "Your provider is verified on these numbers: keep at least one of them, or send the number that replaces it in the same change.",
    );
    expect(say("hi", keep)).toBe("आपका प्रदाता इन्हीं नंबरों पर सत्यापित है: इनमें से कम से कम एक रखें, या उसकी जगह लेने वाला नंबर इसी बदलाव में भेजें।");
    expect(say("ar", keep)).toBe("مزوّدك موثَّق بهذه الأرقام: أبقِ واحدًا منها على الأقل، أو أرسل الرقم الذي يحلّ محلّه في التغيير نفسه.");
  });

  it("says a package draft's issue as the editor does, and an unknown code or none in the English it came with", () => {
    expect(say("ar", { message: "Package title is required.", code: "titleRequired" })).toBe("عنوان الباقة مطلوب.");
    expect(say("ml", { message: "A newer server's rule.", code: "packageReview.somethingNew" })).toBe("A newer server's rule.");
    expect(say("ar", { message: "No code at all." })).toBe("No code at all.");
  });
});
