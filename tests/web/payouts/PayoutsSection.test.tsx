import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { PayoutBalancesAnswer, PayoutBatch } from "#common/api/payouts.ts";
import { withViewport } from "#tests/web/layout.ts";
import { cellTexts } from "#tests/web/table.ts";
import PayoutsSection from "#web/features/admin/payouts/PayoutsSection.tsx";

const balances: PayoutBalancesAnswer = {
  minimums: { usd: 5_000, eur: 5_000, jpy: 7_500 },
  refundWindowDays: 14,
  nextPayoutOn: "2026-12-15",
  balances: [
    {
      affiliateId: 7,
      username: "demo-affiliate",
      email: "demo@example.com",
      currency: "usd",
      pending: 700,
      available: 12_345,
      inPayment: 0,
      paid: 10_000,
      adjustments: -3_000,
      payable: 9_345,
      minimum: 5_000,
      eligible: true,
    },
    {
      affiliateId: 8,
      username: "partner-two",
      email: "two@example.com",
      currency: "eur",
      pending: 0,
      available: 4_000,
      inPayment: 0,
      paid: 0,
      adjustments: 0,
      payable: 4_000,
      minimum: 5_000,
      eligible: false,
    },
  ],
};

const batch = (paidOn: string | null): PayoutBatch => ({
  id: 3,
  createdAt: Date.UTC(2026, 10, 15, 9),
  createdBy: "owner@ticksim.test",
  payouts: [
    {
      id: 41,
      batchId: 3,
      affiliateId: 7,
      username: "demo-affiliate",
      email: "demo@example.com",
      currency: "usd",
      amount: 9_345,
      paidOn,
      reference: paidOn ? "PAYPAL-9XK2" : null,
      commissionIds: [1, 2, 5],
      adjustments: [{ commissionId: 9, amount: -3_000 }],
    },
  ],
});

type Handler = (init: RequestInit | undefined) => Response;

function fakeApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? "GET"} ${url}`];
    return handler ? handler(init) : new Response("unexpected", { status: 500 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string, item?: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <PayoutsSection item={item} />
    </Router>,
  );
  return location;
}

withViewport({ height: 600, width: 1400 });
afterEach(() => vi.unstubAllGlobals());

describe("the console's payouts page", () => {
  it("shows the rules, each balance against the minimum and the batches; creates a batch after asking, then opens it", async () => {
    const fetchMock = fakeApi({
      "GET /api/admin/payouts/balances": () => Response.json(balances),
      "POST /api/admin/payouts/batches/search": () => Response.json({ items: [batch(null)], next: null }),
      "POST /api/admin/payouts/batches": () =>
        Response.json({ ok: true, batchId: 4, message: "Batch 4 created: 1 payout" }),
    });
    const location = renderAt("/admin/payouts");
    const table = await screen.findByRole("table", { name: "Balances per affiliate and currency" });
    expect(cellTexts(table)).toEqual([
      [
        "demo-affiliatedemo@example.com",
        "USD",
        "$7.00",
        "$123.45",
        "-$30.00",
        "$93.45",
        "$0.00",
        "$100.00",
        "will be paid",
      ],
      ["partner-twotwo@example.com", "EUR", "€0.00", "€40.00", "€0.00", "€40.00", "€0.00", "€0.00", "waits"],
    ]);
    // Each currency in its own units: the yen has no cents.
    expect(screen.getByText("$50.00, €50.00, ¥7,500")).toBeTruthy();
    expect(screen.getByText("1 payout: $93.45")).toBeTruthy();

    const batches = await screen.findByRole("table", { name: "Payout batches, newest first" });
    await waitFor(() =>
      expect(cellTexts(batches)[0]?.slice(2)).toEqual(["owner@ticksim.test", "1", "$93.45", "0 of 1"]),
    );

    fireEvent.click(screen.getByRole("button", { name: "Create payout batch" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a payout batch?" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Create payout batch" })));
    await waitFor(() => expect(location.history.at(-1)).toBe("/admin/payouts/4"));
    const created = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/admin/payouts/batches" && init?.method === "POST",
    );
    expect(created?.[1]?.body).toBe("{}");
  });

  it("offers no batch when no balance reaches the minimum", async () => {
    fakeApi({
      "GET /api/admin/payouts/balances": () => Response.json({ ...balances, balances: [balances.balances[1]] }),
      "POST /api/admin/payouts/batches/search": () => Response.json({ items: [], next: null }),
    });
    renderAt("/admin/payouts");
    const button = await screen.findByRole("button", { name: "Create payout batch" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("nothing reaches the minimum yet")).toBeTruthy();
  });

  it("marks a batch's payout paid with a reference and a day, after checking them, then shows it paid", async () => {
    let paid = false;
    const fetchMock = fakeApi({
      "GET /api/admin/payouts/batches/3": () => Response.json(batch(paid ? "2026-11-20" : null)),
      "POST /api/admin/payouts/41/paid": () => {
        paid = true;
        return Response.json({ ok: true, message: "Payout 41 marked paid on 2026-11-20; the partner is being told" });
      },
    });
    renderAt("/admin/payouts/3", "3");
    const table = await screen.findByRole("table", { name: "Payouts of batch 3" });
    expect(cellTexts(table)[0]?.slice(0, 5)).toEqual([
      "#41",
      "demo-affiliate",
      "demo@example.com",
      "$93.45",
      "3 commissions, 1 adjustment",
    ]);
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/payouts/batches/3/csv",
    );

    fireEvent.click(within(table).getByRole("button", { name: "Mark paid" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark payout #41 paid" });
    const reference = within(dialog).getByLabelText(/Reference/);
    const day = within(dialog).getByLabelText(/Day sent/);
    fireEvent.change(day, { target: { value: "20/11/2026" } });
    fireEvent.blur(day);
    expect(await within(dialog).findByText("Write the date as YYYY-MM-DD")).toBeTruthy();
    fireEvent.change(day, { target: { value: "2026-11-20" } });
    fireEvent.change(reference, { target: { value: "PAYPAL-9XK2" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Mark paid" })));

    const call = fetchMock.mock.calls.find(([url]) => url === "/api/admin/payouts/41/paid");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reference: "PAYPAL-9XK2", paidOn: "2026-11-20" });
    await waitFor(() => expect(screen.getByText("paid 2026-11-20 · PAYPAL-9XK2")).toBeTruthy());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps the dialog open with the server's message when marking fails", async () => {
    fakeApi({
      "GET /api/admin/payouts/batches/3": () => Response.json(batch(null)),
      "POST /api/admin/payouts/41/paid": () =>
        Response.json({ error: "Payout 41 was already marked paid on 2026-11-19 (reference BANK-1)" }, { status: 409 }),
    });
    renderAt("/admin/payouts/3", "3");
    fireEvent.click(await screen.findByRole("button", { name: "Mark paid" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: "BANK-2" } });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Mark paid" })));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "Payout 41 was already marked paid on 2026-11-19 (reference BANK-1)",
    );
  });
});
