import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { looksLikePdf } from "./pdf-check";
import { DEMO_PDF } from "./test-images";

const brochure = fs.readFileSync(DEMO_PDF);

describe("looksLikePdf", () => {
  it("accepts the demo brochure, a real one-page PDF", () => {
    expect(looksLikePdf(brochure)).toBe(true);
  });

  it("accepts a PDF with a cross-reference stream instead of a table", () => {
    const body = "%PDF-1.5\n1 0 obj\n<< /Type /XRef /Size 2 /W [1 2 1] >>\nstream\n\nendstream\nendobj\nstartxref\n9\n%%EOF\n";
    expect(looksLikePdf(Buffer.from(body, "latin1"))).toBe(true);
  });

  it("refuses a file that only starts with %PDF-", () => {
    expect(looksLikePdf(Buffer.from("%PDF-1.4\nHello, I am a text file.\n"))).toBe(false);
    expect(looksLikePdf(Buffer.from("%PDF-1.4\n%%EOF\n"))).toBe(false);
  });

  it("refuses the brochure cut off before its end, or without its cross-reference table", () => {
    expect(looksLikePdf(brochure.subarray(0, brochure.length - 20))).toBe(false);
    expect(looksLikePdf(brochure.subarray(0, Math.floor(brochure.length / 2)))).toBe(false);
    const noXref = Buffer.from(brochure.toString("latin1").replace("\nxref\n", "\nxxxx\n"), "latin1");
    expect(looksLikePdf(noXref)).toBe(false);
  });

  it("refuses a startxref that points past the end of the file, and a header that is not 1.x", () => {
    const text = brochure.toString("latin1");
    expect(looksLikePdf(Buffer.from(text.replace(/startxref\n\d+/, "startxref\n99999999"), "latin1"))).toBe(false);
    expect(looksLikePdf(Buffer.from(text.replace("%PDF-1.4", "%PDF-x.4"), "latin1"))).toBe(false);
  });
});
