/**
 * CSV as spreadsheets read it (RFC 4180: comma-separated, CRLF line ends,
 * fields with a comma, quote or line break wrapped in double quotes and inner
 * quotes doubled), with formula injection neutralised: a cell a spreadsheet
 * would run as a formula (starting with = + - @, a tab or a carriage return)
 * gets a leading apostrophe, so it is shown as the text it is.
 */
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: neutralised, then quoted when it has to be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line end. */
export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/** A whole document: every row followed by CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${csvRow(row)}\r\n`).join("");
}

/** What a CSV download starts with so that spreadsheet programs read it as UTF-8 (names with accents stay intact). */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";
