import { healthCalls } from "#common/api/health.ts";
import { createRouter } from "#worker/app.ts";
import { logEvent } from "#worker/log.ts";
import { noStore } from "#worker/requests.ts";
import { route } from "#worker/route.ts";

/**
 * Liveness (no binding) and readiness (one `select 1` on D1, the cheapest query there is). The
 * benches measure both: /api/health is the trivial route, /api/health/db the floor any D1
 * route stands on. Both are no-store: a monitor must see the state of now.
 */
export const healthRouter = createRouter();

route(healthRouter, healthCalls.live, (c) =>
  c.json({ status: "ok" as const, version: c.env.CF_VERSION_METADATA.id }, 200, noStore),
);

route(healthRouter, healthCalls.ready, async (c) => {
  try {
    // On the request's D1 session, as every D1 route: the floor includes what they all pay.
    await c.var.d1.prepare("select 1").first();
    return c.json({ status: "ok" as const }, 200, noStore);
  } catch (error) {
    // A 503 tells the monitor D1 is down; the cause goes to the log, not to the client.
    logEvent("error", { requestId: c.get("requestId"), path: c.req.path, error: String(error) });
    return c.json({ status: "unavailable" as const }, 503, noStore);
  }
});
