import type { Response } from "express";

/**
 * Sends CSV text as a spreadsheet download named `fileName`. The file starts with a UTF-8
 * byte-order mark: without it Excel reads a CSV in the machine's legacy code page, and a
 * Malayalam, Hindi or Arabic label comes out garbled. Other spreadsheets and CSV readers take the
 * mark as the encoding's signature and drop it.
 */
export function sendCsvDownload(res: Response, fileName: string, csv: string): void {
  res.type("text/csv; charset=utf-8").attachment(fileName).send(`\uFEFF${csv}`);
}
