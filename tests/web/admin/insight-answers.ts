/** The insight calls' answers as the Worker gives them, for the console's chart tests. */
import type {
  ChannelsAnswer,
  CountriesAnswer,
  FunnelAnswer,
  LicencesAnswer,
  OutboxAnswer,
  RevenueAnswer,
} from "#common/api/insights.ts";

export const day = (d: number) => Date.UTC(2026, 10, d);
const span = { range: "30d" as const, from: day(1), to: day(3) - 1, pending: 0, pendingTo: day(1) };

export const revenue = (over: Partial<RevenueAnswer> = {}): RevenueAnswer => ({
  ...span,
  currency: "usd",
  tax: "incl",
  days: [
    { day: day(1), count: 2, amount: 53800 },
    { day: day(2), count: 0, amount: 0 },
  ],
  total: { count: 2, amount: 53800 },
  currencies: ["usd", "eur"],
  ...over,
});

export const licences = (over: Partial<LicencesAnswer> = {}): LicencesAnswer => ({
  ...span,
  weeks: [{ week: Date.UTC(2026, 9, 26), licences: 4, refunds: 1, disputes: 0 }],
  total: { licences: 4, refunds: 1, disputes: 0 },
  ...over,
});

export const countries = (over: Partial<CountriesAnswer> = {}): CountriesAnswer => ({
  ...span,
  tax: "incl",
  countries: [
    { country: "DE", count: 3, amounts: [{ currency: "eur", amount: 74000 }] },
    { country: "US", count: 2, amounts: [{ currency: "usd", amount: 53800 }] },
  ],
  total: 5,
  ...over,
});

export const channels = (over: Partial<ChannelsAnswer> = {}): ChannelsAnswer => ({
  ...span,
  currency: "usd",
  tax: "incl",
  total: { count: 4, amount: 100000 },
  codes: [{ code: "SPRING", count: 1, amount: 25000 }],
  affiliates: [{ affiliateId: 7, username: "demo", count: 2, amount: 50000 }],
  ...over,
});

export const funnel = (over: Partial<FunnelAnswer> = {}): FunnelAnswer => ({
  ...span,
  steps: [
    { step: "created", count: 8 },
    { step: "completed", count: 2 },
    { step: "refunded", count: 1 },
  ],
  recordedSince: day(1) - 86_400_000,
  ...over,
});

export const outbox = (over: Partial<OutboxAnswer> = {}): OutboxAnswer => ({
  ...span,
  days: [
    { day: day(1), sent: 5, retried: 1, failed: 0 },
    { day: day(2), sent: 0, retried: 0, failed: 2 },
  ],
  total: { sent: 5, retried: 1, failed: 2 },
  ...over,
});
