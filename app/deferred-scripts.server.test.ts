import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferScripts } from "./deferred-scripts.server";

const PAGE =
  '<html lang="ml"><head><link rel="modulepreload" href="/assets/site-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>മൂന്നാർ തേയിലത്തോട്ടങ്ങൾ · رحلة</h1>' +
  '<script nonce="abc" type="module" async="">import "/assets/entry.js";</script>' +
  '<script>window.x = "<script type=\\"module\\" async=\\"\\">";</script><script type="module">late()</script></body></html>';

const EXPECTED =
  '<html lang="ml"><head><link rel="kt-deferred-modulepreload" href="/assets/site-A.js"/><link rel="kt-deferred-modulepreload" href="/assets/root-B.js"/>' +
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><h1>മൂന്നാർ തേയിലത്തോട്ടങ്ങൾ · رحلة</h1>' +
  '<script nonce="abc" type="kt-deferred-module" async="">import "/assets/entry.js";</script>' +
  '<script>window.x = "<script type=\\"module\\" async=\\"\\">";</script><script type="module">late()</script></body></html>';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(deferScripts()));
}

describe("scripts made to wait for the first paint (ADR 059)", () => {
  it("renames every module preload and the first module script, and nothing else", async () => {
    expect(await through([Buffer.from(PAGE)])).toBe(EXPECTED);
  });

  it("gives the same page however the renderer splits it, through a tag or a character", async () => {
    const bytes = Buffer.from(PAGE);
    for (let at = 1; at < bytes.length; at++) {
      const out = await through([bytes.subarray(0, at), bytes.subarray(at)]);
      if (out !== EXPECTED) throw new Error(`split at byte ${at} gave:\n${out}`);
    }
    // Three pieces, every 7 bytes, too.
    const pieces: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 7) pieces.push(bytes.subarray(at, at + 7));
    expect(await through(pieces)).toBe(EXPECTED);
  });

  it("passes a page without scripts through unchanged, a trailing unfinished tag included", async () => {
    expect(await through([Buffer.from("<p>1 < 2 and <b>bold</b></p><"), Buffer.from("!-- end")])).toBe(
      "<p>1 < 2 and <b>bold</b></p><!-- end",
    );
  });
});
