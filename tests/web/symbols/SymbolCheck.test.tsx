import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SymbolResult } from "#common/api/symbols.ts";
import { withViewport } from "#tests/web/layout.ts";
import { bodyRows } from "#tests/web/table.ts";
import { SymbolCheck } from "#web/components/symbols/SymbolCheck.tsx";
import { SEARCH_DEBOUNCE_MS } from "#web/components/symbols/use-symbol-search.ts";

const asset = (symbol: string, exchange: string, description: string, type = "stock"): SymbolResult => ({
  symbol,
  full_name: `${exchange}:${symbol}`,
  exchange,
  description,
  type,
  start_date: "2004-01-02",
  end_date: "2026-08-28",
  precision: 2,
});

const catalogue: Record<string, SymbolResult[]> = {
  eurusd: [
    asset("EURUSD", "FX", "Euro / U.S. Dollar", "forex"),
    asset("EURUSDT", "BINANCE", "Euro / TetherUS", "crypto"),
  ],
  aap: [asset("AAP", "NYSE", "Advance Auto Parts"), asset("AAPL", "NASDAQ", "Apple Inc.")],
  aapl: [asset("AAPL", "NASDAQ", "Apple Inc.")],
};

/** The query segment of each search request, in order. */
let requested: string[];
let signals: AbortSignal[];
let answer: (query: string, signal: AbortSignal) => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

withViewport({ height: 440, width: 1000 });

