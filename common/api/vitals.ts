/**
 * Vitals: real visitors' Core Web Vitals (docs/decisions/051-real-visitor-web-vitals.md). A
 * sampled page sends one small beacon (POST /api/vitals) when it is hidden: its route's id from
 * the route table (never its URL), how it was reached, and the figures web-vitals measured. The
 * console reads each route's and country's 75th percentile over the last days
 * (GET /api/admin/vitals) from Workers Analytics Engine.
 */
import { z } from "zod/mini";
import { notFoundMeta, routes } from "#common/routes.ts";
import { MAX_VITALS_PER_BEACON, NAVIGATION_TYPES, VITAL_MAX, type VitalName } from "#common/vitals.ts";
import { defineCalls } from "./call.ts";

/** Largest beacon body: a full one is about 400 bytes. */
export const VITALS_BODY_LIMIT = 1024;

/** The route ids a beacon may name: the route table's and the not-found page's. */
export const vitalRouteIds: ReadonlySet<string> = new Set([...routes.map((r) => r.id), notFoundMeta.id]);

const vital = (name: VitalName) =>
  z.strictObject({
    name: z.literal(name),
    value: z
      .number(`${name} must be a number`)
      .check(
        z.gte(0, `${name} must be at least 0`),
        z.lte(VITAL_MAX[name], `${name} must be at most ${VITAL_MAX[name]}`),
      ),
  });

export const vitalsBeacon = z.strictObject({
  route: z
    .string("route must be a route id of the site")
    .check(z.refine((id) => vitalRouteIds.has(id), "route must be a route id of the site")),
  navigation: z.enum(NAVIGATION_TYPES, `navigation must be one of ${NAVIGATION_TYPES.join(", ")}`),
  metrics: z
    .array(z.discriminatedUnion("name", [vital("LCP"), vital("INP"), vital("CLS"), vital("TTFB")]))
    .check(
      z.minLength(1, "metrics must hold at least one figure"),
      z.maxLength(MAX_VITALS_PER_BEACON, `metrics must hold at most ${MAX_VITALS_PER_BEACON} figures`),
    ),
});
export type VitalsBeacon = z.infer<typeof vitalsBeacon>;

/** The console's window: the last 7 days. */
export const VITALS_DAYS = 7;

/** One route's figures in one country (`country` null: every country together); null: none measured. */
export const vitalsRow = z.object({
  route: z.string(),
  country: z.nullable(z.string()),
  LCP: z.nullable(z.number()),
  INP: z.nullable(z.number()),
  CLS: z.nullable(z.number()),
  TTFB: z.nullable(z.number()),
  /** Figures behind the row: the most any one metric has (a visit reports each metric once). */
  samples: z.number(),
});
export type VitalsRow = z.infer<typeof vitalsRow>;

export const vitalsAnswer = z.discriminatedUnion("state", [
  /** No engine to ask (locally, or the account id or token is not set): `message` says what is missing. */
  z.object({ state: z.literal("unconfigured"), message: z.string() }),
  z.object({ state: z.literal("ready"), days: z.int(), rows: z.array(vitalsRow) }),
]);
export type VitalsAnswer = z.infer<typeof vitalsAnswer>;

export const vitalsCalls = defineCalls({
  /** A sampled page's figures; answered 202 whether or not the engine keeps them. */
  report: {
    method: "POST",
    path: "/api/vitals",
    body: vitalsBeacon,
    bodyLimit: VITALS_BODY_LIMIT,
    answer: z.object({ accepted: z.literal(true) }),
  },
  /** The console's table: p75 of each metric per route, per route and country. */
  admin: { method: "GET", path: "/api/admin/vitals", answer: vitalsAnswer },
});
