import { afterEach, describe, expect, it, vi } from "vitest";
import {
  campaignOf,
  deviceClass,
  insightDay,
  isSamePageAgain,
  notCountedReason,
  pageOfPath,
  parseBeacon,
  parseReferrer,
  referrerDomain,
  type CountingRequest,
} from "./insight";

const CHROME_DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ANDROID_PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPAD =
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("parseBeacon", () => {
  it("takes a well-formed beacon", () => {
    expect(parseBeacon('{"event":"book_opened","package":"pkg-1","language":"ar","currency":"AED"}')).toEqual({
      ok: true,
      beacon: { event: "book_opened", package: "pkg-1", language: "ar", currency: "AED" },
    });
    expect(parseBeacon('{"event":"share","language":"en"}')).toEqual({ ok: true, beacon: { event: "share", language: "en" } });
  });
  it("refuses, with one line, what is not a beacon", () => {
    expect(parseBeacon("nope")).toEqual({ ok: false, error: "The body is not JSON." });
    expect(parseBeacon("[]")).toEqual({ ok: false, error: "The body must be a JSON object." });
    expect(parseBeacon('{"event":"page_view","language":"en"}')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^event must be one of book_opened/),
    });
    expect(parseBeacon('{"event":"share","language":"fr"}')).toEqual({ ok: false, error: "language must be one of en, ml, hi, ar." });
    expect(parseBeacon('{"event":"share","language":"en","package":"a b"}')).toEqual({ ok: false, error: "package must be a package id." });
    expect(parseBeacon('{"event":"share","language":"en","name":"Asha"}')).toEqual({ ok: false, error: "Unknown field: name." });
    expect(parseBeacon(JSON.stringify({ event: "share", language: "en", package: "x".repeat(1100) }))).toEqual({
      ok: false,
      error: "The body is over 1024 bytes.",
    });
  });
});

describe("deviceClass", () => {
  it("tells phones, tablets and desktops apart", () => {
    expect(deviceClass(ANDROID_PHONE)).toBe("phone");
    expect(deviceClass(IPHONE)).toBe("phone");
    expect(deviceClass(ANDROID_TABLET)).toBe("tablet");
    expect(deviceClass(IPAD)).toBe("tablet");
    expect(deviceClass(CHROME_DESKTOP)).toBe("desktop");
    expect(deviceClass(undefined)).toBe("desktop");
  });
});

describe("referrerDomain", () => {
  it("keeps only the domain of another site", () => {
    expect(referrerDomain("https://www.Google.com/search?q=munnar+asha@example.com", "trips.example")).toBe("google.com");
    expect(referrerDomain("http://l.facebook.com/l.php?u=x", "trips.example")).toBe("l.facebook.com");
    expect(referrerDomain("https://trips.example/packages", "trips.example:443")).toBeNull();
    expect(referrerDomain("https://www.trips.example/", "trips.example")).toBeNull();
    expect(referrerDomain("android-app://com.whatsapp/", "trips.example")).toBeNull();
    expect(referrerDomain("not a url", "trips.example")).toBeNull();
    expect(referrerDomain(undefined, "trips.example")).toBeNull();
  });
  it("keeps no address: a referrer's host that is an IP address is dropped", () => {
    expect(referrerDomain("http://192.168.1.20/admin", "trips.example")).toBeNull();
    expect(referrerDomain("http://3232235796/", "trips.example")).toBeNull();
    expect(referrerDomain("https://[2001:db8::1]/x", "trips.example")).toBeNull();
    expect(referrerDomain("https://10times.com/events", "trips.example")).toBe("10times.com");
  });
});

