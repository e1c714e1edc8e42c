import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { AffiliateTransaction } from "#common/api/affiliates.ts";
import { cellTexts } from "#tests/web/table.ts";
import Dashboard from "#web/features/affiliates/Dashboard.tsx";
import { affiliateUser, SESSION_STORAGE_KEY, startSession } from "#web/features/affiliates/session.ts";
import { dashboardTests, fakeDashboardApi, user } from "./dashboard";
import { aTransactionRow as row, specTransactionColumns } from "./rows";

/** Transactions answered when the test says so; coupons at once. */
const fakeApi = (rows: AffiliateTransaction[]) =>
  fakeDashboardApi("transactions", {
    transactions: () => Response.json(rows),
    coupons: () => Response.json({ coupons: ["DEMO10"] }),
    signout: () => new Response("OK"),
  });

dashboardTests();

const card = (label: string) => screen.getByText(label, { selector: "p" }).nextElementSibling?.textContent;

/** Picks a day of the month before the shown one in the calendar of a range field. */
function pickDayOfPreviousMonth(field: "Select start range" | "Select end range", day: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: `Choose a date: ${field}` }));
  fireEvent.click(screen.getByRole("button", { name: /previous month/i }));
  fireEvent.click(screen.getAllByRole("button", { name: day })[0] as HTMLElement);
}

