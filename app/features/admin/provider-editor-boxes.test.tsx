import { describe, expect, it } from "vitest";
import { providerFixture } from "../../../domain/testing/provider";
import { boxAttributes, renderOnPage } from "../../components/testing/render-on-page";
import { ProviderEditor } from "./providers-editor";

const noop = () => undefined;

// The numbers are the provider rule's (domain/providers.ts): a box stops where the save would refuse.
describe("the admin's provider editor boxes stop at the rule's length", () => {
  it("every text box whose rule has a most, the WhatsApp number a phone box", () => {
    const html = renderOnPage(<ProviderEditor provider={providerFixture()} onClose={noop} onSaved={noop} />);
    const expected: Record<string, string> = {
      name: "200",
      slug: "80",
      legalName: "200",
      description: "2000",
      baseLocation: "200",
      meshId: "100",
      whatsappNumber: "40",
      email: "200",
    };
    for (const [field, max] of Object.entries(expected)) expect(boxAttributes(html, field)?.maxLength, field).toBe(max);
    expect(boxAttributes(html, "whatsappNumber")?.type).toBe("tel");
    // The year is four digits (the rule's YEAR_ESTABLISHED_DIGITS), typed on a phone's number pad.
    expect(boxAttributes(html, "yearEstablished")).toMatchObject({ maxLength: "4", inputMode: "numeric" });
    // The check done carries its reference number, as long as the rule lets it be.
    const reference = [...html.matchAll(/<input\b([^>]*)>/g)].map((m) => m[1]!).filter((a) => a.includes('value="32ABCDE1234F1Z5"'));
    expect(reference).toHaveLength(1);
    expect(reference[0]).toContain('maxLength="100"');
  });
});
