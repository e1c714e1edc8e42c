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
