import crypto from "node:crypto";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { packageFixture } from "../catalogue/package-fixture";
import { openMemoryPglite } from "../testing/databases";
import { usePageApp } from "../testing/page-app";

/**
 * What an attacker's probe found, each sent to the real app over HTTP (pages rendered by React
 * Router's request handler, through the shared response cache as in production): the open
 * redirect and the 500s of /preferences, response-cache poisoning by repeated and bare cookies,
 * the first-visit redirect cached away, never-cached paths spelt in another case, a page
 * rendered anew for every click id a shared link carries, and a cached page's policy that named
 * every inline script (an injected one too), not only those the nonce let run, and another site's
 * name written into cached pages by X-Forwarded-Host. Every cache test sends the poisoning request
 * first, then the clean one, and checks what the clean one got.
 */
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("what the probe found, on the page app", () => {
  const ctx = usePageApp(
    openMemoryPglite,
    // Behind one proxy, as a deployment with TRUST_PROXY=1 is: what the client may forward is believed or not as there.
    { responseCache: true, clientDir: true, env: { TRUST_PROXY: "1" } },
    async (app) => {
      await app.services.catalogue.insertMany([
        { id: "pkg-0001", ...packageFixture({ title: "Munnar Tea Trails", originalPriceAdult: 1_000_000 }) },
      ]);
      await app.services.exchangeRates.save({ rates: { USD: "80", EUR: "90", AED: "20" } });
      await app.cacheSeesWrites();
    },
  );

  /** A GET that does not follow redirects, with the given headers (a browser's User-Agent unless set). */
  async function get(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(ctx.app.baseUrl + path, { redirect: "manual", headers: { "user-agent": BROWSER, ...headers } });
    return { status: res.status, location: res.headers.get("location"), cache: res.headers.get("x-cache"), body: await res.text() };
  }

  /** The display currency a page was rendered with (the one selected in the currency picker). */
  function currencyOf(html: string): string | undefined {
    return /<option value="([A-Z]{3})"[^>]*selected=""/.exec(html)?.[1];
  }

  describe("/preferences `back`: only our own pages, never a 500", () => {
    it.each([
      ["%2F%09%2Fevil.example", "/"],
      ["%2F%09%5Cevil.example", "/"],
      ["%2F%0A%2Fevil.example", "/"],
      ["%2F%0D%2Fevil.example", "/"],
      ["%2F%5Cevil.example", "/"],
      ["%2F.%2F%2Fevil.example", "/"],
      ["https%3A%2F%2Fevil.example%2Fpackages", "/"],
      ["%E0%B4%AE", "/"],
      ["%2Fadmin", "/"],
      ["%2Fapi%2Fv1%2Fpackages", "/"],
      ["%2Fml%2Fpackages%3Fsort%3Dprice-asc", "/ml/packages?sort=price-asc"],
      ["%2Fpackages%3Fsearch%3D%E0%B4%AE%01x", "/packages?search=%E0%B4%AE%01x"],
      ["%2Fpackage%2Fpkg-0001", "/package/pkg-0001"],
      ["%2F", "/"],
    ])("back=%s answers 303 to %s", async (back, location) => {
      const res = await get(`/preferences?currency=USD&back=${back}`);
      expect({ status: res.status, location: res.location }).toEqual({ status: 303, location });
    });
  });

  describe("control characters in the path", () => {
    it.each(["/%09%5c%02x/x", "/%09%5C%2F%02%19%7f/pkg-0001/missing-id", "/packages%0A", "/ml/%7F"])(
      "%s answers 404, not 500",
      async (path) => {
        expect((await get(path)).status).toBe(404);
      },
    );
  });

  describe("response cache: repeated and bare variant cookies", () => {
    it("a bare kt_currency after AED does not give visitors without a cookie AED prices", async () => {
      const poison = await get("/packages?fuzz=bare", { cookie: "kt_currency=AED; kt_currency" });
      expect(poison.status).toBe(200);
      expect(currencyOf(poison.body)).toBe("AED");
      expect(poison.cache).toBe("BYPASS");
      const clean = await get("/packages?fuzz=bare");
      expect(clean.status).toBe(200);
      expect(currencyOf(clean.body)).toBe("INR");
    });

    it("kt_currency=USD; kt_currency=EUR does not serve USD to EUR visitors", async () => {
      const poison = await get("/packages?fuzz=twice", { cookie: "kt_currency=USD; kt_currency=EUR" });
      expect(poison.status).toBe(200);
      // The first copy counts, for the page as for the cache.
      expect(currencyOf(poison.body)).toBe("USD");
      const clean = await get("/packages?fuzz=twice", { cookie: "kt_currency=EUR" });
      expect(currencyOf(clean.body)).toBe("EUR");
    });

    it("kt_lang=en; kt_lang=ml does not switch off the redirect for visitors who chose Malayalam", async () => {
      const poison = await get("/?fuzz=lang", { cookie: "kt_lang=en; kt_lang=ml", "accept-language": "en-IN" });
      expect(poison.status).toBe(200);
      const clean = await get("/?fuzz=lang", { cookie: "kt_lang=ml", "accept-language": "en-IN" });
      expect({ status: clean.status, location: clean.location }).toEqual({ status: 302, location: "/ml?fuzz=lang" });
    });
  });

  describe("response cache: tracking parameters", () => {
    it("a page shared with a new click id on every click is rendered once, and its own links carry no tag", async () => {
      const first = await get("/package/pkg-0001?v=tracking&utm_source=whatsapp&fbclid=IwAR0first");
      const second = await get("/package/pkg-0001?fbclid=IwAR0second&v=tracking&utm_medium=social&gclid=Cj0K");
      expect([first.status, first.cache, second.status, second.cache]).toEqual([200, "MISS", 200, "HIT"]);
      for (const body of [first.body, second.body]) {
        expect(body).not.toMatch(/fbclid|gclid|utm_|IwAR0/);
        expect(body).toContain('href="/ml/package/pkg-0001?v=tracking"');
        expect(body).toContain('name="back" value="/package/pkg-0001?v=tracking"');
      }
      // A parameter a page reads still has a page of its own.
      const bySort = await get("/packages?v=tracking&sort=price-desc&fbclid=IwAR0first");
      expect(bySort.cache).toBe("MISS");
    });
  });

  describe("response cache: a cached page's script policy", () => {
    it("names the hash of every inline script the page runs, and of nothing else (not its JSON-LD)", async () => {
      await get("/package/pkg-0001?v=policy");
      const res = await fetch(`${ctx.app.baseUrl}/package/pkg-0001?v=policy`, { headers: { "user-agent": BROWSER } });
      const page = await res.text();
      expect(res.headers.get("x-cache")).toBe("HIT");
      const named = [...(res.headers.get("content-security-policy") ?? "").matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
      const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      const hashOf = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");
      const runs = scripts
        .filter(([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes!))
        .map(([, , text]) => hashOf(text!));
      const data = scripts.filter(([, attributes]) => /type="application\/ld\+json"/.test(attributes!)).map(([, , text]) => hashOf(text!));
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(data).toHaveLength(1);
      expect(named).toEqual([...new Set(runs)].sort());
      expect(named).not.toContain(data[0]);
    });
  });

  describe("response cache: a forwarded host", () => {
    it("X-Forwarded-Host is not believed: one visitor's header never names another site in what others are served", async () => {
      const attack = await get("/about?v=forwarded", { "x-forwarded-host": "evil.example" });
      const victim = await get("/about?v=forwarded");
      expect([attack.status, victim.status, victim.cache]).toEqual([200, 200, "HIT"]);
      for (const body of [attack.body, victim.body]) {
        expect(body).not.toContain("evil.example");
        expect(body).toContain(`<link rel="canonical" href="${ctx.app.baseUrl}/about"/>`);
      }
      const robots = await get("/robots.txt", { "x-forwarded-host": "evil.example" });
      const robotsAgain = await get("/robots.txt");
      expect([robots.status, robotsAgain.cache]).toEqual([200, "HIT"]);
      expect(robotsAgain.body).toContain(`Sitemap: ${ctx.app.baseUrl}/sitemap.xml`);
    });
  });

  describe("response cache: the first-visit language redirect", () => {
    it("a bot's English home page is not served to a browser that should be redirected", async () => {
      const bot = await get("/?fuzz=bot", { "user-agent": BOT, "accept-language": "ml-IN,ml;q=0.9" });
      expect(bot.status).toBe(200);
      // The bot's page is in the cache: asked again until it is a hit (an entry made while the
      // catalogue version moved, as it may just after start, is not kept), at most five times.
      let again = await get("/?fuzz=bot", { "user-agent": BOT, "accept-language": "ml-IN,ml;q=0.9" });
      for (let tries = 1; again.cache !== "HIT" && tries < 5; tries++)
        again = await get("/?fuzz=bot", { "user-agent": BOT, "accept-language": "ml-IN,ml;q=0.9" });
      expect(again.cache).toBe("HIT");
      const person = await get("/?fuzz=bot", { "accept-language": "ml-IN,ml;q=0.9" });
      expect({ status: person.status, location: person.location }).toEqual({ status: 302, location: "/ml?fuzz=bot" });
    });

    it("ta-IN,ml;q=0.9 is redirected to Malayalam though a ta-IN page is cached", async () => {
      const tamil = await get("/?fuzz=ta", { "accept-language": "ta-IN" });
      expect(tamil.status).toBe(200);
      const both = await get("/?fuzz=ta", { "accept-language": "ta-IN,ml;q=0.9" });
      expect({ status: both.status, location: both.location }).toEqual({ status: 302, location: "/ml?fuzz=ta" });
    });
  });

  describe("response cache: never-cached paths in any case", () => {
    it.each([
      "/Review/some-token",
      "/ML/review/some-token",
      "/REVIEW/x",
      "/%72eview/x",
      "/API/v1/review-invitations/some-token",
      "/Preferences",
    ])("%s bypasses the cache", async (path) => {
      const res = await get(path);
      expect(res.status).toBeLessThan(500);
      expect(res.cache).toBe("BYPASS");
    });
  });

  /** A raw GET (no decoding): status, Content-Encoding and the bytes as sent. */
  function rawGet(urlPath: string, acceptEncoding: string) {
    return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${ctx.app.baseUrl}${urlPath}`, { headers: { "accept-encoding": acceptEncoding, "user-agent": BROWSER } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    });
  }

  describe("build metadata is not served", () => {
    it.each([
      ["/.vite/manifest.json", "br"],
      ["/.vite/manifest.json", "gzip"],
      ["/.vite/public-assets.json", "br"],
      ["/.vite/public-assets.json", "identity"],
      ["/%2Evite/manifest.json", "br"],
      ["/.VITE/manifest.json", "gzip"],
    ])("%s (Accept-Encoding: %s) answers 404 without a Content-Encoding", async (urlPath, acceptEncoding) => {
      const res = await rawGet(urlPath, acceptEncoding);
      expect({ status: res.status, encoding: res.encoding }).toEqual({ status: 404, encoding: undefined });
      expect(res.body.toString()).not.toContain("assets/root-AbCd1234.js");
    });

    it("still serves the build's own files", async () => {
      const res = await rawGet("/assets/root-AbCd1234.js", "identity");
      expect({ status: res.status, body: res.body.toString() }).toEqual({ status: 200, body: "console.log(1)" });
    });
  });

  describe("no inline styles: style-src 'self'", () => {
    it.each(["/", "/packages", "/ar/packages", "/categories", "/package/pkg-0001", "/ml/package/pkg-0001"])(
      "%s is served with style-src 'self' and has no style attribute or <style> element",
      async (urlPath) => {
        const res = await fetch(ctx.app.baseUrl + urlPath, { headers: { "user-agent": BROWSER } });
        expect(res.status).toBe(200);
        const csp = res.headers.get("content-security-policy") ?? "";
        expect(
          csp
            .split(";")
            .find((d) => d.trim().startsWith("style-src"))
            ?.trim(),
        ).toBe("style-src 'self'");
        const html = await res.text();
        expect(html.match(/<[a-z][^>]*\sstyle=|<style\b/gi) ?? []).toEqual([]);
      },
    );
  });
});
