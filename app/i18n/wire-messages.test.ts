import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../../domain/site-language";
import type { CopyNamespace } from "./copy-of";
import { CATALOGUES, compiledMessages, messagesFileAnswer, messagesFileUrl, wireMessages, wireMessagesText } from "./messages.server";
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
    // 58 site and 52 terms messages in every catalogue.
    expect(Object.keys(ml)).toHaveLength(110);
    expect(wireMessages("ml", ["site", "terms"])).toBe(ml);
  });

  it("sends a set as one JSON text, which the server's own render decodes to the set itself (ADR 060)", () => {
    const text = wireMessagesText("hi", ["site", "terms"]);
    expect(JSON.parse(text)).toEqual(wireMessages("hi", ["site", "terms"]));
    expect(decodeMessages(text)).toBe(wireMessages("hi", ["site", "terms"]));
  });

  it("names a set's file by language, namespaces and the hash of its text, and decodes the name to the set (ADR 062)", () => {
    const url = messagesFileUrl("ar", ["site", "terms"]);
    const hash = createHash("sha256")
      .update(wireMessagesText("ar", ["site", "terms"]))
      .digest("hex")
      .slice(0, 8);
    expect(url).toBe(`/assets/messages/ar/site.terms.${hash}.json`);
    expect(messagesFileUrl("ar", ["site", "terms"])).toBe(url);
    expect(decodeMessages(url)).toBe(wireMessages("ar", ["site", "terms"]));
    // A name the browser has not fetched decodes to nothing (the page then falls back).
    expect(decodeMessages("/assets/messages/ar/site.00000000.json")).toBeUndefined();
  });

  it("answers a file name with the set's text, a stale hash with the current name, anything else as missing", () => {
    const url = messagesFileUrl("hi", ["booking", "site"]);
    const name = url.slice(url.lastIndexOf("/") + 1);
    expect(messagesFileAnswer("hi", name)).toEqual({ kind: "file", text: wireMessagesText("hi", ["booking", "site"]) });
    expect(messagesFileAnswer("hi", "booking.site.0123abcd.json")).toEqual({ kind: "moved", url });
    // A set no loader made (yet, on this instance) is answered all the same, from the same text.
    const made = messagesFileAnswer("ml", "compare.favorites.0123abcd.json");
    expect(made.kind).toBe("moved");
    const current = (made as { url: string }).url;
    expect(messagesFileAnswer("ml", current.slice(current.lastIndexOf("/") + 1))).toEqual({
      kind: "file",
      text: JSON.stringify(wireMessages("ml", ["compare", "favorites"])),
    });
    for (const [language, file] of [
      ["fr", name],
      ["hi", "booking.nothing.0123abcd.json"],
      ["hi", "site.site.0123abcd.json"],
      ["hi", "booking.site.json"],
      ["hi", "booking.site.0123ABCD.json"],
      ["hi", "../en.json"],
      ["hi", `${Array(17).fill("site").join(".")}.0123abcd.json`],
    ] as const) {
      expect(messagesFileAnswer(language, file), `${language}/${file}`).toEqual({ kind: "missing" });
    }
  });
});
