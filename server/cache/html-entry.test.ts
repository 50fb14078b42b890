import { describe, expect, it } from "vitest";
import { nonceFreeHtml } from "./html-entry";

const POLICY = "default-src 'self';script-src 'self' 'nonce-abc+/='; style-src 'self'";

/** The function reads and answers bytes (ADR 060); these tests write and read them as UTF-8 text. */
function nonceFree(html: string, nonce: string, csp: string | undefined) {
  const page = nonceFreeHtml(Buffer.from(html), nonce, csp);
  return page && { html: page.html.toString("utf8"), csp: page.csp };
}

describe("nonceFreeHtml (ADR 040)", () => {
  it("takes the nonce out of the page and names its inline scripts' SHA-256 hashes in the policy", () => {
    const html = `<html><head><link rel="modulepreload" href="/a.js" nonce="abc+/="/><script nonce="abc+/=">window.a=1</script></head><body><script type="module" src="/b.js" nonce="abc+/="></script><script nonce="abc+/=">import("/c.js")</script></body></html>`;
    expect(nonceFree(html, "abc+/=", POLICY)).toEqual({
      html: `<html><head><link rel="modulepreload" href="/a.js"/><script>window.a=1</script></head><body><script type="module" src="/b.js"></script><script>import("/c.js")</script></body></html>`,
      // echo -n 'window.a=1' | openssl sha256 -binary | base64, and the same for 'import("/c.js")'
      csp: "default-src 'self';script-src 'self' 'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E=' 'sha256-Jc4/VoLf0F9mZr3nWVVVpfkrdFNp3HheRMiULpO1I0g='; style-src 'self'",
    });
  });

  it("leaves script-src 'self' alone when the page has no inline script", () => {
    expect(nonceFree(`<p nonce="n1">x</p>`, "n1", "script-src 'self' 'nonce-n1'; img-src 'self'")).toEqual({
      html: "<p>x</p>",
      csp: "script-src 'self'; img-src 'self'",
    });
  });

  it("hashes a script's UTF-8 bytes and gives back the page's other characters unchanged", () => {
    const html = `<h1>മൂന്നാർ</h1><script nonce="n1">window.t="മൂന്നാർ · رحلة"</script><p>رحلة</p>`;
    expect(nonceFree(html, "n1", "script-src 'self' 'nonce-n1'")).toEqual({
      html: `<h1>മൂന്നാർ</h1><script>window.t="മൂന്നാർ · رحلة"</script><p>رحلة</p>`,
      // printf '%s' 'window.t="മൂന്നാർ · رحلة"' | openssl sha256 -binary | base64
      csp: "script-src 'self' 'sha256-r0zlEOdf1NeH0SnOGwIvIXpXc1dL/n4K4nzeNahjYc8='",
    });
  });

  it("refuses a page whose nonce appears elsewhere, or whose policy does not carry it", () => {
    expect(nonceFree(`<script nonce="n1">var n = "n1"</script>`, "n1", "script-src 'nonce-n1'")).toBeUndefined();
    expect(nonceFree(`<script nonce="n1">1</script>`, "n1", "script-src 'nonce-other'")).toBeUndefined();
  });

  it("names only the scripts that carried the nonce: one injected without it stays blocked in the cached page", () => {
    // An injected script (the nonce is not in the page's text to copy) and a JSON-LD block, which
    // no policy governs, carry none: the rendered page's policy blocked the first, and so must the
    // cached page's. Were every inline script hashed, the cached policy would let it run.
    const html = `<script type="application/ld+json">{"@type":"Product"}</script><p>x</p><script>evil()</script><script nonce="n1">ok()</script>`;
    expect(nonceFree(html, "n1", "script-src 'self' 'nonce-n1'")).toEqual({
      html: `<script type="application/ld+json">{"@type":"Product"}</script><p>x</p><script>evil()</script><script>ok()</script>`,
      // printf '%s' 'ok()' | openssl sha256 -binary | base64 (not evil()'s HD1jgiOU…, nor the JSON-LD's 8bs5VGyZ…)
      csp: "script-src 'self' 'sha256-TD4bijd3KUcHDmm9fAy+0QwyFVw/v4b25yHb8E2F7bY='",
    });
  });

  it("reads a nonce's own tag: a script with src or another element names no inline script; a script runs to its first end tag", () => {
    const html = `<link rel="modulepreload" href="/a.js" nonce="n1"><script src="/x.js" nonce="n1"></script><SCRIPT type="module" nonce="n1">a()</SCRIPT><script nonce="n1">\nb()\n</script >`;
    expect(nonceFree(html, "n1", "script-src 'nonce-n1'")).toEqual({
      html: `<link rel="modulepreload" href="/a.js"><script src="/x.js"></script><SCRIPT type="module">a()</SCRIPT><script>\nb()\n</script >`,
      // the same for 'a()' and for 'b()' between two line breaks
      csp: "script-src 'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=' 'sha256-NlXKTQe8YfLmZqnEm5aXK1Lb/1wWgkKgNs+lNRY6yOo='",
    });
  });
});
