import { describe, expect, it } from "vitest";
import { announceAgain } from "./announce-again";

describe("a live region's text said again", () => {
  it("changes each time the same sentence is said, so each time is read out, and says a new sentence as it is", () => {
    const first = announceAgain("", "No changes to save.");
    expect(first).toBe("No changes to save.");
    const second = announceAgain(first, "No changes to save.");
    expect(second).toBe("No changes to save.\u00a0");
    expect(announceAgain(second, "No changes to save.")).toBe("No changes to save.");
    expect(announceAgain(second, "Saved.")).toBe("Saved.");
  });
});
