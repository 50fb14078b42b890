import { describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { oneTestDatabase } from "../testing/databases";
import { usePageApp } from "../testing/page-app";

/** The currency picker's options as the server draws them: each code with the name its title gives. */
async function pickerTitles(baseUrl: string, path: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${baseUrl}${path}`)).text();
  return Object.fromEntries([...html.matchAll(/<option value="([A-Z]{3})" title="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe.each(oneTestDatabase())("the currency picker on $name", ({ open }) => {
  const ctx = usePageApp(open, {}, (app) => seedDemoCatalogue(app.services));

  it("names each currency in the page's language", async () => {
    const english = await pickerTitles(ctx.app.baseUrl, "/");
    const arabic = await pickerTitles(ctx.app.baseUrl, "/ar/");
    const malayalam = await pickerTitles(ctx.app.baseUrl, "/ml/");
    expect([english.INR, english.AED]).toEqual(["Indian Rupee", "United Arab Emirates Dirham"]);
    expect([arabic.INR, arabic.AED]).toEqual(["روبية هندي", "درهم إماراتي"]);
    expect([malayalam.INR, malayalam.USD]).toEqual(["ഇന്ത്യൻ രൂപ", "യു.എസ്. ഡോളർ"]);
  });
});
