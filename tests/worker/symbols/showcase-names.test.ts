/**
 * Every instrument the showcase names (the images' text, the media's descriptions and the
 * testimonials of the showcase pages' English catalogues) is one a visitor finds with the asset search: the
 * sample catalogue is seeded as `npm run db:seed` does, and each name is searched through the API.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { symbolSearchAnswer } from "#common/api/symbols.ts";
import { buildCatalogue } from "#scripts/catalogue/build.ts";
import { catalogueStatements, runStatements } from "#scripts/catalogue/statements.ts";
import cfdsCsv from "#scripts/data/cfds.csv?raw";
import cryptosCsv from "#scripts/data/cryptos.csv?raw";
import futuresCsv from "#scripts/data/futures.csv?raw";
import indicesCsv from "#scripts/data/indices.csv?raw";
import nasdaqCsv from "#scripts/data/nasdaq-listed-symbols.csv?raw";
import sp500Csv from "#scripts/data/sp500-constituents.csv?raw";
import { clipFrame, clips, stills } from "#scripts/media/catalogue.ts";
import { unescaped } from "#scripts/media/svg.ts";
import desktop from "#web/i18n/messages/en/desktop.json";
import featuresDesktop from "#web/i18n/messages/en/features-desktop.json";
import tour from "#web/i18n/messages/en/features-tour.json";
import featuresWeb from "#web/i18n/messages/en/features-web.json";

/**
 * Capitalised words of the images and copy that are not instruments: order sides, currencies on
 * their own, indicator and release abbreviations, rule words, units. A new word here is a choice:
 * an instrument must not be added to this list to make the test pass.
 */
const NOT_INSTRUMENTS = new Set([
  "BUY",
  "SELL",
  "USD",
  "EUR",
  "UTC",
  "SMA",
  "EMA",
  "RSI",
  "ADP",
  "ISM",
  "PMI",
  "MAE",
  "MFE",
  "PAUSE",
  "TRIGGER",
  "WHEN",
  "CLOSE",
  "SETUP",
  "ENTRY",
  "EXIT",
  "API",
]);

/** Instrument-like words: capitals and digits, at least three, starting with a capital. */
const names = (text: string) => [...text.matchAll(/\b[A-Z][A-Z0-9]{2,}\b/g)].map((m) => m[0]);

const imageTexts = () => {
  const svgs = [
    ...Object.values(stills()).map((s) => s.svg),
    ...clips.flatMap((clip) => [0, 0.5, 1].map((t) => clipFrame(clip, t))),
  ];
  return svgs.flatMap((svg) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => unescaped(m[1] ?? "")));
};

/**
 * The showcase copy: testimonials, media descriptions, tab texts (not the indicator list, whose
 * abbreviations are indicators).
 */
const copyTexts = () => [desktop, featuresDesktop, tour, featuresWeb].flatMap((catalogue) => Object.values(catalogue));

const named = (texts: readonly string[]) =>
  [...new Set(texts.flatMap(names))].filter((n) => !NOT_INSTRUMENTS.has(n)).sort();

beforeAll(async () => {
  const catalogue = buildCatalogue({ sp500Csv, nasdaqCsv, indicesCsv, cryptosCsv, futuresCsv, cfdsCsv });
  await runStatements(env.DB, catalogueStatements(catalogue, "keep"));
});

const exactly = async (symbol: string) => {
  const res = await SELF.fetch(`https://ticksim.test/tv/search/10/${encodeURIComponent(symbol)}/ALL/ALL`);
  return symbolSearchAnswer.parse(await res.json()).filter((r) => r.symbol === symbol);
};

describe("the instruments the showcase names", () => {
  it("finds every instrument the images show with the asset search", async () => {
    const inImages = named(imageTexts());
    expect(inImages).toEqual(expect.arrayContaining(["EURUSD", "XAUUSD", "US500", "BTCUSD", "GBPJPY", "AAPL"]));
    for (const symbol of inImages) expect((await exactly(symbol)).length, symbol).toBeGreaterThan(0);
  });

  it("finds every instrument the testimonials and media descriptions name", async () => {
    const inCopy = named(copyTexts());
    expect(inCopy).toContain("US500");
    for (const symbol of inCopy) expect((await exactly(symbol)).length, symbol).toBeGreaterThan(0);
  });

  it("serves the index CFDs as the product's own symbols, first for their names", async () => {
    for (const [symbol, word] of [
      ["US500", "S&P"],
      ["NAS100", "nasdaq"],
      ["GER40", "dax"],
    ]) {
      const [row] = await exactly(symbol ?? "");
      expect(row, symbol).toMatchObject({ exchange: "TICKSIM", type: "index", full_name: `TICKSIM:${symbol}` });
      expect(row?.description.toLowerCase()).toContain(word?.toLowerCase());
    }
    const first = async (q: string) => {
      const res = await SELF.fetch(`https://ticksim.test/tv/search/5/${q}/ALL/ALL`);
      return symbolSearchAnswer.parse(await res.json())[0]?.full_name;
    };
    expect(await first("ger40")).toBe("TICKSIM:GER40");
    expect(await first("us500")).toBe("TICKSIM:US500");
  });
});
