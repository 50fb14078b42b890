import { describe, expect, it } from "vitest";
import { oneTestDatabase } from "../testing/databases";
import { usePageApp } from "../testing/page-app";

describe.each(oneTestDatabase())("the admin page's header on $name", ({ open }) => {
  const ctx = usePageApp(open);

  it("offers no language links, which would lead to /ml/admin and the like, pages not found; public pages keep them", async () => {
    const admin = await (await fetch(`${ctx.app.baseUrl}/admin?section=insight`)).text();
    expect(admin).toContain("<title>Admin | Kerala Trips</title>");
    expect(admin).not.toMatch(/href="\/(ml|hi|ar)\/admin/);
    expect(admin).not.toContain('hrefLang="ml"');
    const home = await (await fetch(`${ctx.app.baseUrl}/packages`)).text();
    expect(home).toContain('href="/ml/packages"');
    // The 404 page (the same route as the admin page) keeps them too.
    const missing = await (await fetch(`${ctx.app.baseUrl}/no-such-page`)).text();
    expect(missing).toContain('href="/ml/no-such-page"');
  });
});
