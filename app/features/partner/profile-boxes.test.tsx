import { describe, expect, it } from "vitest";
import { verificationDetailsOf } from "../../../domain/provider-profile";
import { providerFixture } from "../../../domain/testing/provider";
import { boxAttributes, renderOnPage } from "../../components/testing/render-on-page";
import { LiveProfileForm, VerificationForm } from "./partner-profile";

const noop = () => undefined;

const PROVIDER = providerFixture();

const box = (html: string, suffix: string) => {
  const attributes = boxAttributes(html, suffix);
  expect(attributes, `one box ending in -${suffix}`).toBeDefined();
  return attributes!;
};

// The numbers are the provider rule's (domain/providers.ts): a box stops where the save would refuse.
describe("the partner's profile boxes stop at the rule's length", () => {
  it("the public profile: description, WhatsApp number and base location", () => {
    for (const language of ["en", "ar"] as const) {
      const html = renderOnPage(<LiveProfileForm profile={PROVIDER} onSessionEnded={noop} />, language);
      expect(box(html, "description").maxLength).toBe("2000");
      expect(box(html, "whatsappNumber")).toMatchObject({
        maxLength: "40",
        type: "tel",
        inputMode: "tel",
        autoComplete: "tel",
        dir: "ltr",
      });
      expect(box(html, "baseLocation")).toMatchObject({ maxLength: "200", autoComplete: "address-level2" });
    }
  });

  it("the verification details: legal name and each stated number", () => {
    const profile = { name: PROVIDER.name, live: PROVIDER, verification: verificationDetailsOf(PROVIDER), checks: [], change: null };
    const html = renderOnPage(<VerificationForm profile={profile} onChanged={noop} onSessionEnded={noop} />);
    expect(box(html, "legal")).toMatchObject({ maxLength: "200", autoComplete: "organization" });
    for (const check of ["tourism-registration", "houseboat-classification", "gst-registration", "trade-licence", "bank-account"])
      expect(box(html, check)).toMatchObject({ maxLength: "100", autoComplete: "off" });
  });
});

describe("the partner's district list", () => {
  it("names the districts in the page language", () => {
    const arabic = renderOnPage(<LiveProfileForm profile={PROVIDER} onSessionEnded={noop} />, "ar");
    expect(arabic).toContain(">كاساراغود</option>");
    expect(arabic).toContain(">خارج كيرالا</option>");
    expect(arabic).not.toContain(">Kasaragod</option>");
    const hindi = renderOnPage(<LiveProfileForm profile={PROVIDER} onSessionEnded={noop} />, "hi");
    expect(hindi).toContain(">केरल से बाहर</option>");
  });
});
