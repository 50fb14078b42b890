import { describe, expect, it } from "vitest";
import { failureMessage } from "./failure-message";

describe("failureMessage", () => {
  it("puts the reason after the prefix", () => {
    expect(failureMessage("Failed to sign out", "Could not reach the server.")).toBe("Failed to sign out: Could not reach the server.");
  });

  it("keeps a reason the server already worded with the same prefix", () => {
    expect(failureMessage("Failed to sign in", "Failed to sign in: Invalid email or password.")).toBe(
      "Failed to sign in: Invalid email or password.",
    );
  });

  it("prefixes a reason that merely mentions the words later on", () => {
    expect(failureMessage("Failed to load packages", "Not Failed to load packages: x")).toBe(
      "Failed to load packages: Not Failed to load packages: x",
    );
  });
});
