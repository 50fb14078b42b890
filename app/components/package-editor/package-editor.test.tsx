import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LAST_MINUTE_SLUG } from "../../../domain/categories";
import { REVIEWED_PACKAGE_FIELDS } from "../../../domain/package-review";
import type { SiteLanguage } from "../../../domain/site-language";
import { storedPackageFixture } from "../../../domain/testing/stored-package";
import { I18nProvider } from "../../i18n/i18n-provider";
import { compiledMessages } from "../../i18n/messages.server";
import { PackageEditor, type PackageEditorProps } from "./package-editor";

const noop = () => undefined;

const LOCALES: Record<SiteLanguage, string> = { en: "en-IN", ml: "ml-IN", hi: "hi-IN", ar: "ar" };

/** The editor's first render as HTML, in a language's messages. */
function render(props: Partial<PackageEditorProps>, language: SiteLanguage = "en") {
  return renderToString(
    <I18nProvider locale={LOCALES[language]} messages={compiledMessages(language)}>
      <PackageEditor
        upload={async () => ({ url: "" })}
        save={async () => undefined}
        saveErrorText={() => ""}
        onClose={noop}
        onSaved={noop}
        {...props}
      />
    </I18nProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the shared package editor (ADR 111)", () => {
  it("shows the admin's own fields (provider, status, featured) only with the admin prop", () => {
    const admin = render({ admin: { providerPicker: () => <p>PROVIDER PICKER</p> } });
    expect(admin).toContain("PROVIDER PICKER");
    expect(admin).toContain('data-field="status"');
    expect(admin).toContain('data-field="featured"');
    expect(admin).toContain('data-field="providerName"');

    const partner = render({ heading: "New package", submitLabel: "Save draft" });
    expect(partner).not.toContain("PROVIDER PICKER");
    for (const field of ["status", "featured", "providerName", "meshId"]) expect(partner).not.toContain(`data-field="${field}"`);
    expect(text(partner)).toContain("Save draft");
  });

  it("shows the admin's return reason at the top and beside each field it names, and nowhere else", () => {
    const reason = "Please name the place in the title.";
    const html = text(
      render({
        pkg: storedPackageFixture({ title: "Tea walk", status: "Draft" }),
        returned: { reason, fields: ["title", "highlights"] },
      }),
    );
    expect(html).toContain(`Returned by the admin with this reason: ${reason} The 2 fields it is about are marked below.`);
    expect(html.split(`Returned: ${reason}`)).toHaveLength(3);
    expect(html).toMatch(new RegExp(`Package title \\* .*Returned: ${reason}.*Package code`));
    expect(html).toMatch(new RegExp(`Highlights Returned: ${reason}`));
  });

  it("marks every field a partner may be asked about, each note read with its field or group, in every language", () => {
    const reason = "Recheck this against the brochure.";
    // An offer and the last-minute category, so the offer prices and the end date are on the form.
    const pkg = storedPackageFixture({
      status: "Draft",
      hasOffer: true,
      offerPriceAdult: 100_000,
      categories: ["weekend-trips", LAST_MINUTE_SLUG],
      endDate: "2027-01-31",
    });
    const notes: Record<string, string> = { en: "Returned:", ml: "തിരിച്ചയച്ചു:", hi: "वापस भेजा गया:", ar: "أُعيدت:" };
    for (const language of ["en", "ml", "hi", "ar"] as const) {
      const html = render({ pkg, returned: { reason, fields: REVIEWED_PACKAGE_FIELDS } }, language);
      const marked = [...html.matchAll(/<p id="([^"]+)"[^>]*>([^<]*)<\/p>/g)].filter(([, , body]) => body!.includes(reason));
      expect(marked.map(([, , body]) => body)).toEqual(REVIEWED_PACKAGE_FIELDS.map(() => `${notes[language]} ${reason}`));
      const describedBy = [...html.matchAll(/aria-describedby="([^"]+)"/g)].flatMap(([, ids]) => ids!.split(" "));
      for (const [, id] of marked) expect(describedBy, `${language}: ${id}`).toContain(id);
    }
    // The fields this check was written for, by what each is read with.
    const html = render({
      pkg,
      returned: { reason, fields: ["currency", "hasOffer", "gstIncluded", "customizationOptions", "translations"] },
    });
    const noteFor = (pattern: RegExp) => {
      const id = pattern.exec(html)?.[1];
      expect(id, String(pattern)).toBeDefined();
      expect(html).toMatch(new RegExp(`<p id="${id}"[^>]*>Returned: ${reason}</p>`));
    };
    noteFor(/<select[^>]*aria-describedby="([^"]+)"[^>]*data-field="currency"/);
    noteFor(/<input type="checkbox" data-field="hasOffer"[^>]*aria-describedby="([^"]+)"/);
    noteFor(/<input type="checkbox" data-field="gstIncluded"[^>]*aria-describedby="([^"]+)"/);
    noteFor(/<fieldset[^>]*aria-describedby="([^"]+)"[^>]*><legend[^>]*>Customize Package Options/);
    noteFor(/<fieldset[^>]*data-field="translations" aria-describedby="([^"]+)"/);
  });

  it("lets what a provider types take its own direction in the Arabic editor: every text box says dir=auto or its language", () => {
    const html = render({ pkg: storedPackageFixture({ title: "Tea walk", cancellationPolicy: "Free until 7 days before." }) }, "ar");
    const boxes = [...html.matchAll(/<(input|textarea)\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.startsWith("<textarea") || /\btype="text"/.test(tag) || !/\btype=/.test(tag));
    // The title, code, locations, description, a highlight, a main place, an inclusion, a day's
    // title and texts, a customisation's name, the cancellation terms and the place box at least.
    expect(boxes.length).toBeGreaterThanOrEqual(15);
    const unmarked = boxes.filter((tag) => !/\bdir="auto"/.test(tag) && !/\blang="[A-Za-z-]+"[^>]*\bdir="(ltr|rtl)"/.test(tag));
    expect(unmarked).toEqual([]);
  });

  it("names each field of a repeated row (a day, a departure) with its row, in every language, its label shown as before", () => {
    const pkg = storedPackageFixture({
      itinerary: [
        { title: "Arrive", description: "", overnight: "Munnar", meals: ["dinner"] },
        { title: "Tea hills", description: "", overnight: "Munnar", meals: [] },
      ],
      departures: [
        { date: "2026-11-20", seatsTotal: 10, seatsLeft: 3, priceAdult: 1_100_050 },
        { date: "2026-12-04", seatsTotal: 10, seatsLeft: 10, priceAdult: null },
      ],
    });
    /** The accessible names of the fields of one kind of row, in the order they stand on the form. */
    const names = (html: string, row: RegExp) =>
      [...html.matchAll(/<(?:input|textarea)\b[^>]*\baria-label="([^"]*)"/g)].map(([, name]) => name!).filter((name) => row.test(name));
    const en = render({ pkg });
    expect(names(en, /^Day /)).toEqual([
      "Day 1: Title",
      "Day 1: Overnight at",
      "Day 1: Description",
      "Day 1: Breakfast",
      "Day 1: Lunch",
      "Day 1: Dinner",
      "Day 2: Title",
      "Day 2: Overnight at",
      "Day 2: Description",
      "Day 2: Breakfast",
      "Day 2: Lunch",
      "Day 2: Dinner",
    ]);
    expect(names(en, /^Departure /)).toEqual([
      "Departure 1: Date",
      "Departure 1: Seats in total",
      "Departure 1: Seats left",
      "Departure 1: Adult price (₹)",
      "Departure 2: Date",
      "Departure 2: Seats in total",
      "Departure 2: Seats left",
      "Departure 2: Adult price (₹)",
    ]);
    // What is shown stays the label alone, as the screen reader's name begins with the row.
    expect(text(en)).toContain("Date Seats in total Seats left Adult price (₹) Remove");
    const second: Record<SiteLanguage, [day: string, departure: string]> = {
      en: ["Day 2: Title", "Departure 2: Date"],
      ml: ["ദിവസം 2: തലക്കെട്ട്", "പുറപ്പെടൽ 2: തീയതി"],
      hi: ["दिन 2: शीर्षक", "प्रस्थान 2: तारीख"],
      ar: ["اليوم 2: العنوان", "موعد الانطلاق 2: التاريخ"],
    };
    for (const [language, [day, departure]] of Object.entries(second) as [SiteLanguage, [string, string]][]) {
      const html = render({ pkg }, language);
      expect(html, language).toContain(`aria-label="${day}"`);
      expect(html, language).toContain(`aria-label="${departure}"`);
    }
  });

  it("speaks Malayalam on a Malayalam page", () => {
    const html = text(render({}, "ml"));
    expect(html).toContain("അടിസ്ഥാന വിവരങ്ങൾ");
    expect(html).toContain("പാക്കേജ് ചേർക്കുക");
    expect(html).not.toContain("Basic Information");
  });

  it("names the districts in the page language", () => {
    const arabic = render({}, "ar");
    expect(arabic).toContain(">إدوكي</option>");
    expect(arabic).not.toContain(">Idukki</option>");
    expect(render({}, "ml")).toContain(">ഇടുക്കി</option>");
    expect(render({}, "en")).toContain(">Idukki</option>");
  });
});
