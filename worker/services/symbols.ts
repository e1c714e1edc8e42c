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
import type { SymbolResult } from "#common/api/symbols.ts";

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

interface Row {
  id: number;
  symbol: string;
  full_name: string;
  exchange: string;
  description: string;
  type: string;
  start_date: string;
  end_date: string;
  precision: number;
}

const columns = "s.id, s.symbol, s.full_name, s.exchange, s.description, s.type, s.start_date, s.end_date, s.precision";

function filters(input: SearchInput): { sql: string; params: string[] } {
  let sql = "";
  const params: string[] = [];
  if (input.exchange !== null) {
    sql += " AND s.exchange = ? COLLATE NOCASE";
    params.push(input.exchange);
  }
  if (input.type !== null) {
    sql += " AND s.type = ? COLLATE NOCASE";
    params.push(input.type);
  }
  return { sql, params };
}

interface Tier {
  readonly sql: string;
  readonly params: (string | number)[];
}

/** An unranked row's place after every ranked one, in the exact tier's ordering. */
const UNRANKED_LAST = 2_147_483_647;

/**
 * The ranked parts of one search, in order (exported for the query-plan test): exact symbol;
 * symbol prefix, ranked then unranked; word prefix, ranked then unranked.
 */
export function searchTiers(input: SearchInput): Tier[] {
  const key = symbolKeyOf(input.query.trim());
  const words = wordsOf(input.query).slice(0, MAX_QUERY_WORDS);
  const filter = filters(input);
  const tiers: Tier[] = [];
  const ranked = (tier: number) =>
    `SELECT ${tier} AS rank, s.popularity_rank AS k1, s.id AS k2, ${columns} FROM symbols s INDEXED BY symbols_popularity_idx WHERE s.popularity_rank IS NOT NULL`;
  const byRank = `ORDER BY s.popularity_rank LIMIT ?`;
  if (key.length > 0 && key.length <= MAX_SYMBOL_LENGTH) {
    tiers.push({
      sql: `SELECT 0 AS rank, coalesce(s.popularity_rank, ${UNRANKED_LAST}) AS k1, s.id AS k2, ${columns} FROM symbols s WHERE s.symbol_key = ?${filter.sql} ORDER BY k1, k2 LIMIT ?`,
      params: [key, ...filter.params, input.limit],
    });
    const prefix = "s.symbol_key > ? AND s.symbol_key < ?";
    tiers.push({
      sql: `${ranked(1)} AND ${prefix}${filter.sql} ${byRank}`,
      params: [key, key + TOP, ...filter.params, input.limit],
    });
    tiers.push({
      sql: `SELECT 2 AS rank, s.symbol_key AS k1, s.id AS k2, ${columns} FROM symbols s WHERE ${prefix} AND s.popularity_rank IS NULL${filter.sql} ORDER BY s.symbol_key LIMIT ?`,
      params: [key, key + TOP, ...filter.params, input.limit],
    });
  }
  if (words.length > 0 && words.every((word) => word.length <= MAX_TERM_LENGTH)) {
    // The longest word drives the term index (most selective); the others must match too.
    const [first, ...others] = [...words].sort((a, b) => b.length - a.length) as [string, ...string[]];
    const termRange = (alias: string) => `${alias}.term >= ? AND ${alias}.term < ?`;
    const more = others
      .map(() => ` AND s.id IN (SELECT o.symbol_id FROM symbol_terms o WHERE ${termRange("o")})`)
      .join("");
    const otherParams = others.flatMap((word) => [word, word + TOP]);
    tiers.push({
      sql: `${ranked(3)} AND s.id IN (SELECT t.symbol_id FROM symbol_terms t WHERE ${termRange("t")})${more}${filter.sql} ${byRank}`,
      params: [first, first + TOP, ...otherParams, ...filter.params, input.limit],
    });
    // A symbol matching through two terms comes twice (deduplicated below), hence the larger limit.
    tiers.push({
      sql:
        `SELECT 4 AS rank, t.term AS k1, t.symbol_id AS k2, ${columns} FROM symbol_terms t CROSS JOIN symbols s ON s.id = t.symbol_id` +
        ` WHERE ${termRange("t")} AND s.popularity_rank IS NULL${more}${filter.sql} ORDER BY t.term, t.symbol_id LIMIT ?`,
      params: [first, first + TOP, ...otherParams, ...filter.params, input.limit * 3],
    });
  }
  return tiers;
}

/**
 * The whole search as one statement (one D1 query): each tier walks its index in order and stops
 * at its LIMIT; the outer ORDER BY sorts only those few rows into rank order.
 */
export function searchStatement(input: SearchInput): Tier | undefined {
  const tiers = searchTiers(input);
  if (tiers.length === 0) return undefined;
  return {
    sql: `${tiers.map((t) => `SELECT * FROM (${t.sql})`).join(" UNION ALL ")} ORDER BY rank, k1, k2`,
    params: tiers.flatMap((t) => t.params),
  };
}

const toResult = (row: Row): SymbolResult => ({
  symbol: row.symbol,
  full_name: row.full_name,
  exchange: row.exchange,
  description: row.description,
  type: row.type,
  start_date: row.start_date,
  end_date: row.end_date,
  precision: row.precision,
});

/** Runs the search in one D1 query and merges the ranked tiers without duplicates. */
export async function searchSymbols(d1: Pick<D1Database, "prepare">, input: SearchInput): Promise<SymbolResult[]> {
  const statement = searchStatement(input);
  if (!statement) return [];
  const { results } = await d1
    .prepare(statement.sql)
    .bind(...statement.params)
    .all<Row>();
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
