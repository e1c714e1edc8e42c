/**
 * The figures the product claims (spec section 9, "Claims"; the Yearly toggle's discount), as
 * numbers: each language writes them through its formatter (web/i18n/figures.ts), never as digits
 * typed into a catalogue.
 */

/** "1000+ assets": the catalogue holds at least this many instruments. */
export const ASSETS_AT_LEAST = 1000;

/** "20+ years of data". */
export const YEARS_OF_DATA_AT_LEAST = 20;

/** What the Swing trader pays: the Free plan is free in full ("100% free"). */
export const FREE_SHARE = 1;

/** The share of the monthly price a yearly subscription saves ("Yearly -15%"). */
export const YEARLY_DISCOUNT = 0.15;
