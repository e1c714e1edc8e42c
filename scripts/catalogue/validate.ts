/**
 * Validates an operator's catalogue CSV: every row is checked with the contract's zod schema
 * before anything is loaded, and each problem names its line, so a bad file loads nothing.
 */
import { type CatalogueRow, catalogueRow } from "#common/api/symbols.ts";
import { csvObjects, parseCsv } from "./csv";

export const catalogueColumns = [
  "symbol",
  "full_name",
  "exchange",
  "description",
  "type",
  "start_date",
  "end_date",
  "precision",
] as const;

export type CatalogueCheck = { ok: true; rows: CatalogueRow[] } | { ok: false; errors: string[] };

export function validateCatalogueCsv(text: string): CatalogueCheck {
  const header = parseCsv(text)[0]?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const missing = catalogueColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: [`line 1: missing column(s) ${missing.join(", ")} (expected ${catalogueColumns.join(",")})`],
    };
  }
  const errors: string[] = [];
  const rows: CatalogueRow[] = [];
  const firstLineOf = new Map<string, number>();
  const records = csvObjects(text);
  if (records.length === 0) return { ok: false, errors: ["the file has no rows"] };
  for (const { line, values } of records) {
    const lower = Object.fromEntries(Object.entries(values).map(([k, v]) => [k.toLowerCase(), v]));
    const parsed = catalogueRow.safeParse(lower);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`line ${line}: ${issue.path.join(".") || "row"}: ${issue.message}`);
      continue;
    }
    const seen = firstLineOf.get(parsed.data.full_name);
    if (seen !== undefined) {
      errors.push(`line ${line}: full_name: ${parsed.data.full_name} is already on line ${seen}`);
      continue;
    }
    firstLineOf.set(parsed.data.full_name, line);
    rows.push(parsed.data);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
