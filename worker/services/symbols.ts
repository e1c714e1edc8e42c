/**
 * Symbol search over the asset catalogue (tables `symbols` and `symbol_terms`).
 *
 * Ranking: exact symbol, then symbol prefix, then word prefix in the description or full name;
 * within each, ranked assets first in popularity order (1 = most traded), then the others
 * alphabetically (docs/decisions/029-symbol-ranking.md). Every shape is a range query on an
 * index (`key >= q AND key < q || U+10FFFF`), never LIKE or GLOB: the query stays literal text
 * (%, _ and quotes mean themselves), D1's 50-byte pattern limit never applies, and SQLite walks
 * the index in order so LIMIT stops early. The ranked parts walk the partial index of ranked
 * rows (a few hundred at most) in rank order, so they stop early too.
 */
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { SymbolResult } from "#common/api/symbols.ts";
import type { Db } from "#worker/db/client.ts";
import { POPULARITY_INDEX, symbols, symbolTerms } from "#worker/db/schema.ts";

/** Longest symbol the catalogue accepts (the import validates it). */
export const MAX_SYMBOL_LENGTH = 64;
/** Longest indexed word; a longer query word cannot match anything. */
export const MAX_TERM_LENGTH = 64;
/** Words of a query beyond this many are ignored (each one narrows the result). */
const MAX_QUERY_WORDS = 4;
/** The highest code point: `prefix + TOP` sorts after every string that starts with `prefix`. */
const TOP = "\u{10FFFF}";

/** Lower-cased words of a text: letters and digits of any script, everything else separates. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The index terms of a symbol: distinct words of its description and full name. */
export function termsOf(row: { description: string; fullName: string }): string[] {
  const terms = new Set<string>();
  for (const word of [...wordsOf(row.description), ...wordsOf(row.fullName)]) {
    if (word.length <= MAX_TERM_LENGTH) terms.add(word);
  }
  return [...terms];
}

/** How a symbol is stored for exact and prefix search. */
export const symbolKeyOf = (symbol: string) => symbol.normalize("NFKC").toLowerCase();

export interface SearchInput {
  readonly query: string;
  readonly limit: number;
  /** null: no filter ('ALL'). */
  readonly exchange: string | null;
  readonly type: string | null;
}

/** The catalogue under the names the statements give it: `s` a symbol, `t` and `o` its terms. */
const s = alias(symbols, "s");
const t = alias(symbolTerms, "t");
const o = alias(symbolTerms, "o");

/** A row as the search selects it: the answer's fields and the id that deduplicates. */
type Row = Omit<SymbolResult, "full_name" | "start_date" | "end_date"> & {
  id: number;
  fullName: string;
  startDate: string;
  endDate: string;
};

const columns = sql`${s.id} AS id, ${s.symbol} AS symbol, ${s.fullName} AS fullName, ${s.exchange} AS exchange,
  ${s.description} AS description, ${s.type} AS type, ${s.startDate} AS startDate, ${s.endDate} AS endDate,
  ${s.precision} AS precision`;

/** The exchange and type filters ('ALL' is none), each compared without case. */
function filters(input: SearchInput): SQL {
  return sql.join([
    input.exchange === null ? undefined : sql` AND ${s.exchange} = ${input.exchange} COLLATE NOCASE`,
    input.type === null ? undefined : sql` AND ${s.type} = ${input.type} COLLATE NOCASE`,
  ]);
}

/** An unranked row's place after every ranked one, in the exact tier's ordering. */
const UNRANKED_LAST = 2_147_483_647;

/**
 * The ranked parts of one search, in order (exported for the query-plan test): exact symbol;
 * symbol prefix, ranked then unranked; word prefix, ranked then unranked.
 */
