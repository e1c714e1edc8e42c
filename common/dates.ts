/**
 * THE site's date text: en-US, long month, in UTC (spec section 9, "Blog date format"). UTC keeps
 * the prerendered HTML and the hydrated page identical whatever the visitor's time zone.
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
