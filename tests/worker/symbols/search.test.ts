import { env, SELF } from "cloudflare:test";
import type { SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { symbolSearchAnswer } from "#common/api/symbols.ts";
import { queryOf } from "#worker/db/batch.ts";
import { searchStatement, searchTiers } from "#worker/services/symbols.ts";
import { aSymbol, givenCatalogue } from "./fixtures";

/** Each test uses its own query words: the Workers cache is shared within the file. */
const search = (limit: string | number, query: string, exchange = "ALL", type = "ALL") =>
  SELF.fetch(`https://ticksim.test/tv/search/${limit}/${encodeURIComponent(query)}/${exchange}/${type}`);

const symbolsOf = async (res: Response) => symbolSearchAnswer.parse(await res.json()).map((r) => r.full_name);

beforeAll(async () => {
  await givenCatalogue([
    aSymbol({ symbol: "AAP", description: "Advance Auto Parts" }),
    aSymbol({ symbol: "AAPL", description: "Apple Inc." }),
    aSymbol({ symbol: "AAPW", description: "Roundhill AAPL WeeklyPay ETF" }),
    aSymbol({ symbol: "XAAP", description: "Not a prefix match" }),
    aSymbol({ symbol: "APX", exchange: "NYSE", description: "Aapex Holdings Corp" }),
    aSymbol({ symbol: "EURUSD", exchange: "FX", type: "forex", description: "Euro / U.S. Dollar", precision: 5 }),
    aSymbol({ symbol: "EURUSD", exchange: "OANDA", type: "forex", description: "Euro / U.S. Dollar", precision: 5 }),
    aSymbol({ symbol: "EURUSDT", exchange: "BINANCE", type: "crypto", description: "Euro Coin / TetherUS" }),
    aSymbol({ symbol: "GLE", exchange: "EURONEXT", description: "Société Générale" }),
    aSymbol({ symbol: "A_B", description: "Under_score Literal Trust" }),
    aSymbol({ symbol: "AXB", description: "Axb Widgets" }),
    aSymbol({ symbol: "O'NEIL", description: "O'Neil Quoted Partners" }),
    aSymbol({ symbol: "7203", exchange: "TSE", description: "トヨタ自動車 Toyota Motor" }),
    // Popularity: exact, then prefix, then word matches; ranked first (by rank) within each.
    aSymbol({ symbol: "RNK", exchange: "NASDAQ", description: "Plain exact" }),
    aSymbol({ symbol: "RNK", exchange: "NYSE", description: "Ranked exact", popularity_rank: 90 }),
    aSymbol({ symbol: "RNKA", description: "Unranked prefix" }),
    aSymbol({ symbol: "RNKB", description: "Ranked prefix", popularity_rank: 50 }),
    aSymbol({ symbol: "RNKC", exchange: "FX", type: "forex", description: "Top prefix", popularity_rank: 7 }),
    aSymbol({ symbol: "WRDA", description: "Rnkword Unranked Holdings" }),
    aSymbol({ symbol: "WRDZ", description: "Rnkword Ranked Holdings", popularity_rank: 3 }),
    ...Array.from({ length: 60 }, (_, i) =>
      aSymbol({ symbol: `ZZ${String(i).padStart(2, "0")}`, description: "Bulk row" }),
    ),
  ]);
});

describe("GET /tv/search/{limit}/{query}/{exchange}/{type}", () => {
  it("ranks the exact symbol first, then symbol prefixes, then word prefixes of the description", async () => {
    const res = await search(10, "aap");
    expect(res.status).toBe(200);
    expect(await symbolsOf(res)).toEqual(["NASDAQ:AAP", "NASDAQ:AAPL", "NASDAQ:AAPW", "NYSE:APX"]);
  });

  it("breaks ties by popularity rank within the exact, prefix and word tiers, never across them", async () => {
    expect(await symbolsOf(await search(10, "rnk"))).toEqual([
      "NYSE:RNK",
      "NASDAQ:RNK",
      "FX:RNKC",
      "NASDAQ:RNKB",
      "NASDAQ:RNKA",
      "NASDAQ:WRDZ",
      "NASDAQ:WRDA",
    ]);
    expect(await symbolsOf(await search(3, "RNK"))).toEqual(["NYSE:RNK", "NASDAQ:RNK", "FX:RNKC"]);
    expect(await symbolsOf(await search(10, "rnk", "ALL", "stock"))).not.toContain("FX:RNKC");
    expect(await symbolsOf(await search(10, "rnkword"))).toEqual(["NASDAQ:WRDZ", "NASDAQ:WRDA"]);
  });

  it("is case-insensitive for the query", async () => {
    expect(await symbolsOf(await search(10, "AaPl"))).toEqual(["NASDAQ:AAPL", "NASDAQ:AAPW"]);
  });

  it("finds a word prefix of the full name and needs every word of a multi-word query", async () => {
    expect(await symbolsOf(await search(10, "euronext"))).toEqual(["EURONEXT:GLE"]);
    expect(await symbolsOf(await search(10, "apple in"))).toEqual(["NASDAQ:AAPL"]);
    expect(await symbolsOf(await search(10, "apple zebra"))).toEqual([]);
  });

  it("finds accented and non-Latin words", async () => {
    expect(await symbolsOf(await search(10, "SOCIÉTÉ"))).toEqual(["EURONEXT:GLE"]);
    expect(await symbolsOf(await search(10, "トヨタ自動車"))).toEqual(["TSE:7203"]);
  });

  it("treats ALL (any case) as no filter and filters by exchange and by type otherwise", async () => {
    expect(await symbolsOf(await search(10, "eurusd"))).toEqual(["FX:EURUSD", "OANDA:EURUSD", "BINANCE:EURUSDT"]);
    expect(await symbolsOf(await search(10, "eurusd", "all", "all"))).toHaveLength(3);
    expect(await symbolsOf(await search(10, "eurusd", "OANDA", "ALL"))).toEqual(["OANDA:EURUSD"]);
    expect(await symbolsOf(await search(10, "eurusd", "oanda", "ALL"))).toEqual(["OANDA:EURUSD"]);
    expect(await symbolsOf(await search(10, "eurusd", "ALL", "crypto"))).toEqual(["BINANCE:EURUSDT"]);
    expect(await symbolsOf(await search(10, "eurusd", "FX", "crypto"))).toEqual([]);
  });

  it("returns at most `limit` results for limits 1 to 50", async () => {
    expect(await symbolsOf(await search(1, "zz"))).toEqual(["NASDAQ:ZZ00"]);
    expect(await symbolsOf(await search(10, "zz"))).toHaveLength(10);
    expect(await symbolsOf(await search(50, "zz"))).toHaveLength(50);
  });

  it.each(["0", "51", "-1", "1.5", "abc", "1e1", "9999"])("answers 400 with an error for limit %s", async (limit) => {
    const res = await search(limit, "aapl");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: expect.stringContaining("limit") });
  });

  it("answers the spec's field names and nothing else", async () => {
    const [first] = (await (await search(10, "eurusd", "FX")).json()) as Record<string, unknown>[];
    expect(first).toEqual({
      symbol: "EURUSD",
      full_name: "FX:EURUSD",
      exchange: "FX",
      description: "Euro / U.S. Dollar",
      type: "forex",
      start_date: "2004-01-02",
      end_date: "2026-08-28",
      precision: 5,
    });
  });

  it("takes the query as literal text: _ and % are not wildcards, quotes are characters", async () => {
    // As LIKE patterns, "a_b" would match AXB and "%" or "_" would match every row.
    expect(await symbolsOf(await search(10, "a_b"))).toEqual(["NASDAQ:A_B"]);
    expect(await symbolsOf(await search(10, "%"))).toEqual([]);
    expect(await symbolsOf(await search(10, "_"))).toEqual([]);
    expect(await symbolsOf(await search(10, "o'n"))).toEqual(["NASDAQ:O'NEIL"]);
  });

  const oddQueries = [
    "%",
    "_",
    "%%",
    "'",
    '"',
    "\\",
    "' OR 1=1 --",
    "'; DROP TABLE symbols; --",
    "%25",
    "%E0%A4%A",
    "a/b",
    "?x=1#y",
    "   ",
    "😀",
    "\u0000",
    "日本",
    "x".repeat(1000),
    `${"abc ".repeat(250)}`,
    "é".repeat(600),
  ];
  it.each(oddQueries.map((q) => [q.length > 20 ? `${q.slice(0, 20)}… (${q.length} chars)` : q, q]))(
    "answers 200 with an array for the odd query %j",
    async (_label, query) => {
      const res = await search(10, query);
      expect(res.status).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    },
  );

  it("answers 200 with an array for raw, unencoded odd characters in the URL", async () => {
    for (const raw of ["%", "%zz", "%2F", "a%20b", "%00"]) {
      const res = await SELF.fetch(`https://ticksim.test/tv/search/10/${raw}/ALL/ALL`);
      expect(res.status, raw).toBe(200);
      expect(Array.isArray(await res.json())).toBe(true);
    }
    // Only the table survived the SQL-looking queries.
    const { results } = await env.DB.prepare("SELECT count(*) AS n FROM symbols").all<{ n: number }>();
    expect(results[0]?.n).toBeGreaterThan(60);
  });

  it("answers [] when nothing matches", async () => {
    const res = await search(10, "qqqqnothing");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe("search caching", () => {
  it("is cacheable by browsers and shared caches for a few minutes", async () => {
    const res = await search(10, "axb");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("content-type")).toContain("application/json");
  });

  it("answers a repeated query from the Workers cache without reading D1", async () => {
    await givenCatalogue([aSymbol({ symbol: "CACHED", description: "Cache Probe" })]);
    const first = await search(10, "cached");
    expect(first.headers.get("x-search-cache")).toBe("miss");
    expect(await symbolsOf(first)).toEqual(["NASDAQ:CACHED"]);

    await env.DB.prepare("DELETE FROM symbols WHERE full_name = 'NASDAQ:CACHED'").run();
    const again = await search(10, "CACHED"); // same search, other spelling
    expect(again.headers.get("x-search-cache")).toBe("hit");
    expect(again.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await symbolsOf(again)).toEqual(["NASDAQ:CACHED"]);

    // An uncached search sees the database as it is now.
    expect(await symbolsOf(await search(11, "cached"))).toEqual([]);
  });
});

describe("search query plans", () => {
  const plan = async (statement: SQL) => {
    const { sql, params } = queryOf(statement);
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>();
    return results.map((r) => r.detail);
  };
  const fullScan = /^SCAN (s|symbols|t|o|symbol_terms)\b/;

  it.each([
    ["a symbol prefix", { query: "aap", exchange: null, type: null }],
    ["a prefix with filters", { query: "eur", exchange: "FX", type: "forex" }],
    ["several words", { query: "apple inc", exchange: null, type: null }],
    ["a unicode word", { query: "société", exchange: "ALL", type: null }],
  ] as const)("uses an index and never scans a whole table for %s", async (_name, input) => {
    const statement = searchStatement({ ...input, limit: 10 });
    if (!statement) throw new Error("no statement");
    for (const s of [statement, ...searchTiers({ ...input, limit: 10 })]) {
      const details = await plan(s);
      expect(details.join("\n")).toMatch(/USING (COVERING )?INDEX|USING (INTEGER )?PRIMARY KEY/);
      for (const detail of details) expect(detail).not.toMatch(fullScan);
    }
  });

  it("walks the ranked rows' partial index in rank order for the ranked parts, without sorting", async () => {
    const tiers = searchTiers({ query: "aap", limit: 10, exchange: null, type: null });
    for (const tier of [tiers[1], tiers[3]]) {
      if (!tier) throw new Error("no ranked statement");
      const details = (await plan(tier)).join("\n");
      expect(details).toContain("USING INDEX symbols_popularity_idx");
      expect(details).not.toContain("TEMP B-TREE");
    }
  });

  it("walks the symbol_key index for the symbol-prefix search", async () => {
    const prefix = searchTiers({ query: "aap", limit: 10, exchange: null, type: null })[2];
    if (!prefix) throw new Error("no prefix statement");
    const details = await plan(prefix);
    expect(details.join("\n")).toContain("USING INDEX symbols_symbol_key_idx (symbol_key>? AND symbol_key<?)");
    expect(details.join("\n")).not.toContain("TEMP B-TREE");
  });
});
