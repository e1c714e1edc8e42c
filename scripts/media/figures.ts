/**
 * How the showcase images print numbers: the platform's formats (thousands separators, a true
 * minus sign, a space before %). Every figure an image prints goes through these, so the facts
 * file beside it (scripts/media/facts.ts) holds the same strings the image shows.
 */
export const MINUS = "−";

/** 3412.6 -> "3,412.60". */
export const money = (v: number) => v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** -92.4 -> "−$92.40"; with `plus`, 3412.6 -> "+$3,412.60". */
export const usd = (v: number, plus = false) => `${v < 0 ? MINUS : plus && v > 0 ? "+" : ""}$${money(Math.abs(v))}`;

/** 61.49 -> "61.5 %"; with `plus`, a sign as well. */
export const pct = (v: number, plus = false, digits = 1) =>
  `${v < 0 ? MINUS : plus && v > 0 ? "+" : ""}${Math.abs(v).toFixed(digits)} %`;

/** A ratio to two decimals (profit factor, recovery factor). */
export const ratio = (v: number) => v.toFixed(2);
