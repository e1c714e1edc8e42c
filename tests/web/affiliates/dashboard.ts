import { act } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { withViewport } from "#tests/web/layout.ts";
import { affiliateUser } from "#web/features/affiliates/session.ts";

/** The signed-in affiliate the dashboard is rendered for. */
export const user = { Username: "demo", Email: "demo@example.com", Token: "t.o.k", Commission: 30 };

type DashboardCall = "transactions" | "coupons" | "payouts" | "signout";

function callOf(url: string): DashboardCall | undefined {
  if (url.includes("/transactions/")) return "transactions";
  if (url.includes("/coupons")) return "coupons";
  if (url === "/api/tv/affiliate/payouts") return "payouts";
  if (url.endsWith("/signout")) return "signout";
  return undefined;
}

/**
 * The dashboard's calls answered from `answers` (a 500 for any other), the `held` one only when the
 * test calls `answer()`, so what the page shows while it waits can be looked at.
 */
export function fakeDashboardApi(held: DashboardCall, answers: Partial<Record<DashboardCall, () => Response>>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const call = callOf(url);
    const reply = call && answers[call];
    if (!reply) return new Response("unexpected", { status: 500 });
    if (call === held) await gate;
    return reply();
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, answer: () => act(async () => release()) };
}

/** A dashboard test file: the tables' viewport, and no timer, fetch or session left to the next test. */
export function dashboardTests(): void {
  withViewport({ height: 560, width: 1200 });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    affiliateUser.value = null;
  });
}
