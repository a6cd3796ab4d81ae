import { parse } from "csv-parse/sync";

/** The rows of a CSV file as a spreadsheet reads them (RFC 4180: quoted fields, CRLF; a byte-order mark is dropped). */
export function readCsv(text: string): string[][] {
  return parse(text, { bom: true, relaxColumnCount: false });
}
