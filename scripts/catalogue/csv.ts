/** A small RFC 4180 CSV reader: quoted fields, doubled quotes, commas and newlines inside quotes. */
export interface CsvRecord {
  /** 1-based line number where the record starts (the header is line 1). */
  readonly line: number;
  readonly fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}

/** Records as objects keyed by the header row's names. */
export function csvObjects(text: string): { line: number; values: Record<string, string> }[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  const names = header.fields.map((name) => name.trim());
  return rows.map((row) => ({
    line: row.line,
    values: Object.fromEntries(names.map((name, i) => [name, row.fields[i] ?? ""])),
  }));
}

/** One CSV field, quoted when it needs to be. */
export const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