describe("the affiliate dashboard", () => {
  it("shows 'Loading...' in every figure until the rows arrive, asks from 0 to now with the bearer token, then the totals", async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 20, 12), shouldAdvanceTime: true });
    const { fetchMock, answer } = fakeApi([
      row({
        Created: new Date(2026, 0, 5).getTime(),
        Recurring: true,
        Item: "Web_Essential_Monthly",
        AmountCommission: 4.789,
      }),
      row({ Created: new Date(2026, 0, 6).getTime(), Recurring: false, Refunded: true }),
      row({ Created: new Date(2025, 11, 6).getTime(), Recurring: false, Currency: "eur", AmountCommission: 10 }),
    ]);
    render(<Dashboard user={user} />);
    // Never a zero that is not one: each figure computed from the rows waits for them.
    const figures = [
      "Total subscriptions sales",
      "Total licenses sales",
      "Subscriptions sales",
      "Licenses sales",
      "Subscriptions commissions",
      "Licenses commissions",
    ];
    expect(figures.map(card)).toEqual(figures.map(() => "Loading..."));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.includes("/transactions/")) ?? [];
    expect(url).toBe(`/api/tv/affiliate/transactions/0/${Math.floor(new Date(2026, 0, 20, 12).getTime() / 1000)}`);
    expect(init?.headers).toMatchObject({ Authorization: "Bearer t.o.k" });
    await answer();

    expect(screen.queryAllByText("Loading...")).toEqual([]);
    expect(card("Total subscriptions sales")).toBe("1");
    expect(card("Total licenses sales")).toBe("2");
    expect(card("Affiliate commission")).toBe("30%");
    // The default range is January 2026: the refunded licence is left out of the range cards.
    expect((screen.getByLabelText("Select start range") as HTMLInputElement).value).toBe("01/01/2026");
    expect((screen.getByLabelText("Select end range") as HTMLInputElement).value).toBe("31/01/2026");
    expect(card("Subscriptions sales")).toBe("1");
    expect(card("Licenses sales")).toBe("0");
    expect(card("Subscriptions commissions")).toBe("$4.78");
    expect(card("Licenses commissions")).toBe("$0.00");

    const table = screen.getByRole("table", { name: "Your transactions" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(specTransactionColumns);
    const cells = cellTexts(table);
    // The applied range's rows (December's sale is left out), newest first, whatever order the rows came in.
    expect(cells.map((c) => [c[4], c[6], c[10]])).toEqual([
      ["Lifetime license", "$", "0"],
      ["Monthly subscription", "$", "4.78"],
    ]);
    // The pickers' dd/mm/yyyy, with the local time of the sale (one format across the dashboard).
    expect(cells.map((c) => c[2])).toEqual(["06/01/2026 00:00", "05/01/2026 00:00"]);
    expect(screen.getByText("http://localhost:3000/?coupon=DEMO10")).toBeInTheDocument();
  });

  it("recomputes the range cards only when Apply is pressed", async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 20, 12), shouldAdvanceTime: true });
    const { answer } = fakeApi([
      row({ Created: new Date(2025, 11, 6).getTime(), Recurring: false, Currency: "eur", AmountCommission: 10 }),
    ]);
    render(<Dashboard user={user} />);
    await answer();
    expect(card("Licenses sales")).toBe("0");
    pickDayOfPreviousMonth("Select start range", /December 1st, 2025/);
    expect((screen.getByLabelText("Select start range") as HTMLInputElement).value).toBe("01/12/2025");
    expect(card("Licenses sales")).toBe("0");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(card("Licenses sales")).toBe("1");
    expect(card("Licenses commissions")).toBe("€10.00");
  });

  it("filters the table by the applied range too, only when Apply is pressed", async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 20, 12), shouldAdvanceTime: true });
    const { answer } = fakeApi([
      row({ Created: new Date(2025, 11, 6, 10).getTime(), CustomerEmail: "december@example.com" }),
      row({ Created: new Date(2026, 0, 6, 10).getTime(), CustomerEmail: "january@example.com" }),
    ]);
    render(<Dashboard user={user} />);
    await answer();
    const emails = () => cellTexts(screen.getByRole("table", { name: "Your transactions" })).map((c) => c[0]);
    expect(emails()).toEqual(["january@example.com"]);
    pickDayOfPreviousMonth("Select start range", /December 1st, 2025/);
    pickDayOfPreviousMonth("Select end range", /December 31st, 2025/);
    expect(emails()).toEqual(["january@example.com"]);
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(emails()).toEqual(["december@example.com"]);
  });

  it("says the range has no transaction when only other months sold", async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 20, 12), shouldAdvanceTime: true });
    const { answer } = fakeApi([row({ Created: new Date(2025, 11, 6, 10).getTime() })]);
    render(<Dashboard user={user} />);
    await answer();
    const table = screen.getByRole("table", { name: "Your transactions" });
    expect(within(table).getByText("No transactions in this range.")).toBeInTheDocument();
  });

  it("charts the applied range's sales and commissions per day below the pickers and cards that drive it, a switch for each currency sold", async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 20, 12), shouldAdvanceTime: true });
    const { answer } = fakeApi([
      row({ Created: new Date(2026, 0, 2, 9).getTime(), AmountPaid: 269, AmountCommission: 80.7 }),
      row({ Created: new Date(2026, 0, 3, 9).getTime(), Currency: "eur", AmountPaid: 20, AmountCommission: 6 }),
    ]);
    render(<Dashboard user={user} />);
    await answer();
    const title = "Sales and commissions per day, 01/01/2026 to 31/01/2026";
    const chart = screen.getByRole("figure", { name: title });
    // The pickers and the range's cards stand above the chart they drive; the table follows it.
    const picker = screen.getByLabelText("Select start range");
    expect(picker.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const cards = screen.getByTestId("range-licence-commissions");
    expect(cards.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const transactions = screen.getByRole("table", { name: "Your transactions" });
    expect(chart.compareDocumentPosition(transactions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const table = within(chart).getByRole("table", { name: title });
    expect(within(table).getAllByRole("row")).toHaveLength(32);
    expect(within(table).getByRole("rowheader", { name: "02/01/2026" }).parentElement).toHaveTextContent(
      "02/01/2026$269.00$80.70",
    );
    fireEvent.click(screen.getByRole("radio", { name: "EUR" }));
    expect(within(chart).getByRole("rowheader", { name: "03/01/2026" }).parentElement).toHaveTextContent(
      "03/01/2026€20.00€6.00",
    );
  });

  it("flags a start date after the end date at Apply and keeps the range applied before", async () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 20, 12), shouldAdvanceTime: true });
    const { answer } = fakeApi([row({ Created: new Date(2026, 0, 5).getTime(), Recurring: false })]);
    render(<Dashboard user={user} />);
    await answer();
    expect(card("Licenses sales")).toBe("1");
    pickDayOfPreviousMonth("Select end range", /December 31st, 2025/);
    const rangeAlert = () => screen.queryByText(/^The start date is after the end date/);
    expect(rangeAlert()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));

    const alert = rangeAlert() as HTMLElement;
    expect(alert).toHaveAttribute("role", "alert");
    expect(alert).toHaveTextContent("The start date is after the end date: choose a start on or before the end.");
    for (const label of ["Select start range", "Select end range"]) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAttribute("aria-describedby", alert.id);
    }
    // The cards still show the range applied before, not the zeros of an empty range.
    expect(card("Licenses sales")).toBe("1");

    // Changing a date clears the flag; a valid range applies.
    pickDayOfPreviousMonth("Select start range", /December 1st, 2025/);
    expect(rangeAlert()).toBeNull();
    expect(screen.getByLabelText("Select start range")).not.toHaveAttribute("aria-invalid");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(card("Licenses sales")).toBe("0");
  });

  it("says the figures are not available when the rows could not be loaded", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("boom", { status: 500 })),
    );
    render(<Dashboard user={user} />);
    await screen.findByText("Not available", { selector: "[data-testid=total-subscriptions]" });
    expect(card("Total subscriptions sales")).toBe("Not available");
    expect(card("Subscriptions commissions")).toBe("Not available");
  });

  it("logs out: the stored session is removed and the server ends the token's session", async () => {
    const { fetchMock, answer } = fakeApi([]);
    startSession(user);
    render(<Dashboard user={user} />);
    await answer();
    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(affiliateUser.value).toBeNull();
    const signOut = fetchMock.mock.calls.find(([url]) => url === "/api/tv/affiliate/signout");
    expect(signOut?.[1]).toMatchObject({ method: "POST", headers: { Authorization: "Bearer t.o.k" } });
  });
});
