import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { OverviewAnswer } from "#common/api/admin.ts";
import OverviewSection from "#web/features/admin/sections/OverviewSection.tsx";

const healthy: OverviewAnswer = {
  windows: [],
  mail: { pending: 0, failed: 0 },
  lastWebhookAt: null,
  webhookVersionMismatch: null,
  configProblems: [],
  lastReconciliation: null,
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
});
