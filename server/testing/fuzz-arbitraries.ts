import fc from "fast-check";

/**
 * The fuzz suites' shared raw material (server/http/fuzz.test.ts, server/partners/partner-fuzz.test.ts):
 * text with control characters and non-ASCII in it, numbers that are not, URL encodings that break,
 * and JSON bodies shaped like a package.
 */

/** Control characters (tab, CR, LF, NUL, ESC…) among path-like characters: `/\t/evil.example`. */
export const controlText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
      fc.constantFrom("/", "\\", ".", "a", "\u007f"),
    ),
    {
      maxLength: 12,
    },
  )
  .map((chars) => chars.join(""));
/** Text outside ASCII: the site's own scripts, direction marks, a BOM, astral characters. */
export const nonAsciiText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("മ", "हिन्दी", "العربية", "\u202eevil", "\ufeff/", "𝓍𝓎", "é", "\u00a0", "/\u3002evil.example"),
);

export const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  controlText,
  nonAsciiText,
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    "-1",
    "0",
    "1e309",
    "NaN",
    "%",
    "%zz",
    "%00",
    "..%2f..",
    "'; drop table packages;--",
    "<script>",
    "[]",
    "{}",
    "null",
    "9".repeat(40),
    "a".repeat(300),
  ),
  fc.integer().map(String),
  fc.double().map(String),
);
export const enc = (s: string) => encodeURIComponent(s);
/** Sometimes a raw (unencoded) value, to hit the URL decoder too. */
export const encodedValue = fc.oneof(
  { weight: 4, arbitrary: junkText.map(enc) },
  { weight: 1, arbitrary: fc.constantFrom("%", "%E0%A4%A", "%c0%ae", "+", "&&", "==") },
);

/**
 * Text a JSON body can carry and PostgreSQL cannot store: a NUL, half of a surrogate pair. Only in
 * bodies: encodeURIComponent throws on a lone surrogate, so never in a URL.
 */
export const unstorableText = fc.constantFrom("\u0000", "Trip\u0000", "\ud800", "a\udfffb", "\ude00\ud83d");

export const jsonValue = fc.jsonValue({ maxDepth: 3 });
export const packageLike = fc.record(
  {
    title: fc.oneof(junkText, fc.constant("Fuzz Trip"), unstorableText),
    destinations: fc.oneof(junkText, unstorableText),
    originalPriceAdult: fc.oneof(fc.integer(), fc.double(), junkText),
    durationDays: fc.oneof(fc.integer(), junkText),
    categories: fc.oneof(fc.array(junkText, { maxLength: 3 }), junkText),
    bookingOpeningDate: fc.oneof(junkText, fc.constant("2026-01-01")),
    hasOffer: fc.oneof(fc.boolean(), junkText),
  },
  { requiredKeys: [] },
);
