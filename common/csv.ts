/** CSV as spreadsheets read it (RFC 4180, CRLF line ends), for every export the site offers. */

/** One cell: quoted when needed; a leading formula character is neutralised so spreadsheets do not run it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A header line and the rows, each line ended by CRLF. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}

/** An export's columns, in order: each heading and how a row fills its cell. */
export type CsvColumns<Row> = readonly (readonly [heading: string, cell: (row: Row) => string])[];

/** Rows as CSV under their columns' headings. */
export function csvOf<Row>(columns: CsvColumns<Row>, rows: readonly Row[]): string {
  return csvText(
    columns.map(([heading]) => heading),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}
