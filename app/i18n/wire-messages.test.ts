import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../../domain/site-language";
import type { CopyNamespace } from "./copy-of";
import { CATALOGUES, compiledMessages, wireMessages, wireMessagesText } from "./messages.server";
import { decodeMessages, expandMessages } from "./wire-messages";

/** Every namespace of en.json, so the whole catalogue goes on the wire. */
const ALL = [...new Set(Object.keys(CATALOGUES.en).map((id) => id.split(".")[0]!))] as CopyNamespace[];

describe("messages on the wire (ADR 051)", () => {
  it("sends plain text as a string and a message with placeholders as its syntax tree", () => {
    const en = wireMessages("en", ALL);
    expect(en["site.skipToContent"]).toBe("Skip to content");
    expect(en["listing.showing"]).toEqual([
      { type: 0, value: "Showing " },
      { type: 1, value: "matched" },
      { type: 0, value: " of " },
      { type: 1, value: "total" },
      { type: 0, value: " packages" },
    ]);
  });

  it("expands back to exactly the parser's trees in every language", () => {
    for (const language of SITE_LANGUAGES) {
      expect(expandMessages(wireMessages(language, ALL))).toEqual(compiledMessages(language));
    }
  });

  it("sends fewer values than the trees: most messages are plain text", () => {
    const strings = Object.values(wireMessages("en", ALL)).filter((m) => typeof m === "string").length;
    expect(strings / Object.keys(wireMessages("en", ALL)).length).toBeGreaterThan(0.6);
  });

  it("sends only the namespaces asked for (ADR 058)", () => {
    const ml = wireMessages("ml", ["site", "terms"]);
    const namespaces = new Set(Object.keys(ml).map((id) => id.split(".")[0]));
    expect([...namespaces].sort()).toEqual(["site", "terms"]);
    expect(ml["site.skipToContent"]).toBe("ഉള്ളടക്കത്തിലേക്ക് പോകുക");
    // 56 site and 48 terms messages in every catalogue.
    expect(Object.keys(ml)).toHaveLength(104);
    expect(wireMessages("ml", ["site", "terms"])).toBe(ml);
  });

  it("sends a set as one JSON text, which the server's own render decodes to the set itself (ADR 060)", () => {
    const text = wireMessagesText("hi", ["site", "terms"]);
    expect(JSON.parse(text)).toEqual(wireMessages("hi", ["site", "terms"]));
    expect(decodeMessages(text)).toBe(wireMessages("hi", ["site", "terms"]));
  });
});
