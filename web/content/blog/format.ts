/** Display rules of blog entries (spec sections 3 "Blog entry" and 9). */
export const EXCERPT_LARGE = 150;
export const EXCERPT_SMALL = 100;

/**
 * Cuts a text to at most `max` characters and appends '...'; a text that fits is left whole.
 * The cut falls on the last word boundary, so no word is broken (a single word longer than
 * `max` is the only exception), and a comma or colon left at the end is dropped before '...'.
 */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const boundary = head.search(/\s\S*$/);
  const cut = boundary > 0 ? head.slice(0, boundary) : text.slice(0, max);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}...`;
}
