/**
 * The figures every message may name (issue 41): the product's claims (common/claims.ts) written by
 * the language's one formatter. `useMessages`, `translator` and the head's `loadedMessage` give them
 * to each message, so a catalogue writes "{assets}+" or "über {assets}" and never types digits of
 * its own ("1000+" beside "über 1.000", "-15%" beside "15 %").
 */
import { ASSETS_AT_LEAST, FREE_SHARE, YEARLY_DISCOUNT, YEARS_OF_DATA_AT_LEAST } from "#common/claims.ts";
import { formatterOf } from "#common/format.ts";
import type { SiteLocale } from "#common/locales.ts";

/** A type, not an interface: it is a message's `Values` (an index signature). */
export type Figures = {
  /** "1000", "1.000", "1 000", "1,000". */
  readonly assets: string;
  /** "20". */
  readonly years: string;
  /** "100%", "100 %". */
  readonly free_share: string;
  /** The Yearly toggle's "-15%" ("-15 %"). */
  readonly yearly_discount: string;
  /** The saving said in words: "15%" ("15 %"). */
  readonly yearly_saving: string;
};

const made = new Map<SiteLocale, Figures>();

/**
 * The language's figures, each written the first time a message names it. Most pages name none, and
 * a language's first number format costs 30-60 ms in Chromium (ICU's data), a long task in the
 * middle of hydration.
 */
export function figuresOf(locale: SiteLocale): Figures {
  let figures = made.get(locale);
  if (!figures) {
    const format = formatterOf(locale);
    figures = writtenOnRead({
      assets: () => format.count(ASSETS_AT_LEAST),
      years: () => format.count(YEARS_OF_DATA_AT_LEAST),
      free_share: () => format.percent(FREE_SHARE, 0),
      yearly_discount: () => format.percent(-YEARLY_DISCOUNT, 0),
      yearly_saving: () => format.percent(YEARLY_DISCOUNT, 0),
    });
    made.set(locale, figures);
  }
  return figures;
}

/** An object whose every property is `write`'s value for it, written once, when first read. */
function writtenOnRead<K extends string>(write: Record<K, () => string>): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const key of Object.keys(write) as K[]) {
    Object.defineProperty(values, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = write[key]();
        Object.defineProperty(values, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return values;
}
