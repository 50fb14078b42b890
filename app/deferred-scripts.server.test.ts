import { describe, expect, it } from "vitest";
import { deferScripts } from "./deferred-scripts.server";

const PAGE =
  '<html lang="ml"><head><link rel="modulepreload" href="/assets/site-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/hero.webp"/>' +
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/messages/ml/site.1.json" data-messages=""/></head><body><h1>മൂന്നാർ തേയിലത്തോട്ടങ്ങൾ · رحلة</h1>' +
  '<script nonce="abc" type="module" async="">import "/assets/entry.js";</script>' +
  '<script>window.x = "<script type=\\"module\\" async=\\"\\">";</script><script type="module">late()</script></body></html>';

const EXPECTED =
  '<html lang="ml"><head><link rel="kt-deferred-modulepreload" href="/assets/site-A.js"/><link rel="kt-deferred-modulepreload" href="/assets/root-B.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/hero.webp"/>' +
  '<link rel="kt-deferred-preload" as="fetch" crossorigin="anonymous" href="/assets/messages/ml/site.1.json" data-messages=""/></head><body><h1>മൂന്നാർ തേയിലത്തോട്ടങ്ങൾ · رحلة</h1>' +
  '<script nonce="abc" type="kt-deferred-module" async="">import "/assets/entry.js";</script>' +
  '<script>window.x = "<script type=\\"module\\" async=\\"\\">";</script><script type="module">late()</script></body></html>';

function through(page: string): string {
  return deferScripts(Buffer.from(page)).toString("utf8");
}

describe("scripts made to wait for the first paint (ADR 059)", () => {
  it("renames every module preload, the message files' preloads and the first module script, and nothing else", () => {
    expect(through(PAGE)).toBe(EXPECTED);
  });

  it("passes a page without scripts through unchanged, Malayalam and Arabic included", () => {
    const page = "<p>1 < 2 and <b>മൂന്നാർ · رحلة</b></p><!-- end";
    expect(through(page)).toBe(page);
  });
});
