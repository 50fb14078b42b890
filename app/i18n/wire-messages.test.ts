import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES } from "../../domain/site-language";
import { compiledMessages, wireMessages } from "./messages.server";
import { expandMessages } from "./wire-messages";

describe("messages on the wire (ADR 051)", () => {
  it("sends plain text as a string and a message with placeholders as its syntax tree", () => {
    const en = wireMessages("en");
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
      expect(expandMessages(wireMessages(language))).toEqual(compiledMessages(language));
    }
  });

  it("sends fewer values than the trees: most messages are plain text", () => {
    const strings = Object.values(wireMessages("en")).filter((m) => typeof m === "string").length;
    expect(strings / Object.keys(wireMessages("en")).length).toBeGreaterThan(0.6);
  });
});