describe("campaignOf", () => {
  it("reads the UTM fields of a landing URL", () => {
    expect(campaignOf("/packages?utm_source=Instagram&utm_medium=social&utm_campaign=Monsoon%202026&x=1")).toEqual({
      source: "instagram",
      medium: "social",
      campaign: "monsoon 2026",
    });
    expect(campaignOf("/packages")).toEqual({ source: null, medium: null, campaign: null });
  });
  it("drops a value that could name a person", () => {
    expect(campaignOf("?utm_source=newsletter&utm_campaign=asha@example.com")).toEqual({
      source: "newsletter",
      medium: null,
      campaign: null,
    });
    expect(campaignOf("?utm_campaign=call%20%2B91%2098765%2043210")).toEqual({ source: null, medium: null, campaign: null });
  });
  it("drops an e-mail or a phone number however it is spelled", () => {
    const kept = (campaign: string) => campaignOf(`?utm_campaign=${encodeURIComponent(campaign)}`).campaign;
    // Encoded twice, as mail tools do; a full-width at sign; an at sign in words.
    expect(kept("john.doe%40gmail.com")).toBeNull();
    expect(kept("john.doe%2540gmail.com")).toBeNull();
    expect(kept("john.doe＠gmail.com")).toBeNull();
    expect(kept("john.doe(at)gmail.com")).toBeNull();
    expect(kept("john [ at ] gmail")).toBeNull();
    // Digits parted by underscores or slashes, and digits of other scripts (Arabic-Indic, Malayalam, full-width).
    expect(kept("98_765_432_10")).toBeNull();
    expect(kept("98/765/432/10")).toBeNull();
    expect(kept("٩٨٧٦٥٤٣٢١٠")).toBeNull();
    expect(kept("൯൮൭൬൫൪൩")).toBeNull();
    expect(kept("９８７６５４３")).toBeNull();
    // What a campaign is usually called stays, and a stray percent sign is not an error.
    expect(kept("Onam_2026-kochi")).toBe("onam_2026-kochi");
    expect(kept("50%off")).toBe("50%off");
    expect(kept("ഓണം offer")).toBe("ഓണം offer");
  });
  it("checks the whole value before it keeps its first 100 characters", () => {
    const kept = (campaign: string) => campaignOf(`?utm_campaign=${encodeURIComponent(campaign)}`).campaign;
    const long = "monsoon-offer-".repeat(7); // 98 characters
    expect(kept(`${long}priya.sharma@example.com`)).toBeNull();
    expect(kept(`${long}+91 98765 43210`)).toBeNull();
    expect(kept(`${long}kochi-2026`)).toBe(`${long}ko`);
    // Cut by characters: an emoji at the cut is whole or gone, never half.
    expect(kept(`${"a".repeat(99)}🌴🌴`)).toBe(`${"a".repeat(99)}🌴`);
  });
});

describe("insightDay", () => {
  it("is the date in APP_TIMEZONE", () => {
    // 18:29:59 UTC is 23:59:59 in Kolkata; a second later it is the next day there.
    expect(insightDay(new Date("2026-11-20T18:29:59Z"), "Asia/Kolkata")).toBe("2026-11-20");
    expect(insightDay(new Date("2026-11-20T18:30:00Z"), "Asia/Kolkata")).toBe("2026-11-21");
    expect(insightDay(new Date("2026-11-20T18:30:00Z"), "UTC")).toBe("2026-11-20");
  });
});

describe("pageOfPath", () => {
  it("names the page kind, its language and its package or provider", () => {
    const pages = {
      "/": { kind: "home", language: "en" },
      "/_root.data": { kind: "home", language: "en" },
      "/ar": { kind: "home", language: "ar" },
      "/ml.data": { kind: "home", language: "ml" },
      "/packages": { kind: "listing", language: "en" },
      "/hi/last-minute-deals.data": { kind: "listing", language: "hi" },
      "/package/munnar-3d": { kind: "package", language: "en", packageId: "munnar-3d" },
      "/ar/package/munnar-3d.data": { kind: "package", language: "ar", packageId: "munnar-3d" },
      "/provider/green-hills": { kind: "provider", language: "en", providerSlug: "green-hills" },
      "/destinations/munnar": { kind: "destination", language: "en" },
      "/destinations": { kind: "destination", language: "en" },
      "/ml/destinations/india/kerala/idukki/munnar.data": { kind: "destination", language: "ml" },
      "/terms/": { kind: "static", language: "en" },
    };
    expect(Object.fromEntries(Object.keys(pages).map((path) => [path, pageOfPath(path)]))).toEqual(pages);
  });
  it("leaves out what is not a public page", () => {
    for (const path of [
      "/partner",
      "/ml/partner/join",
      "/review/abc",
      "/admin",
      "/api/v1/packages",
      "/package/a/b",
      "/nowhere",
      "/package/%ZZ",
    ])
      expect(pageOfPath(path), path).toBeNull();
  });
});

