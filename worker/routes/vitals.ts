import { vitalsCalls } from "#common/api/vitals.ts";
import { createRouter } from "#worker/app.ts";
import { rateLimited } from "#worker/middleware/rate-limit.ts";
import { clientIp, noStore } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import { vitalsTable } from "#worker/services/vitals/query.ts";
import { countryOf, recordVitals } from "#worker/services/vitals/record.ts";

/**
 * Real visitors' Core Web Vitals (docs/decisions/051-real-visitor-web-vitals.md): the pages'
 * beacon, and the console's p75 table (behind `operatorAccess`, as every /api/admin/ path).
 */
const { report, admin } = vitalsCalls;

export const vitalsRouter = createRouter();

route(
  vitalsRouter,
  report,
  rateLimited(
    (env) => env.VITALS_LIMITER,
    (c) => `vitals:${clientIp(c)}`,
    "Too many reports from this address; try again in a minute",
  ),
  (c) => {
    recordVitals(c.env, c.req.valid("json"), countryOf(c.req.raw));
    return c.json({ accepted: true as const }, 202, noStore);
  },
);

route(vitalsRouter, admin, async (c) => c.json(await vitalsTable(c.env), 200));
