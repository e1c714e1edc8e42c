/**
 * THE site's date text: en-US, long month, in UTC (spec section 9, "Blog date format"). UTC keeps
 * the prerendered HTML and the hydrated page identical whatever the visitor's time zone.
 */
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const longDateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "UTC",
});

const asDate = (value: Date | string): Date => {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${String(value)}`);
  return date;
};

/** "April 14, 2025". Accepts an ISO date ("2025-04-14") or a Date. */
export function formatDate(value: Date | string): string {
  return longDate.format(asDate(value));
}

/** "December 1, 2026 at 9:00 AM UTC": a moment, with its time zone said. */
export function formatDateTime(value: Date | string): string {
  return `${longDateTime.format(asDate(value))} UTC`;
}
