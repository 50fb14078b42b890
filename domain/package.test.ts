import { describe, expect, it } from "vitest";
import { isPackageClosed } from "./package";

describe("isPackageClosed", () => {
  const today = "2026-11-22";
  it("is open while booking closes today or later and the package is Active", () => {
    expect(isPackageClosed({ status: "Active", bookingClosingDate: "2026-11-22" }, today)).toBe(false);
    expect(isPackageClosed({ status: "Active", bookingClosingDate: null }, today)).toBe(false);
  });
  it("is closed after the closing date, or when Paused or Expired", () => {
    expect(isPackageClosed({ status: "Active", bookingClosingDate: "2026-11-21" }, today)).toBe(true);
    expect(isPackageClosed({ status: "Paused", bookingClosingDate: "2026-12-31" }, today)).toBe(true);
    expect(isPackageClosed({ status: "Expired", bookingClosingDate: null }, today)).toBe(true);
  });
});
