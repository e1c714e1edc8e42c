/** Money as the shop stores it: integer minor units (cents) per currency. Text only, no float arithmetic. */

/** 12345 -> "123.45", -5 -> "-0.05"; `sign` writes "+" for positive amounts too. */
export function centsText(cents: number, options: { sign?: boolean } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const units = `${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
  if (cents < 0) return `-${units}`;
  return options.sign && cents > 0 ? `+${units}` : units;
}
