/**
 * Hand-written parts of the sample catalogue: the ISO 4217 currencies and the rules of the forex
 * pairs here, the world indices, major crypto coins and continuous futures contracts in
 * scripts/data/ (indices.csv, cryptos.csv, futures.csv: read by `instrumentLists`). Start dates
 * are plausible first dates of tick history per instrument (sample data, not a vendor's record).
 */
import { z } from "zod/mini";
import { csvObjects } from "./csv";

/** ISO 4217 currencies used for pairs: code, name, quote decimals of a pair against it. */
export const currencies: Record<string, string> = {
  USD: "U.S. Dollar",
  EUR: "Euro",
  JPY: "Japanese Yen",
  GBP: "British Pound",
  CHF: "Swiss Franc",
  CAD: "Canadian Dollar",
  AUD: "Australian Dollar",
  NZD: "New Zealand Dollar",
  SEK: "Swedish Krona",
  NOK: "Norwegian Krone",
  DKK: "Danish Krone",
  PLN: "Polish Zloty",
  CZK: "Czech Koruna",
  HUF: "Hungarian Forint",
  RON: "Romanian Leu",
  TRY: "Turkish Lira",
  ZAR: "South African Rand",
  MXN: "Mexican Peso",
  BRL: "Brazilian Real",
  CLP: "Chilean Peso",
  COP: "Colombian Peso",
  PEN: "Peruvian Sol",
  ARS: "Argentine Peso",
  CNH: "Chinese Yuan Offshore",
  HKD: "Hong Kong Dollar",
  SGD: "Singapore Dollar",
  KRW: "South Korean Won",
  TWD: "New Taiwan Dollar",
  INR: "Indian Rupee",
  IDR: "Indonesian Rupiah",
  THB: "Thai Baht",
  PHP: "Philippine Peso",
  MYR: "Malaysian Ringgit",
  ILS: "Israeli New Shekel",
  SAR: "Saudi Riyal",
  AED: "UAE Dirham",
  QAR: "Qatari Riyal",
  KWD: "Kuwaiti Dinar",
  EGP: "Egyptian Pound",
  NGN: "Nigerian Naira",
  KES: "Kenyan Shilling",
  XAU: "Gold Troy Ounce",
  XAG: "Silver Troy Ounce",
};

/** Base currencies against USD (EURUSD) and USD against the rest (USDJPY): the majors. */
export const majorBases = ["EUR", "GBP", "AUD", "NZD"] as const;
export const majorQuotes = ["JPY", "CHF", "CAD"] as const;
/** Minors: crosses among these, quoted in market order (the first of the pair is the base). */
export const crossOrder = ["EUR", "GBP", "AUD", "NZD", "USD", "CAD", "CHF", "JPY"] as const;
/** Exotics quoted against both USD and EUR: the European ones, the rand and the peso. */
const dollarAndEuroExotics = ["SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "RON", "TRY", "ZAR", "MXN"] as const;
/** Exotics: USD against each of these. */
export const exoticQuotes = [
  ...dollarAndEuroExotics,
  "BRL",
  "CLP",
  "COP",
  "PEN",
  "ARS",
  "CNH",
  "HKD",
  "SGD",
  "KRW",
  "TWD",
  "INR",
  "IDR",
  "THB",
  "PHP",
  "MYR",
  "ILS",
  "SAR",
  "AED",
  "QAR",
  "KWD",
  "EGP",
  "NGN",
  "KES",
] as const;
/** EUR against each of these. */
export const euroExotics = [...dollarAndEuroExotics, "SGD", "HKD"] as const;
/** Metals quoted as currencies (ISO 4217 X codes). */
export const metals = ["XAU", "XAG"] as const;

const name = z.string().check(z.minLength(1));
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"));
const precision = z.pipe(z.string().check(z.regex(/^\d{1,2}$/, "must be a whole number")), z.transform(Number));

/** Major world equity and volatility indices (exchange INDEX): indices.csv. */
const indexEntry = z.object({ symbol: name, description: name, start: date });
/**
 * The product's own index CFDs (exchange TICKSIM), under the names CFD brokers and traders use
 * (US500, NAS100, GER40...): cfds.csv. The showcase images and quotes use these names.
 */
const cfdEntry = z.object({ symbol: name, description: name, start: date, precision });
/** Major coins; each is listed against USD (COINBASE) and USDT (BINANCE): cryptos.csv. */
const cryptoEntry = z.object({ code: name, name, start: date, precision });
export type CryptoEntry = z.infer<typeof cryptoEntry>;
/** Continuous front-month futures (symbol ROOT1!): energy, metals, grains, softs, rates, equity indices, currencies: futures.csv. */
const futureEntry = z.object({
  root: name,
  exchange: z.enum(["CME", "CBOT", "NYMEX", "COMEX", "ICE", "EUREX"]),
  description: name,
  start: date,
  precision,
});

/** A list's rows in file order; a row the schema refuses stops the build, naming its file and line. */
function listOf<T>(file: string, text: string, entry: z.ZodMiniType<T>): T[] {
  return csvObjects(text).map(({ line, values }) => {
    const parsed = entry.safeParse(values);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      throw new Error(`scripts/data/${file} line ${line}: ${problems.join("; ")}`);
    }
    return parsed.data;
  });
}

/** The hand-written instrument lists' text (scripts/data/), read by the caller. */
export interface InstrumentListSources {
  readonly indicesCsv: string;
  readonly cryptosCsv: string;
  readonly futuresCsv: string;
  readonly cfdsCsv: string;
}

/** The indices, coins, futures and CFDs, each list in its file's order. */
export const instrumentLists = (sources: InstrumentListSources) => ({
  indices: listOf("indices.csv", sources.indicesCsv, indexEntry),
  cryptos: listOf("cryptos.csv", sources.cryptosCsv, cryptoEntry),
  futures: listOf("futures.csv", sources.futuresCsv, futureEntry),
  cfds: listOf("cfds.csv", sources.cfdsCsv, cfdEntry),
});
