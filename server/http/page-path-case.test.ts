import { describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "../catalogue/demo-seed";
import { oneTestDatabase } from "../testing/databases";
import { usePageApp } from "../testing/page-app";

describe.each(oneTestDatabase())("a page's path in other letter cases on $name", ({ open }) => {
  const ctx = usePageApp(open, {}, (app) => seedDemoCatalogue(app.services));
  const status = async (path: string) => (await fetch(`${ctx.app.baseUrl}${path}`, { redirect: "manual" })).status;

  it("is not a second copy of the page (in the wrong language): 404; the page's own path and a package id's case still work", async () => {
    expect(await status("/destinations")).toBe(200);
    expect(await status("/ar/destinations")).toBe(200);
    expect(await status("/DESTINATIONS")).toBe(404);
    expect(await status("/Ar/destinations")).toBe(404);
    expect(await status("/AR/destinations/india")).toBe(404);
    expect(await status("/Packages")).toBe(404);
    expect(await status("/package/demo-munnar-tea-trails")).toBe(200);
    expect(await status("/package/DEMO-MUNNAR-TEA-TRAILS")).toBe(404);
  });
});
