/** Money as the shop stores it: integer minor units (cents) per currency. Text only, no float arithmetic. */

/** 12345 -> "123.45", -5 -> "-0.05"; `sign` writes "+" for positive amounts too. */
export function centsText(cents: number, options: { sign?: boolean } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const units = `${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  if (cents < 0) return `-${units}`;
  return options.sign && cents > 0 ? `+${units}` : units;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, decimals: "always" | "when-needed", sign: boolean): Intl.NumberFormat {
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
  return format;
}

export interface MoneyOptions {
  /** ISO 4217 code in either case ("usd", "EUR"); USD when left out. */
  readonly currency?: string;
  /** "+$1,407.46" for gains; losses always carry their minus. */
  readonly sign?: boolean;
  /** "when-needed" drops ".00" from whole amounts ("$269", "$13.59"); sums and P&L keep two decimals. */
  readonly decimals?: "always" | "when-needed";
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
  return moneyFormat(currency.toUpperCase(), shown, sign).format(cents / 100);
}

/**
 * A price written in the spec's decimals (13.59, 269) as the site shows it: "$13.59", "$269".
 * The decimals are rounded to cents first, so 22.09 * 12 reads "$265.08", not float noise.
 */
export function formatPrice(amount: number, options: Omit<MoneyOptions, "decimals"> = {}): string {
  return formatCents(Math.round(amount * 100), { decimals: "when-needed", ...options });
}
