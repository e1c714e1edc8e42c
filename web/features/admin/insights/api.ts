/** The console's calls for the insights: each chart's aggregates over a range (decision 053). */
import { type InsightRange, insightCalls, type TaxMode } from "#common/api/insights.ts";
import { callApi } from "#web/lib/api-client.ts";

/** The range, the currency and whether amounts include tax: what a money chart is asked for. */
export interface MoneyQuery {
  readonly range: InsightRange;
  readonly currency: string;
  readonly tax: TaxMode;
}

export const loadRevenue = (money: MoneyQuery, signal: AbortSignal) =>
  callApi(insightCalls.revenue, { params: money, signal });

export const loadLicences = (range: InsightRange, signal: AbortSignal) =>
  callApi(insightCalls.licences, { params: { range }, signal });

export const loadCountries = (range: InsightRange, tax: TaxMode, signal: AbortSignal) =>
  callApi(insightCalls.countries, { params: { range, tax }, signal });

export const loadChannels = (money: MoneyQuery, signal: AbortSignal) =>
  callApi(insightCalls.channels, { params: money, signal });

export const loadFunnel = (range: InsightRange, signal: AbortSignal) =>
  callApi(insightCalls.funnel, { params: { range }, signal });

export const loadOutbox = (range: InsightRange, signal: AbortSignal) =>
  callApi(insightCalls.outbox, { params: { range }, signal });
