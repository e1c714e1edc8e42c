import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AffiliatePayoutsAnswer } from "#common/api/affiliates.ts";
import { cellTexts } from "#tests/web/table.ts";
import Dashboard from "#web/features/affiliates/Dashboard.tsx";
import { SESSION_STORAGE_KEY, startSession } from "#web/features/affiliates/session.ts";
import { dashboardTests, fakeDashboardApi, user } from "./dashboard";

const answer: AffiliatePayoutsAnswer = {
  balances: [
    { currency: "eur", pending: 0, due: 1_250, paid: 3_000, adjustments: 0, minimum: 5_000 },
    { currency: "usd", pending: 700, due: 12_345, paid: 10_000, adjustments: -3_000, minimum: 5_000 },
  ],
  nextPayoutOn: "2026-12-15",
  minimum: 5_000,
  refundWindowDays: 14,
  payouts: [
    { paidOn: "2026-11-15", reference: "PAYPAL-2", currency: "eur", amount: 3_000 },
    { paidOn: "2026-10-15", reference: "BANK-1", currency: "usd", amount: 10_000 },
  ],
};

/** The payouts call answered when the test says so, with `reply`; the other calls at once. */
const fakeApi = (reply: () => Response) =>
  fakeDashboardApi("payouts", {
    payouts: reply,
    transactions: () => Response.json([]),
    coupons: () => Response.json({ coupons: [] }),
  });

dashboardTests();

const payoutsSection = () => screen.getByRole("region", { name: "Payouts" });
const figure = (id: string) => screen.getByTestId(`payouts-${id}`).textContent;

describe("the dashboard's payouts", () => {
  it("shows 'Loading...', then pending, due and paid per currency, the adjustment, the next payout day and the history", async () => {
    const { fetchMock, answer: reply } = fakeApi(() => Response.json(answer));
    render(<Dashboard user={user} />);
    await waitFor(() => expect(within(payoutsSection()).getByText("Loading...")).toBeTruthy());
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/tv/affiliate/payouts") ?? [];
    expect(init?.headers).toMatchObject({ Authorization: "Bearer t.o.k" });
    await reply();

    expect(within(payoutsSection()).queryByText("Loading...")).toBeNull();
    expect(figure("pending")).toBe("$7.00€0.00");
    expect(figure("due")).toBe("$123.45€12.50");
    expect(figure("paid")).toBe("$100.00€30.00");
    expect(figure("adjustments")).toBe("-$30.00");
    expect(figure("next")).toBe("15/12/2026");
    expect(
      within(payoutsSection()).getByText(
        "A balance under $50.00, €50.00 (in its currency) waits for the following payout.",
      ),
    ).toBeTruthy();
    expect(
      within(payoutsSection()).getByText("Sales of the last 14 days, until their refund window closes"),
    ).toBeTruthy();

    const table = screen.getByRole("table", { name: "Your payouts" });
    const cells = cellTexts(table);
    expect(cells).toEqual([
      ["15/11/2026", "PAYPAL-2", "€30.00"],
      ["15/10/2026", "BANK-1", "$100.00"],
    ]);
  });

  it("says when there are no commissions or payouts yet, and leaves adjustments out when there are none", async () => {
    const { answer: reply } = fakeApi(() => Response.json({ ...answer, balances: [], payouts: [] }));
    render(<Dashboard user={user} />);
    await reply();
    await waitFor(() => expect(figure("due")).toBe("$0.00"));
    expect(screen.queryByTestId("payouts-adjustments")).toBeNull();
    expect(within(screen.getByRole("table", { name: "Your payouts" })).getByText("No payouts yet.")).toBeTruthy();
  });

  it("shows the error when the call fails, the rest of the dashboard still there", async () => {
    const { answer: reply } = fakeApi(() => new Response("down", { status: 503 }));
    render(<Dashboard user={user} />);
    await reply();
    await waitFor(() =>
      expect(within(payoutsSection()).getByRole("alert").textContent).toBe(
        "Something went wrong... Please wait and try again in few minutes",
      ),
    );
    expect(screen.getByRole("table", { name: "Your transactions" })).toBeTruthy();
  });

  it("ends the session when the token is refused", async () => {
    startSession(user);
    const { answer: reply } = fakeApi(() => Response.json({ error: "Sign in again" }, { status: 401 }));
    render(<Dashboard user={user} />);
    await reply();
    await waitFor(() => expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
  });
});
