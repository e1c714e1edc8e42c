/**
 * Builds the sample asset catalogue from the listing files and hand-written instrument lists in
 * scripts/data/ and the forex rules in lists.ts. Deterministic: the same input gives the same
 * rows, so the seed is idempotent. Dates are sample data: plausible first and last dates of history per category,
 * not a data vendor's records (the operator loads the real catalogue with `npm run symbols:import`).
 */
import type { CatalogueRow } from "#common/api/symbols.ts";
import { csvObjects } from "./csv";
import {
  type CryptoEntry,
  crossOrder,
  currencies,
  euroExotics,
  exoticQuotes,
  type InstrumentListSources,
  instrumentLists,
  majorBases,
  majorQuotes,
  metals,
} from "./lists";
import { popularAssets } from "./popularity";

/** Last date of the sample history (the listings' snapshot, August 2026). */
export const CATALOGUE_END = "2026-08-28";
/** The exchange of the product's own symbols (the index CFDs of scripts/data/cfds.csv). */
export const CFD_EXCHANGE = "TICKSIM";
/** Cryptos trade every day. */
const CRYPTO_END = "2026-08-30";

/** The data files' text (scripts/data/), read by the caller: this module stays free of Node APIs. */
export interface CatalogueSources extends InstrumentListSources {
  readonly sp500Csv: string;
  readonly nasdaqCsv: string;
}

/** A stable weekday between two years, picked by the symbol's hash (sample listing dates). */
export function spreadDate(seed: string, fromYear: number, toYear: number): string {
  let hash = 2166136261;
  for (const ch of seed) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619) >>> 0;
  const from = Date.UTC(fromYear, 0, 1);
  const days = Math.floor((Date.UTC(toYear, 11, 31) - from) / 86_400_000);
  const date = new Date(from + (hash % days) * 86_400_000);
  const weekday = date.getUTCDay();
  if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1);
  if (weekday === 6) date.setUTCDate(date.getUTCDate() + 2);
  return date.toISOString().slice(0, 10);
}

const row = (r: Omit<CatalogueRow, "full_name">): CatalogueRow => ({ ...r, full_name: `${r.exchange}:${r.symbol}` });

function stocks(sources: CatalogueSources): CatalogueRow[] {
  const nasdaq = csvObjects(sources.nasdaqCsv)
    .map((r) => r.values)
    .filter((v) => v["Test Issue"] === "N" && v.Symbol);
  const nasdaqSymbols = new Set(nasdaq.map((v) => v.Symbol));
  const rows: CatalogueRow[] = [];
  const seen = new Set<string>();
  for (const { values: v } of csvObjects(sources.sp500Csv)) {
    const symbol = v.Symbol?.trim();
    const description = v.Security?.trim();
    if (!symbol || !description) continue;
    const exchange = nasdaqSymbols.has(symbol) ? "NASDAQ" : "NYSE";
    seen.add(symbol);
    rows.push(
      row({
        symbol,
        exchange,
        description,
        type: "stock",
        start_date: "2004-01-02",
        end_date: CATALOGUE_END,
        precision: 2,
      }),
    );
  }
  // Nasdaq Global Select (Q) and Global Market (G) operating companies in good standing; no ETFs.
  for (const v of nasdaq) {
    const symbol = v.Symbol?.trim();
    const description = v["Company Name"]?.trim();
    if (!symbol || !description || seen.has(symbol)) continue;
    if (v.ETF !== "N" || v["Financial Status"] !== "N" || !["Q", "G"].includes(v["Market Category"] ?? "")) continue;
    seen.add(symbol);
    const start = v["Market Category"] === "Q" ? spreadDate(symbol, 2004, 2016) : spreadDate(symbol, 2008, 2023);
    rows.push(
      row({
        symbol,
        exchange: "NASDAQ",
        description,
        type: "stock",
        start_date: start,
        end_date: CATALOGUE_END,
        precision: 2,
      }),
    );
  }
  return rows;
}

const pairPrecision = (quote: string) =>
  ["KRW", "IDR", "CLP", "COP", "NGN"].includes(quote)
    ? 2
    : ["JPY", "HUF", "ARS", "KES", "INR", "PHP", "TWD", "THB", "EGP"].includes(quote)
      ? 3
      : 5;

