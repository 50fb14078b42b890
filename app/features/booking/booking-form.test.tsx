import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { emptyBookingForm, missingBeforeSubmit, type BookingMode } from "../../../domain/booking";
import { intlLocale } from "../../../domain/locale";
import { languagePath, type SiteLanguage } from "../../../domain/site-language";
import { completeBookingForm } from "../../../domain/testing/booking-form";
import { InLanguage } from "../../i18n/testing/in-language";
import { BookingForm } from "./booking-form";

const noop = () => undefined;

/** The form's first render, as a package page in `language` shows it, with `form` filled in so far. */
function render(mode: BookingMode, language: SiteLanguage, form = emptyBookingForm()) {
  const locale = intlLocale(language);
  const missing = missingBeforeSubmit({ form, mode });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      loader: () => null,
      Component: () => (
        <InLanguage language={language}>
          <BookingForm
            mode={mode}
            pkg={{ currency: "INR", customizationOptions: {} }}
            form={form}
            update={noop}
            onAdultsChange={noop}
            onChildrenChange={noop}
            groupMessage={null}
            today="2026-12-01"
            submitEnabled={missing.length === 0}
            missing={missing}
            processing={false}
            priceSummary={null}
            onSubmit={noop}
          />
        </InLanguage>
      ),
    },
  ]);
  return renderToString(
    <Stub initialEntries={[languagePath("/package/p1", language)]} hydrationData={{ loaderData: { root: { language, locale } } }} />,
  );
}

/** The line beside the submit button, or null without one. */
function hint(html: string): string | null {
  const match = /<p id="[^"]*" class="[^"]*" data-testid="submit-hint">(.*?)<\/p>/.exec(html);
  return match ? match[1]!.replace(/<!-- -->/g, "") : null;
}

describe("beside the disabled submit button, what the form still needs", () => {
  it("names the missing fields by their labels, in the form's order, and the terms", () => {
    expect(hint(render("enquire", "en"))).toBe("To continue, accept the terms and fill in: Full Name, Email and Phone.");
    expect(hint(render("book", "en", completeBookingForm({ email: "", travelInsurance: "" })))).toBe(
      "To continue, fill in: Email and Travel insurance.",
    );
    expect(hint(render("book", "en", completeBookingForm({ fullName: "", termsAccepted: false })))).toBe(
      "To continue, accept the terms and fill in: Full Name (as per ID).",
    );
    expect(hint(render("enquire", "en", completeBookingForm({ termsAccepted: false })))).toBe("To continue, accept the terms.");
    expect(hint(render("enquire", "en", completeBookingForm()))).toBeNull();
  });

  it("speaks the page's language, its labels joined as that language joins a list", () => {
    expect(hint(render("enquire", "ml"))).toBe("തുടരാൻ നിബന്ധനകൾ അംഗീകരിച്ച് ഇവ പൂരിപ്പിക്കുക: മുഴുവൻ പേര്, ഇമെയിൽ, ഫോൺ.");
    expect(hint(render("enquire", "hi"))).toBe("आगे बढ़ने के लिए शर्तें स्वीकार करें और ये भरें: पूरा नाम, ईमेल, और फ़ोन।");
    expect(hint(render("enquire", "ar"))).toBe("للمتابعة، وافق على الشروط وأكمل ما يلي: الاسم الكامل والبريد الإلكتروني والهاتف.");
  });
});