export function searchTiers(input: SearchInput): SQL[] {
  const key = symbolKeyOf(input.query.trim());
  const words = wordsOf(input.query).slice(0, MAX_QUERY_WORDS);
  const filter = filters(input);
  const tiers: SQL[] = [];
  const ranked = (tier: number) =>
    sql`SELECT ${sql.raw(String(tier))} AS rank, ${s.popularityRank} AS k1, ${s.id} AS k2, ${columns}
      FROM ${symbols} ${s} INDEXED BY ${sql.identifier(POPULARITY_INDEX)} WHERE ${s.popularityRank} IS NOT NULL`;
  const byRank = sql`ORDER BY ${s.popularityRank} LIMIT ${input.limit}`;
  if (key.length > 0 && key.length <= MAX_SYMBOL_LENGTH) {
    tiers.push(
      sql`SELECT 0 AS rank, coalesce(${s.popularityRank}, ${sql.raw(String(UNRANKED_LAST))}) AS k1, ${s.id} AS k2, ${columns}
        FROM ${symbols} ${s} WHERE ${s.symbolKey} = ${key}${filter} ORDER BY k1, k2 LIMIT ${input.limit}`,
    );
    const prefix = sql`${s.symbolKey} > ${key} AND ${s.symbolKey} < ${key + TOP}`;
    tiers.push(sql`${ranked(1)} AND ${prefix}${filter} ${byRank}`);
    tiers.push(
      sql`SELECT 2 AS rank, ${s.symbolKey} AS k1, ${s.id} AS k2, ${columns} FROM ${symbols} ${s}
        WHERE ${prefix} AND ${s.popularityRank} IS NULL${filter} ORDER BY ${s.symbolKey} LIMIT ${input.limit}`,
    );
  }
  if (words.length > 0 && words.every((word) => word.length <= MAX_TERM_LENGTH)) {
    // The longest word drives the term index (most selective); the others must match too.
    const [first, ...others] = [...words].sort((a, b) => b.length - a.length) as [string, ...string[]];
    const termRange = (term: AnyColumn, word: string) => sql`${term} >= ${word} AND ${term} < ${word + TOP}`;
    const more = sql.join(
      others.map(
        (word) => sql` AND ${s.id} IN (SELECT ${o.symbolId} FROM ${symbolTerms} ${o} WHERE ${termRange(o.term, word)})`,
      ),
    );
    tiers.push(
      sql`${ranked(3)} AND ${s.id} IN (SELECT ${t.symbolId} FROM ${symbolTerms} ${t} WHERE ${termRange(t.term, first)})${more}${filter} ${byRank}`,
    );
    // A symbol matching through two terms comes twice (deduplicated below), hence the larger limit.
    tiers.push(
      sql`SELECT 4 AS rank, ${t.term} AS k1, ${t.symbolId} AS k2, ${columns}
        FROM ${symbolTerms} ${t} CROSS JOIN ${symbols} ${s} ON ${s.id} = ${t.symbolId}
        WHERE ${termRange(t.term, first)} AND ${s.popularityRank} IS NULL${more}${filter}
        ORDER BY ${t.term}, ${t.symbolId} LIMIT ${input.limit * 3}`,
    );
  }
  return tiers;
}

/**
 * The whole search as one statement (one D1 query): each tier walks its index in order and stops
 * at its LIMIT; the outer ORDER BY sorts only those few rows into rank order.
 */
export function searchStatement(input: SearchInput): SQL | undefined {
  const tiers = searchTiers(input);
  if (tiers.length === 0) return undefined;
  return sql`${sql.join(
    tiers.map((tier) => sql`SELECT * FROM (${tier})`),
    sql` UNION ALL `,
  )} ORDER BY rank, k1, k2`;
}

const toResult = (row: Row): SymbolResult => ({
  symbol: row.symbol,
  full_name: row.fullName,
  exchange: row.exchange,
  description: row.description,
  type: row.type,
  start_date: row.startDate,
  end_date: row.endDate,
  precision: row.precision,
});

/** Runs the search in one D1 query and merges the ranked tiers without duplicates. */
export async function searchSymbols(db: Db, input: SearchInput): Promise<SymbolResult[]> {
  const statement = searchStatement(input);
  if (!statement) return [];
  const results = await db.all<Row>(statement);
  const seen = new Set<number>();
  const merged: SymbolResult[] = [];
  for (const row of results) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    merged.push(toResult(row));
    if (merged.length === input.limit) break;
  }
  return merged;
}
