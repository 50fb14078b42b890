/**
 * CSV for the admin's and partners' downloads (RFC 4180: CRLF line ends, quotes doubled). The
 * texts in them come from people outside (a campaign in a landing URL, a provider's title), and a
 * spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a formula:
 * such a cell is written with a leading apostrophe, which shows it as text.
 */
export type CsvQuoting = "when-needed" | "always";

/** A value as a cell: text as written, null and undefined empty, anything else as JSON (numbers as digits). */
export function csvCell(value: unknown, quoting: CsvQuoting = "when-needed"): string {
  const text = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return quoting === "always" || /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines of cells as CSV text, each line ended by CRLF; the header is a line like the others. */
export function csvText(lines: readonly (readonly unknown[])[], quoting: CsvQuoting = "when-needed"): string {
  return lines.map((cells) => cells.map((value) => csvCell(value, quoting)).join(",")).join("\r\n") + "\r\n";
}
