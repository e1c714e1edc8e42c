/** Symbols: the asset catalogue and symbol search (GET /tv/search/{limit}/{query}/{exchange}/{type}). */
import { z } from "zod/mini";
import { isCalendarDay } from "#common/dates.ts";
import { defineCalls } from "./call.ts";
import { fieldsOf, messages } from "./fields.ts";

export const SYMBOL_SEARCH_MAX_LIMIT = 50;

/** Digits as text (already checked by `text`), read as a number and checked by `range`. */
const asNumber = (text: z.ZodMiniString<string>, range: z.ZodMiniInt) =>
  z.pipe(z.pipe(text, z.transform(Number)), range);

/** Path parameters of the search; the query is literal text, 'ALL' means no filter. */
export const symbolSearchParams = z.object({
  limit: asNumber(
    z.string().check(z.regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${SYMBOL_SEARCH_MAX_LIMIT}`)),
    z.int().check(z.gte(1), z.lte(SYMBOL_SEARCH_MAX_LIMIT)),
  ),
  query: z.string(),
  exchange: z.string().check(z.maxLength(64)),
  type: z.string().check(z.maxLength(64)),
});

/** One search result, with the spec's field names. */
export const symbolResult = z.object({
  ...fieldsOf(z.string(), "symbol", "full_name", "exchange", "description", "type", "start_date", "end_date"),
  precision: z.int(),
});
export type SymbolResult = z.infer<typeof symbolResult>;
export const symbolSearchAnswer = z.array(symbolResult);

/** The largest popularity rank the catalogue accepts. */
export const MAX_POPULARITY_RANK = 999_999;

/** The catalogue's categories (the `type` field). */
export const symbolTypes = ["stock", "index", "forex", "crypto", "futures"] as const;

/** A catalogue row as the import reads it (one CSV line): every field checked before anything is loaded. */
const isoDate = z
  .string()
  .check(
    z.trim(),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"),
    z.refine(isCalendarDay, "must be a real date"),
  );
/** A CSV cell: trimmed, required, at most `max` characters. */
const cell = (max: number) => z.string().check(z.trim(), z.minLength(1, messages.required), z.maxLength(max));
export const catalogueRow = z
  .object({
    symbol: cell(64),
    full_name: cell(128),
    exchange: cell(64),
    description: cell(256),
    type: z.enum(symbolTypes),
    start_date: isoDate,
    end_date: isoDate,
    precision: asNumber(
      z.string().check(z.trim(), z.regex(/^\d{1,2}$/, "must be a whole number from 0 to 12")),
      z.int().check(z.gte(0), z.lte(12)),
    ),
    /**
     * Optional column: 1 is the most traded asset, 2 the next...; blank or absent is unranked. Within
     * a search tier, ranked assets come first, in rank order (docs/decisions/029-symbol-ranking.md).
     */
    popularity_rank: z.optional(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.regex(/^([1-9]\d{0,5})?$/, `must be a whole number from 1 to ${MAX_POPULARITY_RANK}, or blank`),
          ),
        z.transform((value) => (value ? Number(value) : undefined)),
      ),
    ),
  })
  .check(
    z.refine((row) => row.start_date <= row.end_date, { message: "start_date is after end_date", path: ["end_date"] }),
  );
export type CatalogueRow = z.infer<typeof catalogueRow>;

export const symbolCalls = defineCalls({
  /** Call 1: the symbol search (JSON array, at most `limit` rows). */
  search: {
    method: "GET",
    path: "/tv/search/:limit/:query/:exchange/:type",
    params: symbolSearchParams,
    answer: symbolSearchAnswer,
  },
});
