/** Symbols: the asset catalogue and symbol search (GET /tv/search/{limit}/{query}/{exchange}/{type}). */
import { z } from "zod";
import { defineCalls } from "./call.ts";
import { messages } from "./fields.ts";

export const SYMBOL_SEARCH_MAX_LIMIT = 50;

/** Path parameters of the search; the query is literal text, 'ALL' means no filter. */
export const symbolSearchParams = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${SYMBOL_SEARCH_MAX_LIMIT}`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(SYMBOL_SEARCH_MAX_LIMIT)),
  query: z.string(),
  exchange: z.string().max(64),
  type: z.string().max(64),
});

/** One search result, with the spec's field names. */
export const symbolResult = z.object({
  symbol: z.string(),
  full_name: z.string(),
  exchange: z.string(),
  description: z.string(),
  type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  precision: z.number().int(),
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
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), "must be a real date");
export const catalogueRow = z
  .object({
    symbol: z.string().trim().min(1, messages.required).max(64),
    full_name: z.string().trim().min(1, messages.required).max(128),
    exchange: z.string().trim().min(1, messages.required).max(64),
    description: z.string().trim().min(1, messages.required).max(256),
    type: z.enum(symbolTypes),
    start_date: isoDate,
    end_date: isoDate,
    precision: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, "must be a whole number from 0 to 12")
      .transform(Number)
      .pipe(z.number().int().min(0).max(12)),
    /**
     * Optional column: 1 is the most traded asset, 2 the next...; blank or absent is unranked. Within
     * a search tier, ranked assets come first, in rank order (docs/decisions/029-symbol-ranking.md).
     */
    popularity_rank: z
      .string()
      .trim()
      .regex(/^([1-9]\d{0,5})?$/, `must be a whole number from 1 to ${MAX_POPULARITY_RANK}, or blank`)
      .transform((value) => (value ? Number(value) : undefined))
      .optional(),
  })
  .refine((row) => row.start_date <= row.end_date, { message: "start_date is after end_date", path: ["end_date"] });
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
