/**
 * The affiliate dashboard's one date format (decision 039): the spec's dd/mm/yyyy, in the
 * visitor's local time, for the range pickers, the payouts and the sales table alike; a sale's
 * moment adds a 24-hour hh:mm. Written digit by digit rather than with Intl, whose en-GB output
 * differs between engines ("24/11/2026, 21:00" or "24/11/2026 21:00").
 * The marketing pages' long dates ("April 14, 2025", UTC) are common/dates.ts.
 */

const two = (n: number) => String(n).padStart(2, "0");

/** A local calendar day: "24/11/2026". */
export function formatDay(date: Date): string {
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A local calendar day as file names write it: "2026-11-24". */
export const isoLocalDay = (date: Date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

/** A local moment to the minute: "24/11/2026 21:00". Accepts a Date or Unix milliseconds. */
export function formatDayTime(value: Date | number): string {
  const date = typeof value === "number" ? new Date(value) : value;
  return `${formatDay(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A calendar day written YYYY-MM-DD (no time zone: payout days) as "24/11/2026". */
export function formatIsoDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`not a YYYY-MM-DD day: ${day}`);
  return `${match[3]}/${match[2]}/${match[1]}`;
}
