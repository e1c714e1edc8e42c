import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { OverviewAnswer } from "#common/api/admin.ts";
import OverviewSection from "#web/features/admin/overview/OverviewSection.tsx";

const healthy: OverviewAnswer = {
  at: Date.now(),
  windows: [],
  mail: { pending: 0, failed: 0 },
  lastWebhookAt: null,
  webhookVersionMismatch: null,
  configProblems: [],
  lastReconciliation: null,
  alerts: { checkedAt: Date.now() - 2 * 60_000, channel: true, failing: [] },
};

function renderWith(answer: OverviewAnswer) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <Router hook={memoryLocation({ path: "/admin" }).hook}>
      <OverviewSection />
    </Router>,
  );
}

/** The text of the Health card's value for one term. */
async function healthValue(term: string) {
  const card = await screen.findByRole("region", { name: "Health" });
  const dt = within(card).getByText(term, { selector: "dt" });
  return dt.nextElementSibling?.textContent ?? "";
}

afterEach(() => vi.unstubAllGlobals());

describe("the console's health card", () => {
  it("says the Stripe API version and the configuration are as expected when nothing is wrong", async () => {
    renderWith(healthy);
    expect(await healthValue("Alerts")).toBe("All checks passing (checked 2 min ago)");
    expect(await healthValue("Stripe API version")).toBe("As expected");
    expect(await healthValue("Configuration")).toBe("No problems");
  });

  it("says which API version Stripe's endpoint sends, which one is expected and what to do, with the last refusal", async () => {
    const lastAt = Date.now() - 5 * 60_000;
    renderWith({
      ...healthy,
      webhookVersionMismatch: { received: "2024-06-20", expected: "2026-10-28.endive", lastAt },
      configProblems: [{ name: "PUBLIC_COUPON_CODES", problem: '"SPRING_SALE" is not a code' }],
    });
    const version = await healthValue("Stripe API version");
    expect(version).toContain(
      "Stripe webhook endpoint sends API version 2024-06-20; expected 2026-10-28.endive: recreate the endpoint with version 2026-10-28.endive.",
    );
    expect(version).toMatch(/Last such event 5 min ago\.$/);
    expect(await healthValue("Configuration")).toBe('PUBLIC_COUPON_CODES: "SPRING_SALE" is not a code');
  });

  it("names each failing alert condition, since when and what is wrong", async () => {
    renderWith({
      ...healthy,
      alerts: {
        checkedAt: Date.now(),
        channel: true,
        failing: [
          {
            condition: "mail",
            label: "Mail delivery",
            failingSince: Date.now() - 25 * 60_000,
            detail: "2 mails have failed 3 or more attempts (console: Mail outbox).",
          },
          { condition: "d1", label: "Database (D1)", failingSince: Date.now(), detail: "D1 took 2600 ms." },
        ],
      },
    });
    const card = await screen.findByRole("region", { name: "Health" });
    const items = within(card)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual([
      "Failing Mail delivery (started 25 min ago): 2 mails have failed 3 or more attempts (console: Mail outbox).",
      "Failing Database (D1) (started just now): D1 took 2600 ms.",
    ]);
    expect(await healthValue("Alerts")).not.toContain("All checks passing");
  });

  it("says when no alert channel is set", async () => {
    renderWith({ ...healthy, alerts: { ...healthy.alerts, channel: false } });
    expect(await healthValue("Alerts")).toBe(
      "All checks passing (checked 2 min ago) Not sent anywhere else: no alert channel (ALERT_WEBHOOK_URL) is set.",
    );
  });

  it("says the checks have not run before the first cron run", async () => {
    renderWith({ ...healthy, alerts: { checkedAt: null, channel: false, failing: [] } });
    expect(await healthValue("Alerts")).toBe("Not checked yet (the checks run every 5 minutes)");
  });
});
