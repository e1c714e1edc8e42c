/**
 * The day as file names write it. The dashboard's days for a reader are the one formatter's
 * (common/format.ts `day`, `dayTime`, `isoDay`; decision 058).
 */

const two = (n: number) => String(n).padStart(2, "0");

/** A local calendar day as file names write it: "2026-11-24". */
export const isoLocalDay = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
