/**
 * Hand-written parts of the sample catalogue: world indices, ISO 4217 currencies for forex
 * pairs, major crypto coins and continuous futures contracts. Start dates are plausible first
 * dates of tick history per instrument (sample data, not a vendor's record).
 */

export interface IndexEntry {
  readonly symbol: string;
  readonly description: string;
  readonly start: string;
}

/** Major world equity and volatility indices (exchange INDEX). */
export const indices: readonly IndexEntry[] = [
  { symbol: "SPX", description: "S&P 500 Index", start: "2003-01-02" },
  { symbol: "NDX", description: "Nasdaq 100 Index", start: "2003-01-02" },
  { symbol: "DJI", description: "Dow Jones Industrial Average", start: "2003-01-02" },
  { symbol: "RUT", description: "Russell 2000 Index", start: "2003-01-02" },
  { symbol: "IXIC", description: "Nasdaq Composite Index", start: "2003-01-02" },
  { symbol: "NYA", description: "NYSE Composite Index", start: "2004-01-02" },
  { symbol: "VIX", description: "CBOE Volatility Index", start: "2004-03-26" },
  { symbol: "SOX", description: "PHLX Semiconductor Index", start: "2005-01-03" },
  { symbol: "GSPTSE", description: "S&P/TSX Composite Index", start: "2005-01-03" },
  { symbol: "BVSP", description: "Bovespa Index", start: "2006-01-02" },
  { symbol: "MXX", description: "S&P/BMV IPC Mexico Index", start: "2006-01-02" },
  { symbol: "UKX", description: "FTSE 100 Index", start: "2003-01-02" },
  { symbol: "DAX", description: "DAX 40 Germany Index", start: "2003-01-02" },
  { symbol: "PX1", description: "CAC 40 France Index", start: "2003-01-02" },
  { symbol: "SX5E", description: "Euro Stoxx 50 Index", start: "2003-01-02" },
  { symbol: "AEX", description: "AEX Amsterdam Index", start: "2004-01-02" },
  { symbol: "IBEX35", description: "IBEX 35 Spain Index", start: "2004-01-02" },
  { symbol: "FTSEMIB", description: "FTSE MIB Italy Index", start: "2004-01-02" },
  { symbol: "SMI", description: "Swiss Market Index", start: "2004-01-02" },
  { symbol: "OMXS30", description: "OMX Stockholm 30 Index", start: "2005-01-03" },
  { symbol: "BEL20", description: "BEL 20 Belgium Index", start: "2005-01-03" },
  { symbol: "ATX", description: "Austrian Traded Index", start: "2006-01-02" },
  { symbol: "WIG20", description: "WIG 20 Warsaw Index", start: "2006-01-02" },
  { symbol: "NI225", description: "Nikkei 225 Index", start: "2003-01-06" },
  { symbol: "TOPIX", description: "Tokyo Stock Price Index", start: "2004-01-05" },
  { symbol: "HSI", description: "Hang Seng Index", start: "2003-01-02" },
  { symbol: "HSCEI", description: "Hang Seng China Enterprises Index", start: "2005-01-03" },
  { symbol: "SHCOMP", description: "Shanghai Composite Index", start: "2005-01-04" },
  { symbol: "CSI300", description: "CSI 300 China Index", start: "2005-04-08" },
  { symbol: "KOSPI", description: "Korea Composite Stock Price Index", start: "2004-01-02" },
  { symbol: "TWII", description: "Taiwan Weighted Index", start: "2005-01-03" },
  { symbol: "STI", description: "Straits Times Index Singapore", start: "2008-01-02" },
  { symbol: "AS51", description: "S&P/ASX 200 Australia Index", start: "2003-01-02" },
  { symbol: "NZ50", description: "S&P/NZX 50 New Zealand Index", start: "2004-01-05" },
  { symbol: "NIFTY", description: "Nifty 50 India Index", start: "2006-01-02" },
  { symbol: "SENSEX", description: "BSE Sensex India Index", start: "2006-01-02" },
  { symbol: "TA35", description: "Tel Aviv 35 Index", start: "2008-01-02" },
  { symbol: "JALSH", description: "FTSE/JSE All Share South Africa Index", start: "2007-01-02" },
  { symbol: "DXY", description: "U.S. Dollar Currency Index", start: "2003-01-02" },
];

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
/** Exotics: USD against each of these, plus EUR against the European ones. */
export const exoticQuotes = [
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "TRY",
  "ZAR",
  "MXN",
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
export const euroExotics = [
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "TRY",
  "ZAR",
  "MXN",
  "SGD",
  "HKD",
] as const;
/** Metals quoted as currencies (ISO 4217 X codes). */
export const metals = ["XAU", "XAG"] as const;

export interface CryptoEntry {
  readonly code: string;
  readonly name: string;
  readonly start: string;
  readonly precision: number;
}

/** Major coins; each is listed against USD (COINBASE) and USDT (BINANCE). */
export const cryptos: readonly CryptoEntry[] = [
  { code: "BTC", name: "Bitcoin", start: "2014-12-01", precision: 2 },
  { code: "ETH", name: "Ethereum", start: "2016-05-18", precision: 2 },
  { code: "SOL", name: "Solana", start: "2020-08-11", precision: 3 },
  { code: "XRP", name: "XRP", start: "2018-05-04", precision: 5 },
  { code: "BNB", name: "BNB", start: "2017-11-06", precision: 2 },
  { code: "ADA", name: "Cardano", start: "2018-04-17", precision: 5 },
  { code: "DOGE", name: "Dogecoin", start: "2019-07-05", precision: 6 },
  { code: "TRX", name: "TRON", start: "2018-06-11", precision: 5 },
  { code: "DOT", name: "Polkadot", start: "2020-08-19", precision: 4 },
  { code: "LINK", name: "Chainlink", start: "2019-01-16", precision: 4 },
  { code: "AVAX", name: "Avalanche", start: "2020-09-22", precision: 3 },
  { code: "MATIC", name: "Polygon", start: "2019-04-26", precision: 5 },
  { code: "LTC", name: "Litecoin", start: "2016-08-17", precision: 2 },
  { code: "BCH", name: "Bitcoin Cash", start: "2017-12-20", precision: 2 },
  { code: "XLM", name: "Stellar", start: "2018-05-31", precision: 5 },
  { code: "ATOM", name: "Cosmos", start: "2019-04-29", precision: 4 },
  { code: "UNI", name: "Uniswap", start: "2020-09-17", precision: 4 },
  { code: "ETC", name: "Ethereum Classic", start: "2018-08-07", precision: 3 },
  { code: "XMR", name: "Monero", start: "2019-03-15", precision: 2 },
  { code: "FIL", name: "Filecoin", start: "2020-10-15", precision: 4 },
  { code: "NEAR", name: "NEAR Protocol", start: "2020-10-14", precision: 4 },
  { code: "APT", name: "Aptos", start: "2022-10-19", precision: 4 },
  { code: "ARB", name: "Arbitrum", start: "2023-03-23", precision: 4 },
  { code: "OP", name: "Optimism", start: "2022-06-01", precision: 4 },
  { code: "AAVE", name: "Aave", start: "2020-10-15", precision: 2 },
  { code: "ALGO", name: "Algorand", start: "2019-06-22", precision: 5 },
  { code: "SHIB", name: "Shiba Inu", start: "2021-05-10", precision: 8 },
  { code: "PEPE", name: "Pepe", start: "2023-05-05", precision: 8 },
  { code: "SUI", name: "Sui", start: "2023-05-03", precision: 4 },
  { code: "ICP", name: "Internet Computer", start: "2021-05-10", precision: 3 },
  { code: "HBAR", name: "Hedera", start: "2019-09-29", precision: 5 },
  { code: "VET", name: "VeChain", start: "2018-07-25", precision: 6 },
  { code: "MKR", name: "Maker", start: "2020-05-05", precision: 1 },
  { code: "GRT", name: "The Graph", start: "2020-12-17", precision: 5 },
  { code: "SAND", name: "The Sandbox", start: "2020-08-14", precision: 5 },
  { code: "MANA", name: "Decentraland", start: "2020-08-06", precision: 5 },
  { code: "CRV", name: "Curve DAO Token", start: "2020-08-15", precision: 4 },
  { code: "INJ", name: "Injective", start: "2020-10-21", precision: 3 },
  { code: "RNDR", name: "Render", start: "2022-02-01", precision: 4 },
  { code: "TON", name: "Toncoin", start: "2023-08-08", precision: 4 },
];

export interface FutureEntry {
  readonly root: string;
  readonly exchange: "CME" | "CBOT" | "NYMEX" | "COMEX" | "ICE" | "EUREX";
  readonly description: string;
  readonly start: string;
  readonly precision: number;
}

/** Continuous front-month futures (symbol ROOT1!): energy, metals, grains, softs, rates, equity indices, currencies. */
export const futures: readonly FutureEntry[] = [
  { root: "CL", exchange: "NYMEX", description: "Crude Oil WTI Futures", start: "2005-01-03", precision: 2 },
  { root: "BZ", exchange: "NYMEX", description: "Brent Crude Oil Futures", start: "2006-01-03", precision: 2 },
  { root: "NG", exchange: "NYMEX", description: "Henry Hub Natural Gas Futures", start: "2005-01-03", precision: 3 },
  { root: "RB", exchange: "NYMEX", description: "RBOB Gasoline Futures", start: "2006-01-03", precision: 4 },
  {
    root: "HO",
    exchange: "NYMEX",
    description: "NY Harbor ULSD Heating Oil Futures",
    start: "2005-01-03",
    precision: 4,
  },
  { root: "PL", exchange: "NYMEX", description: "Platinum Futures", start: "2007-01-02", precision: 1 },
  { root: "PA", exchange: "NYMEX", description: "Palladium Futures", start: "2007-01-02", precision: 1 },
  { root: "GC", exchange: "COMEX", description: "Gold Futures", start: "2005-01-03", precision: 1 },
  { root: "SI", exchange: "COMEX", description: "Silver Futures", start: "2005-01-03", precision: 3 },
  { root: "HG", exchange: "COMEX", description: "Copper Futures", start: "2005-01-03", precision: 4 },
  { root: "ZC", exchange: "CBOT", description: "Corn Futures", start: "2006-08-01", precision: 2 },
  { root: "ZW", exchange: "CBOT", description: "Chicago SRW Wheat Futures", start: "2006-08-01", precision: 2 },
  { root: "ZS", exchange: "CBOT", description: "Soybean Futures", start: "2006-08-01", precision: 2 },
  { root: "ZM", exchange: "CBOT", description: "Soybean Meal Futures", start: "2006-08-01", precision: 1 },
  { root: "ZL", exchange: "CBOT", description: "Soybean Oil Futures", start: "2006-08-01", precision: 2 },
  { root: "ZO", exchange: "CBOT", description: "Oats Futures", start: "2007-01-02", precision: 2 },
  { root: "ZR", exchange: "CBOT", description: "Rough Rice Futures", start: "2007-01-02", precision: 3 },
  { root: "ZB", exchange: "CBOT", description: "U.S. Treasury Bond Futures", start: "2004-01-02", precision: 5 },
  {
    root: "ZN",
    exchange: "CBOT",
    description: "10-Year U.S. Treasury Note Futures",
    start: "2004-01-02",
    precision: 5,
  },
  { root: "ZF", exchange: "CBOT", description: "5-Year U.S. Treasury Note Futures", start: "2004-01-02", precision: 5 },
  { root: "ZT", exchange: "CBOT", description: "2-Year U.S. Treasury Note Futures", start: "2004-01-02", precision: 5 },
  { root: "YM", exchange: "CBOT", description: "E-mini Dow Jones Futures", start: "2004-01-02", precision: 0 },
  { root: "ES", exchange: "CME", description: "E-mini S&P 500 Futures", start: "2003-01-02", precision: 2 },
  { root: "NQ", exchange: "CME", description: "E-mini Nasdaq 100 Futures", start: "2003-01-02", precision: 2 },
  { root: "RTY", exchange: "CME", description: "E-mini Russell 2000 Futures", start: "2017-07-10", precision: 1 },
  { root: "MES", exchange: "CME", description: "Micro E-mini S&P 500 Futures", start: "2019-05-06", precision: 2 },
  { root: "MNQ", exchange: "CME", description: "Micro E-mini Nasdaq 100 Futures", start: "2019-05-06", precision: 2 },
  { root: "NKD", exchange: "CME", description: "Nikkei 225 Dollar Futures", start: "2005-01-03", precision: 0 },
  { root: "6E", exchange: "CME", description: "Euro FX Futures", start: "2004-01-02", precision: 5 },
  { root: "6J", exchange: "CME", description: "Japanese Yen Futures", start: "2004-01-02", precision: 7 },
  { root: "6B", exchange: "CME", description: "British Pound Futures", start: "2004-01-02", precision: 4 },
  { root: "6A", exchange: "CME", description: "Australian Dollar Futures", start: "2004-01-02", precision: 5 },
  { root: "6C", exchange: "CME", description: "Canadian Dollar Futures", start: "2004-01-02", precision: 5 },
  { root: "6S", exchange: "CME", description: "Swiss Franc Futures", start: "2004-01-02", precision: 5 },
  { root: "LE", exchange: "CME", description: "Live Cattle Futures", start: "2006-01-03", precision: 3 },
  { root: "HE", exchange: "CME", description: "Lean Hogs Futures", start: "2006-01-03", precision: 3 },
  { root: "GF", exchange: "CME", description: "Feeder Cattle Futures", start: "2006-01-03", precision: 3 },
  { root: "BTC", exchange: "CME", description: "Bitcoin Futures", start: "2017-12-18", precision: 0 },
  { root: "KC", exchange: "ICE", description: "Coffee C Futures", start: "2007-01-02", precision: 2 },
  { root: "CC", exchange: "ICE", description: "Cocoa Futures", start: "2007-01-02", precision: 0 },
  { root: "SB", exchange: "ICE", description: "Sugar No. 11 Futures", start: "2007-01-02", precision: 2 },
  { root: "CT", exchange: "ICE", description: "Cotton No. 2 Futures", start: "2007-01-02", precision: 2 },
  {
    root: "OJ",
    exchange: "ICE",
    description: "Frozen Concentrated Orange Juice Futures",
    start: "2008-01-02",
    precision: 2,
  },
  { root: "FGBL", exchange: "EUREX", description: "Euro-Bund Futures", start: "2005-01-03", precision: 2 },
  { root: "FGBM", exchange: "EUREX", description: "Euro-Bobl Futures", start: "2005-01-03", precision: 2 },
  { root: "FESX", exchange: "EUREX", description: "Euro Stoxx 50 Futures", start: "2005-01-03", precision: 0 },
  { root: "FDAX", exchange: "EUREX", description: "DAX Futures", start: "2005-01-03", precision: 1 },
];
