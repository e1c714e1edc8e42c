/** Money as the shop stores it: integer minor units (cents) per currency. Text only, no float arithmetic. */

type Decimals = "always" | "when-needed";

/** "-" for a loss; "+" for a gain when `sign` asks for it. */
const signText = (cents: number, sign: boolean) => (cents < 0 ? "-" : sign && cents > 0 ? "+" : "");

/** The amount without its sign: "1407.46", grouped "1,407.46"; "when-needed" drops a whole amount's ".00". */
function unsignedText(cents: number, grouping: boolean, decimals: Decimals): string {
  const magnitude = Math.abs(cents);
  const digits = String(Math.trunc(magnitude / 100));
  const units = grouping ? digits.replace(/\B(?=(\d{3})+$)/g, ",") : digits;
  return decimals === "always" ? `${units}.${String(magnitude % 100).padStart(2, "0")}` : units;
}

/** 12345 -> "123.45", -5 -> "-0.05"; `sign` writes "+" for positive amounts too. */
export function centsText(cents: number, options: { sign?: boolean } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  return `${signText(cents, options.sign ?? false)}${unsignedText(cents, false, "always")}`;
}

/**
 * The currencies whose en-US symbol goes right before the amount: their text is built here.
 * Making the first Intl currency formatter loads locale data, a cost the bench found in the
 * start-up of every page that shows a price (decision 033 records the measurement). Any other
 * currency goes through Intl; tests/web/common/format.test.ts checks that both write the same text.
 */
const PREFIX_SYMBOLS: Readonly<Record<string, string>> = { USD: "$", EUR: "€", GBP: "£" };

const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlText(currency: string, cents: number, decimals: Decimals, sign: boolean): string {
  const key = `${currency}:${decimals}:${sign}`;
  let format = moneyFormats.get(key);
  if (!format) {
    // en-US with the symbol before the amount and thousands separators: "$1,407.46", "€30.00".
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: decimals === "always" ? 2 : 0,
      maximumFractionDigits: 2,
      signDisplay: sign ? "exceptZero" : "auto",
    });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

export interface MoneyOptions {
  /** ISO 4217 code in either case ("usd", "EUR"); USD when left out. */
  readonly currency?: string;
  /** "+$1,407.46" for gains; losses always carry their minus. */
  readonly sign?: boolean;
  /** "when-needed" drops ".00" from whole amounts ("$269", "$13.59"); sums and P&L keep two decimals. */
  readonly decimals?: Decimals;
}

/**
 * THE site's money text, from integer cents: "$1,407.46", "+$1,407.46", "-$684.20", "$269", "€30.00".
 * Machine-read exports (CSV) keep centsText, which has no separators.
 */
export function formatCents(cents: number, options: MoneyOptions = {}): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const { currency = "usd", sign = false, decimals = "always" } = options;
  const whole = cents % 100 === 0;
  const shown = decimals === "when-needed" && whole ? "when-needed" : "always";
  const code = currency.toUpperCase();
  const symbol = PREFIX_SYMBOLS[code];
  if (!symbol) return intlText(code, cents, shown, sign);
  return `${signText(cents, sign)}${symbol}${unsignedText(cents, true, shown)}`;
}

/**
 * A price written in the spec's decimals (13.59, 269) as the site shows it: "$13.59", "$269".
 * The decimals are rounded to cents first, so 22.09 * 12 reads "$265.08", not float noise.
 */
export function formatPrice(amount: number, options: Omit<MoneyOptions, "decimals"> = {}): string {
  return formatCents(Math.round(amount * 100), { decimals: "when-needed", ...options });
}
