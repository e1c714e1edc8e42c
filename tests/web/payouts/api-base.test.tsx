import { render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PayoutBatch } from "#common/api/payouts.ts";
import { withViewport } from "#tests/web/layout.ts";

const API_BASE = "https://api.example.test";

// A build with VITE_API_BASE set: the console's calls and its CSV link go to that origin.
vi.mock("#web/lib/config.ts", async (importOriginal) => {
  const { config } = await importOriginal<typeof import("#web/lib/config.ts")>();
  return { config: { ...config, apiBase: API_BASE } };
});

const { default: PayoutsSection } = await import("#web/features/admin/payouts/PayoutsSection.tsx");

const batch: PayoutBatch = { id: 3, createdAt: Date.UTC(2026, 10, 15), createdBy: "owner@ticksim.test", payouts: [] };

withViewport({ height: 600, width: 1400 });
afterEach(() => vi.unstubAllGlobals());

it("loads a batch from the API base and links its CSV there too, not to the page's origin", async () => {
  const fetchMock = vi.fn(async (url: string) =>
    url === `${API_BASE}/api/admin/payouts/batches/3`
      ? Response.json(batch)
      : new Response("unexpected", { status: 500 }),
  );
  vi.stubGlobal("fetch", fetchMock);
  render(
    <Router hook={memoryLocation({ path: "/admin/payouts/3" }).hook}>
      <PayoutsSection item="3" />
    </Router>,
  );
  const link = await screen.findByRole("link", { name: "Export CSV" });
  expect(link.getAttribute("href")).toBe(`${API_BASE}/api/admin/payouts/batches/3/csv`);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
