import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "./csv";

describe("CSV cells", () => {
  it("writes a leading =, +, -, @, tab or carriage return as text, not a formula", () => {
    expect(["=1+1", "+91 98", "-2", "@SUM(A1)", "\tx", "\rx", "a=b"].map((v) => csvCell(v))).toEqual([
      "'=1+1",
      "'+91 98",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      '"\'\rx"',
      "a=b",
    ]);
  });

  it("quotes when a comma, quote or line break needs it, or always; empty for null, JSON for other values", () => {
    const needQuotes = ['Say "hi", then', "two\nlines"];
    expect(Object.fromEntries(needQuotes.map((v) => [v, csvCell(v)]))).toEqual({
      'Say "hi", then': '"Say ""hi"", then"',
      "two\nlines": '"two\nlines"',
    });
    expect(csvCell("plain", "always")).toBe('"plain"');
    expect([csvCell(null), csvCell(undefined), csvCell(12), csvCell(null, "always"), csvCell({ a: 1 })]).toEqual([
      "",
      "",
      "12",
      '""',
      '"{""a"":1}"',
    ]);
  });

  it("ends every line, the last one too, with CRLF", () => {
    expect(
      csvText([
        ["day", "views"],
        ["2026-11-30", 3],
      ]),
    ).toBe("day,views\r\n2026-11-30,3\r\n");
  });
});