function forex(): CatalogueRow[] {
  const pairs = new Map<string, { base: string; quote: string; start: string }>();
  const add = (base: string, quote: string, start: string) => {
    if (base !== quote && !pairs.has(base + quote)) pairs.set(base + quote, { base, quote, start });
  };
  for (const base of majorBases) add(base, "USD", "2003-05-05");
  for (const quote of majorQuotes) add("USD", quote, "2003-05-05");
  crossOrder.forEach((base, i) => {
    for (const quote of crossOrder.slice(i + 1)) add(base, quote, "2005-01-03");
  });
  for (const quote of exoticQuotes) add("USD", quote, spreadDate(`USD${quote}`, 2007, 2012));
  for (const quote of euroExotics) add("EUR", quote, spreadDate(`EUR${quote}`, 2008, 2013));
  for (const metal of metals) {
    add(metal, "USD", "2004-01-02");
    add(metal, "EUR", "2007-01-02");
  }
  return [...pairs.values()].map(({ base, quote, start }) =>
    row({
      symbol: base + quote,
      exchange: "FX",
      description: `${currencies[base]} / ${currencies[quote]}`,
      type: "forex",
      start_date: start,
      end_date: CATALOGUE_END,
      precision: metals.includes(base as (typeof metals)[number]) ? (base === "XAU" ? 2 : 3) : pairPrecision(quote),
    }),
  );
}

function cryptoPairs(cryptos: readonly CryptoEntry[]): CatalogueRow[] {
  return cryptos.flatMap((c) => [
    row({
      symbol: `${c.code}USD`,
      exchange: "COINBASE",
      description: `${c.name} / U.S. Dollar`,
      type: "crypto",
      start_date: c.start,
      end_date: CRYPTO_END,
      precision: c.precision,
    }),
    row({
      symbol: `${c.code}USDT`,
      exchange: "BINANCE",
      description: `${c.name} / TetherUS`,
      type: "crypto",
      start_date: c.start < "2017-08-17" ? "2017-08-17" : c.start,
      end_date: CRYPTO_END,
      precision: c.precision,
    }),
  ]);
}

export function buildCatalogue(sources: CatalogueSources): CatalogueRow[] {
  const { indices, cryptos, futures, cfds } = instrumentLists(sources);
  const rows = [
    ...forex(),
    ...indices.map((i) =>
      row({
        symbol: i.symbol,
        exchange: "INDEX",
        description: i.description,
        type: "index",
        start_date: i.start,
        end_date: CATALOGUE_END,
        precision: 2,
      }),
    ),
    ...cfds.map((c) =>
      row({
        symbol: c.symbol,
        exchange: CFD_EXCHANGE,
        description: c.description,
        type: "index",
        start_date: c.start,
        end_date: CATALOGUE_END,
        precision: c.precision,
      }),
    ),
    ...cryptoPairs(cryptos),
    ...futures.map((f) =>
      row({
        symbol: `${f.root}1!`,
        exchange: f.exchange,
        description: `${f.description} (continuous)`,
        type: "futures",
        start_date: f.start,
        end_date: CATALOGUE_END,
        precision: f.precision,
      }),
    ),
    ...stocks(sources),
  ];
  const names = new Set<string>();
  for (const r of rows) {
    if (names.has(r.full_name)) throw new Error(`duplicate full_name ${r.full_name}`);
    names.add(r.full_name);
  }
  return withPopularityRanks(rows, popularAssets);
}

/** Rank n for the n-th name of `popular`; a name missing from the rows is a mistake in the list. */
export function withPopularityRanks(rows: readonly CatalogueRow[], popular: readonly string[]): CatalogueRow[] {
  const ranks = new Map(popular.map((name, i) => [name, i + 1]));
  if (ranks.size !== popular.length) throw new Error("a popular asset is listed twice");
  const ranked = rows.map((r) => {
    const rank = ranks.get(r.full_name);
    return rank === undefined ? r : { ...r, popularity_rank: rank };
  });
  const missing = popular.filter((name) => !rows.some((r) => r.full_name === name));
  if (missing.length > 0) throw new Error(`popular assets not in the catalogue: ${missing.join(", ")}`);
  return ranked;
}
