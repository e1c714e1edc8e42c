/**
 * The site's English date text, behind the one formatter (common/format.ts, decision 058): en-US,
 * long month, in UTC (spec section 9, "Blog date format"). UTC keeps the prerendered HTML and the
 * hydrated page identical whatever the visitor's time zone. A reader's date goes through
 * `formatterOf`; `isCalendarDay` is for any code.
 */

/**
 * Each formatter is made on its first use, not when the module loads: making one costs a few
 * milliseconds of locale data, which would otherwise land in the start-up of every page that
 * imports this module, dates shown or not.
 */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => {
    made ??= new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    return made;
  };
}

const longDate = formatter({ dateStyle: "long" });
const longDateTime = formatter({ dateStyle: "long", timeStyle: "short" });

const asDate = (value: Date | string): Date => {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${String(value)}`);
  return date;
};

/** "April 14, 2025". Accepts an ISO date ("2025-04-14") or a Date. */
export function formatDate(value: Date | string): string {
  return longDate().format(asDate(value));
}

/** "December 1, 2026 at 9:00 AM UTC": a moment, with its time zone said. */
export function formatDateTime(value: Date | string): string {
  return `${longDateTime().format(asDate(value))} UTC`;
}

/** "YYYY-MM-DD" naming a day that exists (no 2026-02-30, no month 13). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  // Month 13 is no Date at all (toISOString would throw); day 30 of February rolls into March.
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/*
 * The affiliate dashboard's English days (decision 039): the spec's dd/mm/yyyy, in the visitor's
 * local time, for the range pickers, the payouts and the sales table alike; a sale's moment adds
 * a 24-hour hh:mm. Written digit by digit rather than with Intl, whose en-GB output differs
 * between engines ("24/11/2026, 21:00" or "24/11/2026 21:00"). Other languages: common/format.ts.
 */

const two = (n: number) => String(n).padStart(2, "0");

/** A local calendar day: "24/11/2026". */
export function formatDay(date: Date): string {
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
}

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
