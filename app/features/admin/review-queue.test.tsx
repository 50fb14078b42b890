import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SubmittedFields } from "./review-queue";

/** What the admin reads of a new package's fields that are stored as slugs or as structures. */
describe("a new package's submitted fields in the admin's queue", () => {
  it("names the district and categories, and shows each translation in its own language and direction", () => {
    const html = renderToStaticMarkup(
      <SubmittedFields
        currency="INR"
        fields={[
          { field: "district", value: "alappuzha" },
          { field: "categories", value: ["honeymoon-packages", "weekend-trips"] },
          {
            field: "translations",
            value: {
              ar: { title: "ليالي القارب", description: "قارب على البحيرة.", highlights: ["شروق", "طيور"] },
              ml: { title: "ഹൗസ്ബോട്ട് രാത്രികൾ", description: "" },
            },
          },
        ]}
      />,
    );
    expect(html).toContain(
      '<th scope="row" class="hyphens-auto break-words p-2 text-start font-medium">District</th><td class="p-2"><span>Alappuzha</span></td>',
    );
    expect(html).toContain("<span>Honeymoon Packages, Weekend Trips</span>");
    // Malayalam first (the site's order of languages), then Arabic, right to left.
    expect(html).toMatch(/Malayalam:<\/span> <span lang="ml-IN" dir="ltr">ഹൗസ്ബോട്ട് രാത്രികൾ<\/span><\/li>.*Arabic:/);
    expect(html).toContain(
      '<span lang="ar" dir="rtl">ليالي القارب</span><p lang="ar" dir="rtl" class="whitespace-pre-wrap text-slate-700">قارب على البحيرة.</p>',
    );
    expect(html).toContain("Also translates: 2 highlights.");
    expect(html).not.toContain("{");
  });

  it("shows customisation options group by group with their price change, and a map without options as empty", () => {
    const render = (value: unknown) =>
      renderToStaticMarkup(<SubmittedFields currency="INR" fields={[{ field: "customizationOptions", value }]} />);
    expect(render({ Food: [], Accommodations: [{ name: "Sea view", price: 50_000 }] })).toContain(
      '<li class="break-words"><span class="font-medium">Accommodations:</span> Sea view (+₹500)</li>',
    );
    expect(render({ Food: [], Others: [] })).toContain('<span class="italic text-slate-600">(empty)</span>');
  });
});
