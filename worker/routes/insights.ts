/**
 * The console's charts (/api/admin/insights/*): behind `operatorAccess` like every /api/admin/
 * path (worker/index.ts). Reads only: the contract validates the range, currency and tax mode
 * (a 400 that names the parameter), the service sums and shapes.
 */
import { insightCalls } from "#common/api/insights.ts";
import { createRouter } from "#worker/app.ts";
import { route } from "#worker/route.ts";
import {
  channelsChart,
  countriesChart,
  funnelChart,
  licencesChart,
  outboxChart,
  revenueChart,
} from "#worker/services/insights/charts.ts";

export const insightsRouter = createRouter();

route(insightsRouter, insightCalls.revenue, async (c) => c.json(await revenueChart(c.var.db, c.req.valid("param"))));
route(insightsRouter, insightCalls.licences, async (c) => c.json(await licencesChart(c.var.db, c.req.valid("param"))));
route(insightsRouter, insightCalls.countries, async (c) =>
  c.json(await countriesChart(c.var.db, c.req.valid("param"))),
);
route(insightsRouter, insightCalls.channels, async (c) => c.json(await channelsChart(c.var.db, c.req.valid("param"))));
route(insightsRouter, insightCalls.funnel, async (c) => c.json(await funnelChart(c.var.db, c.req.valid("param"))));
route(insightsRouter, insightCalls.outbox, async (c) => c.json(await outboxChart(c.var.db, c.req.valid("param"))));
