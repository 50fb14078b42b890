import { describe, expect, it } from "vitest";
import { travelDateProblem, travelDateWindow } from "./travel-date";

describe("travelDateWindow", () => {
  it("runs from today to the package's booking closing date", () => {
    expect(travelDateWindow({ bookingClosingDate: "2027-03-31" }, "2026-11-22")).toEqual({ min: "2026-11-22", max: "2027-03-31" });
  });

  it.each([[null], [undefined], [""], ["2027-02-30"], ["31/03/2027"]])(
    "has no upper limit without a valid closing date (%j)",
    (closing) => {
      expect(travelDateWindow({ bookingClosingDate: closing }, "2026-11-22")).toEqual({ min: "2026-11-22", max: null });
    },
  );
});

describe("travelDateProblem", () => {
  const window = { min: "2026-11-22", max: "2027-03-31" };

  it.each([
    ["", null],
    ["2026-11-22", null],
    ["2027-03-31", null],
    ["2027-01-15", null],
    ["2026-11-21", "beforeMin"],
    ["2027-04-01", "afterMax"],
    ["2027-02-30", "invalid"],
    ["tomorrow", "invalid"],
  ] as const)("%j is %j", (date, problem) => {
    expect(travelDateProblem(date, window)).toBe(problem);
  });

  it("allows any later date when there is no closing date", () => {
    expect(travelDateProblem("2035-12-31", { min: "2026-11-22", max: null })).toBeNull();
    expect(travelDateProblem("2026-11-21", { min: "2026-11-22", max: null })).toBe("beforeMin");
  });

  it("refuses every date once the closing date is past", () => {
    const closed = travelDateWindow({ bookingClosingDate: "2026-11-01" }, "2026-11-22");
    expect(travelDateProblem("2026-11-22", closed)).toBe("afterMax");
    expect(travelDateProblem("2026-10-30", closed)).toBe("beforeMin");
  });
});
