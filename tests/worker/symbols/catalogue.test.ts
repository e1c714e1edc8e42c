import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogueRow, symbolSearchAnswer, symbolTypes } from "#common/api/symbols.ts";
import { buildCatalogue, withPopularityRanks } from "#scripts/catalogue/build.ts";
import { popularAssets } from "#scripts/catalogue/popularity.ts";
import { catalogueStatements, runStatements, toSqlScript } from "#scripts/catalogue/statements.ts";
import { validateCatalogueCsv } from "#scripts/catalogue/validate.ts";
import cfdsCsv from "#scripts/data/cfds.csv?raw";
import cryptosCsv from "#scripts/data/cryptos.csv?raw";
import futuresCsv from "#scripts/data/futures.csv?raw";
import indicesCsv from "#scripts/data/indices.csv?raw";
import nasdaqCsv from "#scripts/data/nasdaq-listed-symbols.csv?raw";
import sp500Csv from "#scripts/data/sp500-constituents.csv?raw";

const catalogue = buildCatalogue({ sp500Csv, nasdaqCsv, indicesCsv, cryptosCsv, futuresCsv, cfdsCsv });

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
const search = async (query: string) =>
  symbolSearchAnswer.parse(
    await (await SELF.fetch(`https://ticksim.test/tv/search/10/${encodeURIComponent(query)}/ALL/ALL`)).json(),
  );

