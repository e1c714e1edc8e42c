/** Display rules of blog entries (spec sections 3 "Blog entry" and 9). */
export const EXCERPT_LARGE = 150;
export const EXCERPT_SMALL = 100;

/** Cuts a text to `max` characters and appends '...'; a text that fits is left whole. */
export function excerpt(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** en-US long date in UTC ("April 14, 2025"), the same on the server and in every browser's time zone. */
export function formatBlogDate(isoDate: string): string {
  return longDate.format(new Date(isoDate));
}
