/**
 * The smallest payout in each currency (`PAYOUT_MINIMUMS`, e.g. "USD 50, EUR 50, GBP 40, JPY 7500,
 * BRL 250"), written in each currency's own units and kept in its minor units: 50 USD is 5,000
 * cents, 7,500 JPY is 7,500 yen (the yen has no minor unit). One number of minor units for every
 * currency would make the yen minimum a hundredth of the dollar's.
 */
import { minorDigits } from "#common/money.ts";
import { LICENCE_CURRENCIES } from "#common/prices.ts";

/** Minor units by lower-case ISO code. */
export type PayoutMinimums = Readonly<Record<string, number>>;

const ENTRY = /^([A-Za-z]{3})\s+(\d{1,9})(?:\.(\d+))?$/;

/**
 * The minimums, or the problem with the variable. Every currency the licence is sold in must have
 * one: its commissions would otherwise never be paid.
 */
export function parsePayoutMinimums(text: string): PayoutMinimums | { readonly problem: string } {
  const minimums: Record<string, number> = {};
  for (const part of text.split(",")) {
    const entry = part.trim();
    const found = ENTRY.exec(entry);
    if (!found) return { problem: `PAYOUT_MINIMUMS: "${entry}" is not a currency and an amount, such as "EUR 50"` };
    const currency = (found[1] as string).toLowerCase();
    const digits = minorDigits(currency);
    const fraction = found[3] ?? "";
    if (fraction.length > digits) {
      return { problem: `PAYOUT_MINIMUMS: ${currency.toUpperCase()} has ${digits} decimals, not ${fraction.length}` };
    }
    if (currency in minimums) return { problem: `PAYOUT_MINIMUMS names ${currency.toUpperCase()} twice` };
    minimums[currency] = Number(`${found[2]}${fraction.padEnd(digits, "0")}`);
  }
  const missing = LICENCE_CURRENCIES.filter((currency) => !(currency in minimums));
  if (missing.length) {
    return { problem: `PAYOUT_MINIMUMS has no minimum for ${missing.map((c) => c.toUpperCase()).join(", ")}` };
  }
  return minimums;
}

/**
 * The minimum of a balance's currency, never below one minor unit; null for a currency the
 * operator set none for (a web plan's, say): such a balance waits until one is set.
 */
export const minimumIn = (minimums: PayoutMinimums, currency: string): number | null => {
  const minimum = minimums[currency.toLowerCase()];
  return minimum === undefined ? null : Math.max(1, minimum);
};
