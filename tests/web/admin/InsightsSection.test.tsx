import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import InsightsSection from "#web/features/admin/insights/InsightsSection.tsx";
import * as answers from "./insight-answers";

/** The six insight calls answered by name ("revenue", "funnel"...); `hold` keeps them waiting until `release()`. */
function fakeInsightsApi(replies: Partial<Record<string, () => Response>> = {}, hold = false) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const defaults: Record<string, () => Response> = {
    revenue: () => Response.json(answers.revenue()),
    licences: () => Response.json(answers.licences()),
    countries: () => Response.json(answers.countries()),
    channels: () => Response.json(answers.channels()),
    funnel: () => Response.json(answers.funnel()),
    outbox: () => Response.json(answers.outbox()),
  };
  const fetchMock = vi.fn(async (url: string) => {
    const name = /\/api\/admin\/insights\/([a-z]+)\//.exec(url)?.[1] ?? "";
    if (hold) await gate;
    const reply = replies[name] ?? defaults[name];
    return reply ? reply() : new Response("unexpected", { status: 500 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, release: () => act(async () => release()) };
}

const urls = (fetchMock: ReturnType<typeof fakeInsightsApi>["fetchMock"]) => fetchMock.mock.calls.map(([u]) => u);

afterEach(() => vi.unstubAllGlobals());

const titles = [
  "Revenue per day (USD, tax included)",
  "Licences issued, refunds and disputes per week",
  "Sales by country (tax included)",
  "Revenue through promotion codes and affiliates (USD)",
  "Checkout funnel",
  "Mail outbox per day",
];

describe("the console's insights page", () => {
  it("shows each chart's spinner while it loads, then the six charts, each with its table and CSV", async () => {
    const { fetchMock, release } = fakeInsightsApi({}, true);
    render(<InsightsSection />);
    expect(screen.getAllByRole("status").map((s) => s.textContent)).toEqual(titles.map((t) => `${t}: loading...`));
    expect(urls(fetchMock).sort()).toEqual(
      [
        "/api/admin/insights/channels/30d/usd/incl",
        "/api/admin/insights/countries/30d/incl",
        "/api/admin/insights/funnel/30d",
        "/api/admin/insights/licences/30d",
        "/api/admin/insights/outbox/30d",
        "/api/admin/insights/revenue/30d/usd/incl",
      ].sort(),
    );
    await release();
    for (const title of titles) {
      const chart = await screen.findByRole("figure", { name: title });
      expect(within(chart).getByRole("table", { name: title })).toBeInTheDocument();
      expect(within(chart).getByRole("link", { name: `Download CSV: ${title}` })).toHaveAttribute("download");
    }
    expect(screen.queryAllByRole("status")).toEqual([]);
  });

  it("shows a failed chart's error with Retry, the other charts drawn, and asks again on Retry", async () => {
    let fails = true;
    const { fetchMock } = fakeInsightsApi({
      funnel: () =>
        fails ? Response.json({ error: "D1 did not answer" }, { status: 503 }) : Response.json(answers.funnel()),
    });
    render(<InsightsSection />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("D1 did not answer");
    expect(await screen.findByRole("figure", { name: "Mail outbox per day" })).toBeInTheDocument();
    fails = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("figure", { name: "Checkout funnel" })).toBeInTheDocument();
    expect(urls(fetchMock).filter((u) => u.includes("/funnel/"))).toHaveLength(2);
  });

  it("asks again for the range, tax mode and currency picked; the currencies are those the range sold in", async () => {
    const { fetchMock } = fakeInsightsApi();
    render(<InsightsSection />);
    await screen.findByRole("figure", { name: titles[0] });
    const currency = screen.getByRole("combobox", { name: "Currency" });
    expect(
      within(currency)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["USD", "EUR"]);

    fetchMock.mockClear();
    fireEvent.change(screen.getByRole("combobox", { name: "Range" }), { target: { value: "90d" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Amounts" }), { target: { value: "excl" } });
    fireEvent.change(currency, { target: { value: "eur" } });
    expect(await screen.findByRole("figure", { name: "Revenue per day (EUR, tax excluded)" })).toBeInTheDocument();
    expect(urls(fetchMock)).toContain("/api/admin/insights/revenue/90d/eur/excl");
    expect(urls(fetchMock)).toContain("/api/admin/insights/channels/90d/eur/excl");
    expect(urls(fetchMock)).toContain("/api/admin/insights/countries/90d/excl");
    expect(urls(fetchMock)).toContain("/api/admin/insights/outbox/90d");
  });

  it("says once above the charts how many finished days are not summed yet", async () => {
    fakeInsightsApi({ outbox: () => Response.json(answers.outbox({ pending: 3 })) });
    render(<InsightsSection />);
    expect(
      await screen.findAllByText(
        "3 finished days of this range are not summed yet: the charts by day leave them blank, the others leave them out, until the nightly job has run.",
      ),
    ).toHaveLength(1);
  });
});