describe("the sample catalogue", () => {
  it("has at least 1,000 assets in all five categories with unique full names", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(1000);
    for (const type of symbolTypes) {
      expect(catalogue.filter((r) => r.type === type).length, type).toBeGreaterThanOrEqual(25);
    }
    expect(new Set(catalogue.map((r) => r.full_name)).size).toBe(catalogue.length);
  });

  it("has only rows the import would accept, with first dates before last dates", () => {
    for (const row of catalogue) {
      const asCsv = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)]));
      expect(catalogueRow.safeParse(asCsv).success, row.full_name).toBe(true);
    }
  });

  it("holds recognisable assets of every category", () => {
    const names = new Set(catalogue.map((r) => r.full_name));
    for (const name of ["FX:EURUSD", "FX:USDJPY", "FX:EURGBP", "FX:USDTRY", "NASDAQ:AAPL", "NYSE:JPM", "INDEX:SPX"]) {
      expect(names.has(name), name).toBe(true);
    }
    for (const name of ["COINBASE:BTCUSD", "BINANCE:ETHUSDT", "NYMEX:CL1!", "COMEX:GC1!", "CBOT:ZN1!", "CME:ES1!"]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it("refuses a bad row of a hand-written list, naming its file and line", () => {
    const badFutures = `${futuresCsv}ZN2,LME,Zinc Futures,2007-01-02,2\n`;
    const line = badFutures.trimEnd().split("\n").length;
    expect(() =>
      buildCatalogue({ sp500Csv, nasdaqCsv, indicesCsv, cryptosCsv, futuresCsv: badFutures, cfdsCsv }),
    ).toThrow(`scripts/data/futures.csv line ${line}: exchange`);
  });

  it("seeds idempotently: a second run adds and changes nothing", async () => {
    await runStatements(env.DB, catalogueStatements(catalogue, "keep"));
    const symbols = await count("SELECT count(*) AS n FROM symbols");
    const terms = await count("SELECT count(*) AS n FROM symbol_terms");
    expect(symbols).toBe(catalogue.length);
    await runStatements(env.DB, catalogueStatements(catalogue, "keep"));
    expect(await count("SELECT count(*) AS n FROM symbols")).toBe(symbols);
    expect(await count("SELECT count(*) AS n FROM symbol_terms")).toBe(terms);
    expect((await search("EURUSD"))[0]?.full_name).toBe("FX:EURUSD");
    expect((await search("apple"))[0]?.full_name).toBe("NASDAQ:AAPL");
  });
});

describe("the sample catalogue's popularity ranks", () => {
  it("ranks what traders mean: 'eur' puts EURUSD first, 'btc' the Bitcoin pairs, then futures", async () => {
    await runStatements(env.DB, catalogueStatements(catalogue, "keep"));
    const names = async (query: string) => (await search(query)).map((r) => r.full_name);
    expect((await names("eur"))[0]).toBe("FX:EURUSD");
    expect((await names("btc")).slice(0, 3)).toEqual(["COINBASE:BTCUSD", "BINANCE:BTCUSDT", "CME:BTC1!"]);
    expect((await names("gbp"))[0]).toBe("FX:GBPUSD");
    // A word of the description: the ranked pairs first, the most traded first.
    expect((await names("bitcoin")).slice(0, 2)).toEqual(["COINBASE:BTCUSD", "BINANCE:BTCUSDT"]);
  });

  it("names every ranked asset once, each of them in the catalogue", () => {
    expect(() => withPopularityRanks(catalogue, ["FX:EURUSD", "FX:EURUSD"])).toThrow("listed twice");
    expect(() => withPopularityRanks(catalogue, ["FX:NOPE"])).toThrow("FX:NOPE");
    const ranks = catalogue.flatMap((r) => (r.popularity_rank === undefined ? [] : [r.popularity_rank]));
    expect(ranks.length).toBe(popularAssets.length);
    expect([...ranks].sort((a, b) => a - b)).toEqual(popularAssets.map((_, i) => i + 1));
  });

  it("gives a database seeded before ranks existed its ranks, and never overrides the operator's", async () => {
    const rows = [aRow("RNKSEED", 4), aRow("RNKOPER", 5)];
    await runStatements(
      env.DB,
      catalogueStatements(
        rows.map(({ popularity_rank: _, ...r }) => r),
        "keep",
      ),
    );
    await env.DB.prepare("UPDATE symbols SET popularity_rank = 900 WHERE full_name = 'TEST:RNKOPER'").run();
    await runStatements(env.DB, catalogueStatements(rows, "keep"));
    const rank = async (name: string) =>
      (await env.DB.prepare("SELECT popularity_rank AS r FROM symbols WHERE full_name = ?").bind(name).first())?.r;
    expect(await rank("TEST:RNKSEED")).toBe(4);
    expect(await rank("TEST:RNKOPER")).toBe(900);
  });
});

/** A catalogue row of the TEST exchange with a popularity rank. */
const aRow = (symbol: string, popularity_rank: number) => ({
  symbol,
  full_name: `TEST:${symbol}`,
  exchange: "TEST",
  description: `${symbol} Test`,
  type: "stock" as const,
  start_date: "2010-01-04",
  end_date: "2026-08-28",
  precision: 2,
  popularity_rank,
});

const header = "symbol,full_name,exchange,description,type,start_date,end_date,precision";

describe("catalogue import (npm run symbols:import)", () => {
  it("reports every bad row by line number and accepts nothing from a bad file", () => {
    const check = validateCatalogueCsv(
      [
        header,
        "GOOD,TEST:GOOD,TEST,Good row,stock,2010-01-04,2026-08-28,2",
        ",TEST:EMPTY,TEST,No symbol,stock,2010-01-04,2026-08-28,2",
        "BAD,TEST:BAD,TEST,Bad row,bond,2010-02-30,2026-08-28,x",
        "LATE,TEST:LATE,TEST,Ends first,stock,2020-01-01,2019-01-01,2",
        "GOOD,TEST:GOOD,TEST,Again,stock,2010-01-04,2026-08-28,2",
      ].join("\n"),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual([
      "line 3: symbol: Field is required",
      expect.stringMatching(/^line 4: type: /),
      "line 4: start_date: must be a real date",
      "line 4: precision: must be a whole number from 0 to 12",
      "line 5: end_date: start_date is after end_date",
      "line 6: full_name: TEST:GOOD is already on line 2",
    ]);
  });

  it("reads an optional popularity_rank column: blank is unranked, anything but 1 to 999999 is refused", async () => {
    const check = validateCatalogueCsv(
      [
        `${header},popularity_rank`,
        "RNKA,TEST:RNKA,TEST,Ranked,stock,2010-01-04,2026-08-28,2,12",
        "RNKB,TEST:RNKB,TEST,Unranked,stock,2010-01-04,2026-08-28,2,",
      ].join("\n"),
    );
    if (!check.ok) throw new Error(check.errors.join("; "));
    expect(check.rows.map((r) => r.popularity_rank)).toEqual([12, undefined]);
    await runStatements(env.DB, catalogueStatements(check.rows, "replace"));
    const { results } = await env.DB.prepare(
      "SELECT full_name, popularity_rank FROM symbols WHERE full_name IN ('TEST:RNKA', 'TEST:RNKB') ORDER BY full_name",
    ).all();
    expect(results).toEqual([
      { full_name: "TEST:RNKA", popularity_rank: 12 },
      { full_name: "TEST:RNKB", popularity_rank: null },
    ]);

    const bad = validateCatalogueCsv(
      [
        `${header},popularity_rank`,
        ...["0", "-3", "1.5", "1000000", "top"].map(
          (rank, i) => `B${i},TEST:B${i},TEST,Bad,stock,2010-01-04,2026-08-28,2,${rank}`,
        ),
      ].join("\n"),
    );
    expect(bad.ok ? [] : bad.errors).toEqual(
      [2, 3, 4, 5, 6].map((line) => `line ${line}: popularity_rank: must be a whole number from 1 to 999999, or blank`),
    );
  });

  it("refuses a file without the expected columns", () => {
    const check = validateCatalogueCsv("symbol,name\nAAPL,Apple");
    expect(check).toEqual({ ok: false, errors: [expect.stringContaining("line 1: missing column(s) full_name")] });
  });

  it("upserts by full_name and rebuilds the search terms of a changed row", async () => {
    const first = validateCatalogueCsv(
      `${header}\nIMPA,TEST:IMPA,TEST,Oldname Widgets,stock,2010-01-04,2026-08-28,2\n`,
    );
    if (!first.ok) throw new Error(first.errors.join("; "));
    await runStatements(env.DB, catalogueStatements(first.rows, "replace"));
    const second = validateCatalogueCsv(
      `${header}\r\nIMPA,TEST:IMPA,TEST,"Newname Widgets, ""Class A""",stock,2011-01-03,2026-09-30,4\r\n`,
    );
    if (!second.ok) throw new Error(second.errors.join("; "));
    await runStatements(env.DB, catalogueStatements(second.rows, "replace"));
    expect(await count("SELECT count(*) AS n FROM symbols WHERE full_name = 'TEST:IMPA'")).toBe(1);
    const row = await env.DB.prepare("SELECT * FROM symbols WHERE full_name = 'TEST:IMPA'").first();
    expect(row).toMatchObject({ description: 'Newname Widgets, "Class A"', start_date: "2011-01-03", precision: 4 });
    expect(await search("oldname")).toEqual([]);
    expect((await search("newname")).map((r) => r.full_name)).toEqual(["TEST:IMPA"]);
  });

  it("writes a SQL file whose literals are quoted safely", async () => {
    const check = validateCatalogueCsv(
      `${header}\nQ'T,TEST:Q'T,TEST,"It's ""fine""; DROP TABLE symbols; --",stock,2010-01-04,2026-08-28,2\n`,
    );
    if (!check.ok) throw new Error(check.errors.join("; "));
    const script = toSqlScript(catalogueStatements(check.rows, "replace"));
    expect(script).toContain("Q''T");
    expect(script).not.toContain("?");
    // Run the file's statements as D1 would and read the row back unchanged.
    for (const statement of script.split(";\n")) await env.DB.prepare(statement.replace(/;$/, "")).run();
    const row = await env.DB.prepare("SELECT description FROM symbols WHERE full_name = ?").bind("TEST:Q'T").first();
    expect(row).toEqual({ description: `It's "fine"; DROP TABLE symbols; --` });
  });
});