describe("notCountedReason", () => {
  const visit: CountingRequest = {
    path: "/packages",
    userAgent: CHROME_DESKTOP,
    doNotTrack: null,
    globalPrivacyControl: null,
    signedIn: false,
    adminPath: "/team/console",
    previewMode: false,
  };
  it("counts a person's visit", () => expect(notCountedReason(visit)).toBeNull());
  it("leaves out bots, DNT, GPC, sessions, the portals and preview", () => {
    expect(notCountedReason({ ...visit, userAgent: GOOGLEBOT })).toBe("bot");
    expect(notCountedReason({ ...visit, userAgent: "" })).toBe("bot");
    expect(notCountedReason({ ...visit, doNotTrack: "1" })).toBe("do-not-track");
    expect(notCountedReason({ ...visit, globalPrivacyControl: "1" })).toBe("global-privacy-control");
    expect(notCountedReason({ ...visit, signedIn: true })).toBe("signed-in");
    expect(notCountedReason({ ...visit, path: "/team/console/packages" })).toBe("portal");
    expect(notCountedReason({ ...visit, path: "/api/partner/packages" })).toBe("portal");
    expect(notCountedReason({ ...visit, path: "/ml/partner" })).toBe("portal");
    expect(notCountedReason({ ...visit, previewMode: true })).toBe("preview");
  });
  it("counts DNT: 0", () => expect(notCountedReason({ ...visit, doNotTrack: "0" })).toBeNull());
});

describe("isSamePageAgain", () => {
  const host = "trips.example";
  it("is the page its own Referer shows, with another query or as its .data", () => {
    expect(isSamePageAgain("/packages.data", "https://trips.example/packages?q=munnar", host)).toBe(true);
    expect(isSamePageAgain("/packages", "https://trips.example/packages", host)).toBe(true);
    expect(isSamePageAgain("/ml/_root.data", "https://trips.example/ml/?currency=AED", host)).toBe(true);
    expect(isSamePageAgain("/_root.data", "https://trips.example/?currency=USD", host)).toBe(true);
    expect(isSamePageAgain("/package/kochi-3d.data", "https://trips.example/package/kochi-3d?reviews=2", host)).toBe(true);
    expect(isSamePageAgain("/packages.data", "https://trips.example/packages?q=munnar", host, "?q=kovalam&_routes=routes%2Fpackages")).toBe(
      true,
    );
  });
  it("is not Back or Forward to a page: its .data asks for the address the browser already shows, query and all", () => {
    expect(
      isSamePageAgain("/package/kochi-3d.data", "https://trips.example/package/kochi-3d", host, "?_routes=routes%2Fpackage-detail"),
    ).toBe(false);
    expect(isSamePageAgain("/packages.data", "https://trips.example/packages?sort=price&q=munnar", host, "?q=munnar&sort=price")).toBe(
      false,
    );
    expect(isSamePageAgain("/_root.data", "https://trips.example/", host, "?index")).toBe(false);
    // A document is no client navigation: the same address again is the same view (a form sent without JavaScript).
    expect(isSamePageAgain("/packages", "https://trips.example/packages?q=munnar", host, "?q=munnar")).toBe(true);
  });
  it("is not another page, another language, another site or no Referer", () => {
    expect(isSamePageAgain("/package/kochi-3d.data", "https://trips.example/packages?q=kochi", host)).toBe(false);
    expect(isSamePageAgain("/ml/packages.data", "https://trips.example/packages", host)).toBe(false);
    expect(isSamePageAgain("/packages", "https://elsewhere.example/packages", host)).toBe(false);
    expect(isSamePageAgain("/packages", undefined, host)).toBe(false);
    expect(isSamePageAgain("/packages", "not a url", host)).toBe(false);
  });
});

describe("parseReferrer", () => {
  afterEach(() => vi.unstubAllGlobals());
  const host = "trips.example";

  it("is the Referer as a URL, or null when there is none or it is no URL", () => {
    expect(parseReferrer("https://www.Google.com/search?q=munnar")?.hostname).toBe("www.google.com");
    expect(parseReferrer("not a url")).toBeNull();
    expect(parseReferrer("")).toBeNull();
    expect(parseReferrer(undefined)).toBeNull();
  });

  it("is parsed once for both questions a counted page asks, with the answers the text gets", () => {
    let parsed = 0;
    const CountingUrl = class extends URL {
      constructor(...args: ConstructorParameters<typeof URL>) {
        super(...args);
        parsed++;
      }
    };
    vi.stubGlobal("URL", CountingUrl);
    for (const [path, text] of [
      ["/packages", "https://www.google.com/search?q=munnar"],
      ["/packages.data", "https://trips.example/packages?q=munnar"],
      ["/packages", "android-app://com.whatsapp/"],
      ["/packages", "not a url"],
    ] as const) {
      parsed = 0;
      const referrer = parseReferrer(text);
      const answers = [isSamePageAgain(path, referrer, host), referrerDomain(referrer, host)];
      expect(parsed).toBe(referrer ? 1 : 0);
      expect(answers).toEqual([isSamePageAgain(path, text, host), referrerDomain(text, host)]);
    }
  });
});