beforeEach(() => {
  requested = [];
  signals = [];
  answer = async (query) => json(catalogue[query.toLowerCase()] ?? []);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const match = /^\/tv\/search\/10\/([^/]*)\/ALL\/ALL$/.exec(url);
      if (!match?.[1]) throw new Error(`unexpected request ${url}`);
      const query = decodeURIComponent(match[1]);
      requested.push(query);
      const signal = init.signal as AbortSignal;
      signals.push(signal);
      return answer(query, signal);
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * Renders the widget, letting its table's lazy code arrive when the widget is active at once (no
 * IntersectionObserver in jsdom): React finishes a render that suspended inside act() only once the
 * act is awaited, and RTL's render() is a sync act. Whichever test first loads that code runs it.
 */
const show = () =>
  act(async () => {
    render(<SymbolCheck />);
  });
const input = () => screen.getByRole("combobox", { name: "Type the symbol name" });
const tableRows = async () => bodyRows(await screen.findByRole("table", { name: "Assets matching the symbol name" }));
/**
 * The rows once the first answer is in: the table's code and the search's load lazily, in either
 * order, and slowly the first time on a busy machine.
 */
const filledRows = () =>
  waitFor(
    async () => {
      const rows = await tableRows();
      expect(rows.length).toBeGreaterThan(0);
      return rows;
    },
    // The table's lazy chunk and its catalogue arrive slowly beside the e2e run (two clean-clone runs
    // took over 5 s); the web tests' timeout is 15 s.
    { timeout: 10_000 },
  );

describe("SymbolCheck", () => {
  it("shows the headline, the three texts and the follow-up texts with their links", async () => {
    await show();
    expect(screen.getByRole("heading", { name: "A huge database of 1000+ assets" })).toBeInTheDocument();
    expect(
      screen.getByText("All kind of instruments (stocks, indices, forex, cryptos, futures, ...)"),
    ).toBeInTheDocument();
    expect(
      screen.getByText("With tick data accuracy, real historical spread and timeframes in seconds"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", {
        name: "20+ years of data available for any level of subscription, even the free one",
      }),
    ).toHaveAttribute("href", "/pricing/web");
    expect(screen.getByText("You don't find your favorite asset ?")).toBeInTheDocument();
    expect(
      screen.getByText(
        "You can import your own data from Metatrader history data, TradingView export data or even custom data",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "tell us" })).toHaveAttribute("href", "/discord");
  });

  it("starts at EURUSD and loads its search into the table once the widget is on screen", async () => {
    let reveal: () => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(report: (entries: { isIntersecting: boolean }[]) => void) {
          reveal = () => report([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    // The search's lazy module already loaded, so a search started off screen would be seen at once.
    await import("#web/components/symbols/api.ts");
    await show();
    expect(input()).toHaveValue("EURUSD");
    // Off screen: neither the table's code nor the search runs during the page's start-up.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requested).toEqual([]);
    expect(screen.queryByRole("table")).toBeNull();

    // The table's code may load only now: its render suspends, and React resumes a render that
    // suspended inside act() only once the act is awaited (a sync act leaves it parked for good).
    await act(async () => reveal());
    const rows = await filledRows();
    expect(requested).toEqual(["EURUSD"]);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["EURUSD", "EURUSDT"]);
  });

  it("searches what the visitor typed even while the widget is off screen", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    await show();
    const user = userEvent.setup();
    await user.clear(input());
    await user.type(input(), "AAPL");
    const rows = await filledRows();
    expect(requested.at(-1)).toBe("AAPL");
    expect(within(rows[0] as HTMLElement).getAllByRole("cell")[0]).toHaveTextContent("AAPL");
  });

  it("renders the seven centred columns without sorting and Precision as 'Tick resolution'", async () => {
    await show();
    const [first] = await filledRows();
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual([
      "Symbol",
      "Broker/Exchange",
      "Description",
      "Category",
      "First date in range",
      "Last date in range",
      "Precision",
    ]);
    for (const th of screen.getAllByRole("columnheader")) {
      expect(th).not.toHaveAttribute("aria-sort");
      expect(within(th).queryByRole("button")).toBeNull();
    }
    expect(
      within(first as HTMLElement)
        .getAllByRole("cell")
        .map((td) => td.textContent),
    ).toEqual(["EURUSD", "FX", "Euro / U.S. Dollar", "forex", "2004-01-02", "2026-08-28", "Tick resolution"]);
  });

  it("renders only the rows in view when the answer is long (virtual scrolling)", async () => {
    answer = async () => json(Array.from({ length: 200 }, (_, i) => asset(`SYM${i}`, "NASDAQ", `Company ${i}`)));
    await show();
    const rows = await filledRows();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent("SYM0");
  });

  it("says in the table that nothing matches, once the search for the current text answered nothing", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = async () => {
      await held;
      return json([]);
    };
    await show();
    const table = await screen.findByRole("table", { name: "Assets matching the symbol name" });
    // Not while the search runs: an empty table then means "not yet", not "nothing".
    expect(within(table).queryByText("No asset matches this name.")).toBeNull();
    await act(async () => release());
    const rows = await tableRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent("No asset matches this name.");
    expect(within(rows[0] as HTMLElement).getByRole("cell")).toHaveAttribute("colspan", "7");
  });

  it("debounces typing: one search for the text after the pause, none for each key", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await show();
    await waitFor(() => expect(requested).toEqual(["EURUSD"]));
    await user.clear(input());
    await user.type(input(), "aap");
    expect(requested).toEqual(["EURUSD"]);
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await waitFor(() => expect(requested).toEqual(["EURUSD", "aap"]));
  });

  it("cancels a stale request and never shows its late answer", async () => {
    const pending: Record<string, (r: Response) => void> = {};
    answer = (query, signal) =>
      new Promise((resolve, reject) => {
        pending[query] = resolve;
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    const user = userEvent.setup();
    await show();
    await waitFor(() => expect(requested).toEqual(["EURUSD"]));
    await user.clear(input());
    // One input event: typed key by key, a busy machine can let the debounce pass between two keys.
    await user.paste("aapl");
    expect(signals[0]?.aborted).toBe(true);
    await waitFor(() => expect(requested).toEqual(["EURUSD", "aapl"]));
    pending.aapl?.(json(catalogue.aapl));
    pending.EURUSD?.(json(catalogue.eurusd)); // too late: already cancelled
    await waitFor(async () =>
      expect((await tableRows()).map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["AAPL"]),
    );
  });

  it("lists each result with the symbol as title and 'Broker : {exchange}' as subtitle", async () => {
    const user = userEvent.setup();
    await show();
    await user.clear(input());
    await user.type(input(), "aap");
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["AAPBroker : NYSE", "AAPLBroker : NASDAQ"]);
    expect(within(options[1] as HTMLElement).getByText("AAPL")).toBeInTheDocument();
    expect(within(options[1] as HTMLElement).getByText("Broker : NASDAQ")).toBeInTheDocument();
    expect(input()).toHaveAttribute("aria-expanded", "true");
  });

  it("never offers the previous text's results while the new text is being searched", async () => {
    const user = userEvent.setup();
    await show();
    await filledRows();
    await user.click(input());
    await user.keyboard("{ArrowDown}");
    expect(await screen.findAllByRole("option")).toHaveLength(2); // EURUSD's results
    await user.type(input(), "x");
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("is keyboard navigable: arrows move, Enter picks into the table, Escape closes", async () => {
    const user = userEvent.setup();
    await show();
    await user.clear(input());
    await user.type(input(), "aap");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = screen.getByRole("option", { selected: true });
    expect(active).toHaveTextContent("AAPL");
    expect(input()).toHaveAttribute("aria-activedescendant", active.id);
    await user.keyboard("{Enter}");
    expect(input()).toHaveValue("AAPL");
    expect(input()).toHaveAttribute("aria-expanded", "false");
    await waitFor(async () => expect((await tableRows())[0]).toHaveTextContent("AAPL"));

    await user.type(input(), "{Backspace}");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(input()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("clears the text with the clear button, and an empty text searches nothing", async () => {
    const user = userEvent.setup();
    await show();
    await filledRows();
    await user.click(screen.getByRole("button", { name: "Clear the symbol name" }));
    expect(input()).toHaveValue("");
    expect(input()).toHaveFocus();
    await user.type(input(), "   ");
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 50));
    expect(requested).toEqual(["EURUSD"]);
    expect(await tableRows()).toHaveLength(2); // the previous results stay
  });

  it("shows a short inline message when the search fails", async () => {
    answer = async () => json({ error: "Internal error" }, 500);
    await show();
    expect(await screen.findByRole("alert")).toHaveTextContent("The search failed. Please try again in a moment.");
  });
});
