/**
 * Money as the shop stores it: integer minor units per currency, as Stripe counts them (cents for
 * USD and EUR, whole yen for JPY). Text only, no float arithmetic. The names say "cents" for the
 * common case; every function takes the currency's own number of decimals.
 */

type Decimals = "always" | "when-needed";

/** The currencies the site writes most: their decimals are known without asking Intl (see PREFIX_SYMBOLS). */
const TWO_DECIMALS: ReadonlySet<string> = new Set(["USD", "EUR", "GBP"]);
const decimalsOf = new Map<string, number>();

/** How many decimals the currency's minor unit has (ISO 4217, as Intl knows it): 2 for USD, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (TWO_DECIMALS.has(code)) return 2;
  let digits = decimalsOf.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits as number;
    decimalsOf.set(code, digits);
  }
  return digits;
}

/** "-" for a loss; "+" for a gain when `sign` asks for it. */
const signText = (minor: number, sign: boolean) => (minor < 0 ? "-" : sign && minor > 0 ? "+" : "");

/** The amount without its sign: "1407.46", grouped "1,407.46"; "when-needed" drops a whole amount's ".00". */
function unsignedText(minor: number, digits: number, grouping: boolean, decimals: Decimals): string {
  const magnitude = String(Math.abs(minor)).padStart(digits + 1, "0");
  const whole = magnitude.slice(0, magnitude.length - digits);
  const units = grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ",") : whole;
  return decimals === "always" && digits > 0 ? `${units}.${magnitude.slice(-digits)}` : units;
}

const assertWhole = (minor: number) => {
  if (!Number.isSafeInteger(minor)) throw new Error(`not a whole number of minor units: ${minor}`);
};

/**
 * For machine-read text (CSV, the payout mail's figures): 12345 usd -> "123.45", -5 -> "-0.05",
 * 500 jpy -> "500". `sign` writes "+" for positive amounts too.
 */
export function centsText(minor: number, options: { currency?: string; sign?: boolean } = {}): string {
  assertWhole(minor);
  const digits = minorDigits(options.currency ?? "usd");
  return `${signText(minor, options.sign ?? false)}${unsignedText(minor, digits, false, "always")}`;
}

/**
 * The currencies whose en-US symbol goes right before the amount: their text is built here.
 * Making the first Intl currency formatter loads locale data, a cost the bench found in the
 * start-up of every page that shows a price (decision 033 records the measurement). Any other
 * currency goes through Intl; tests/web/common/format.test.ts checks that both write the same text.
 */
const PREFIX_SYMBOLS: Readonly<Record<string, string>> = { USD: "$", EUR: "€", GBP: "£" };

/** A currency's symbol as the site writes it in English: "$", "€", "£", "¥", "R$". */
export function currencySymbol(currency: string): string {
  const code = currency.toUpperCase();
  return (
    PREFIX_SYMBOLS[code] ??
    new Intl.NumberFormat("en-US", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ??
    code
  );
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlText(currency: string, minor: number, decimals: Decimals, sign: boolean, locale = "en-US"): string {
  const key = `${locale}:${currency}:${decimals}:${sign}`;
  const digits = minorDigits(currency);
  let format = moneyFormats.get(key);
  if (!format) {
    // en-US (or the page's language) with the symbol and separators it writes: "$1,407.46", "¥500", "269,00 $US".
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals === "always" ? digits : 0,
      maximumFractionDigits: digits,
      signDisplay: sign ? "exceptZero" : "auto",
    });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 10 ** digits);
}

export interface MoneyOptions {
  /** ISO 4217 code in either case ("usd", "EUR"); USD when left out. */
  readonly currency?: string;
  /** "+$1,407.46" for gains; losses always carry their minus. */
  readonly sign?: boolean;
  /** "when-needed" drops ".00" from whole amounts ("$269", "$13.59"); sums and P&L keep two decimals. */
  readonly decimals?: Decimals;
  /** The page's language (BCP 47) when it is not English: its separators and symbol placement ("13,59 $US"). */
  readonly locale?: string;
}

/**
 * The site's money text, from integer minor units: "$1,407.46", "+$1,407.46", "-$684.20", "$269",
 * "€30.00", "¥500". Read through the one formatter (common/format.ts `money`, decision 058), which
 * passes the page's language. Machine-read exports (CSV) keep centsText, which has no separators.
 */
export function formatCents(minor: number, options: MoneyOptions = {}): string {
  assertWhole(minor);
  const { currency = "usd", sign = false, decimals = "always", locale } = options;
  const code = currency.toUpperCase();
  const digits = minorDigits(code);
  const whole = minor % 10 ** digits === 0;
  const shown = decimals === "when-needed" && whole ? "when-needed" : "always";
  if (locale && !/^en(?:-US)?$/.test(locale)) return intlText(code, minor, shown, sign, locale);
  const symbol = PREFIX_SYMBOLS[code];
  if (!symbol) return intlText(code, minor, shown, sign);
  return `${signText(minor, sign)}${symbol}${unsignedText(minor, digits, true, shown)}`;
}

/**
 * A price written in the spec's decimals (13.59, 269) as the site shows it: "$13.59", "$269".
 * The decimals are rounded to the currency's minor unit first, so 22.09 * 12 reads "$265.08", not float noise.
 */
export function formatPrice(amount: number, options: Omit<MoneyOptions, "decimals"> = {}): string {
  const minor = Math.round(amount * 10 ** minorDigits(options.currency ?? "usd"));
  return formatCents(minor, { decimals: "when-needed", ...options });
}
