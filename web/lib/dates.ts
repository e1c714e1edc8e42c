/**
 * The affiliate dashboard's days in English (decision 039), now in common/dates.ts where the one
 * formatter (common/format.ts) reads them; and the day as file names write it.
 */

export { formatDay, formatDayTime, formatIsoDay } from "#common/dates.ts";

const two = (n: number) => String(n).padStart(2, "0");

/** A local calendar day as file names write it: "2026-11-24". */
export const isoLocalDay = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
