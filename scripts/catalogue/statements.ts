/**
 * The SQL that loads catalogue rows, written once and sent two ways: bound statements in a D1
 * batch (local seed and import) or a SQL file with safely quoted literals for
 * `wrangler d1 execute --remote --file` (remote import).
 */
import type { CatalogueRow } from "#common/api/symbols.ts";
import { symbolKeyOf, termsOf } from "#worker/services/symbols.ts";

export interface Statement {
  readonly sql: string;
  readonly params: readonly (string | number)[];
}

const columns =
  "symbol, symbol_key, full_name, exchange, description, type, start_date, end_date, precision, popularity_rank";
const updates = columns
  .split(", ")
  .filter((c) => c !== "full_name")
  .map((c) => `${c} = excluded.${c}`)
  .join(", ");

/** The seed's only change to an existing row: a rank for an unranked one (never the operator's). */
const keepUpdate =
  "UPDATE SET popularity_rank = excluded.popularity_rank WHERE symbols.popularity_rank IS NULL AND excluded.popularity_rank IS NOT NULL";

/** Largest JSON parameter per statement: well under D1's 100 KB statement limit once inlined in a SQL file. */
const MAX_JSON_BYTES = 40_000;

/** Splits items into JSON arrays of at most MAX_JSON_BYTES each. */
function jsonChunks(items: readonly unknown[]): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let size = 2;
  for (const item of items) {
    const json = JSON.stringify(item);
    const bytes = new TextEncoder().encode(json).byteLength + 1;
    if (parts.length > 0 && size + bytes > MAX_JSON_BYTES) {
      chunks.push(`[${parts.join(",")}]`);
      parts = [];
      size = 2;
    }
    parts.push(json);
    size += bytes;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(",")}]`);
  return chunks;
}

/**
 * Statements for rows. "keep" inserts missing rows and leaves existing ones, only giving an
 * unranked one the rank it now has (the seed: running it again changes nothing, and a database
 * seeded before ranks existed gets them); "replace" upserts by full_name, rank included, and
 * rebuilds the rows' search terms (the import). Rows travel as JSON arrays read with json_each,
 * so many rows are one statement.
 */
export function catalogueStatements(rows: readonly CatalogueRow[], mode: "keep" | "replace"): Statement[] {
  const statements: Statement[] = [];
  const picks = columns
    .split(", ")
    .map((_, n) => `j.value ->> ${n}`)
    .join(", ");
  const values = rows.map((r) => [
    r.symbol,
    symbolKeyOf(r.symbol),
    r.full_name,
    r.exchange,
    r.description,
    r.type,
    r.start_date,
    r.end_date,
    r.precision,
    r.popularity_rank ?? null,
  ]);
  for (const json of jsonChunks(values)) {
    statements.push({
      // "WHERE true" keeps SQLite from reading ON CONFLICT as part of the join.
      sql: `INSERT INTO symbols (${columns}) SELECT ${picks} FROM json_each(?) j WHERE true ON CONFLICT (full_name) DO ${mode === "keep" ? keepUpdate : `UPDATE SET ${updates}`}`,
      params: [json],
    });
  }
  if (mode === "replace") {
    for (const json of jsonChunks(rows.map((r) => r.full_name))) {
      statements.push({
        sql: "DELETE FROM symbol_terms WHERE symbol_id IN (SELECT s.id FROM json_each(?) j JOIN symbols s ON s.full_name = j.value)",
        params: [json],
      });
    }
  }
  const terms = rows.flatMap((r) =>
    termsOf({ description: r.description, fullName: r.full_name }).map((term) => [term, r.full_name]),
  );
  for (const json of jsonChunks(terms)) {
    statements.push({
      sql: "INSERT OR IGNORE INTO symbol_terms (term, symbol_id) SELECT j.value ->> 0, s.id FROM json_each(?) j JOIN symbols s ON s.full_name = j.value ->> 1",
      params: [json],
    });
  }
  return statements;
}

/** A SQL literal: strings single-quoted with quotes doubled; only finite integers as numbers. */
export function sqlLiteral(value: string | number): string {
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
    return String(value);
  }
  if (value.includes("\0")) throw new Error("NUL character in a value");
  return `'${value.replaceAll("'", "''")}'`;
}

/** Inlines the parameters of each statement (for a SQL file). */
export function toSqlScript(statements: readonly Statement[]): string {
  return statements
    .map((s) => {
      let i = 0;
      const sql = s.sql.replace(/\?/g, () => {
        const value = s.params[i++];
        if (value === undefined) throw new Error(`missing parameter in ${s.sql}`);
        return sqlLiteral(value);
      });
      if (i !== s.params.length) throw new Error(`too many parameters for ${s.sql}`);
      return `${sql};`;
    })
    .join("\n");
}

/**
 * A batch's parameters stay under this many characters: through wrangler's platform proxy a local
 * D1 batch is one request, and one of about a megabyte (500 statements of a generated catalogue of
 * 100,000 rows) makes the proxy drop the connection ("other side closed"); 250,000 loads 100,000
 * rows in about 35 s.
 */
const MAX_BATCH_PARAM_CHARS = 250_000;

/** Runs statements against a D1 binding in batches (each batch is one transaction). */
export async function runStatements(d1: D1Database, statements: readonly Statement[], batchSize = 500): Promise<void> {
  let batch: Statement[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length > 0) await d1.batch(batch.map((s) => d1.prepare(s.sql).bind(...s.params)));
    batch = [];
    chars = 0;
  };
  for (const statement of statements) {
    const size = statement.params.reduce<number>((sum, p) => sum + String(p).length, 0);
    if (batch.length >= batchSize || (batch.length > 0 && chars + size > MAX_BATCH_PARAM_CHARS)) await flush();
    batch.push(statement);
    chars += size;
  }
  await flush();
}
