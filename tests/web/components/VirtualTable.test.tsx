import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withViewport } from "#tests/web/layout.ts";
import { bodyRows } from "#tests/web/table.ts";
import { tableColumns, VirtualTable, type VirtualTableProps } from "#web/components/table/VirtualTable.tsx";

interface Sale {
  readonly id: string;
  readonly buyer: string;
  readonly cents: number;
  readonly refunded: boolean;
}

const helper = tableColumns<Sale>();
const columns = helper.columns([
  helper.accessor("buyer", { header: "Buyer" }),
  helper.accessor("cents", { header: "Amount", cell: (c) => (c.getValue() / 100).toFixed(2) }),
]);
const sales = (count: number, from = 0): Sale[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `s${from + i}`,
    buyer: `buyer${from + i}@example.com`,
    cents: 100 * (from + i),
    refunded: false,
  }));

// 440 px of room for 44 px rows: ten rows in view.
withViewport({ height: 440, width: 800 });

const table = (props: Partial<VirtualTableProps<Sale>> = {}) => (
  <VirtualTable columns={columns} rows={sales(3)} label="Sales" height={440} minWidth={600} {...props} />
);
const renderTable = (props: Partial<VirtualTableProps<Sale>> = {}) => render(table(props));

const salesRows = () => bodyRows(screen.getByRole("table", { name: "Sales" }));

describe("VirtualTable", () => {
  it("renders the typed rows through their columns in a focusable, labelled scroll region", () => {
    renderTable({ regionLabel: "Sales region" });
    const region = screen.getByRole("region", { name: "Sales region" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Buyer", "Amount"]);
    expect(salesRows().map((row) => row.textContent)).toEqual([
      "buyer0@example.com0.00",
      "buyer1@example.com1.00",
      "buyer2@example.com2.00",
    ]);
    expect(screen.getByRole("table")).toHaveAttribute("aria-rowcount", "4");
  });

  it("renders only the rows in view of a long list", () => {
    renderTable({ rows: sales(5000) });
    const rows = salesRows();
    expect(rows.length).toBeGreaterThan(9);
    expect(rows.length).toBeLessThan(40);
    expect(rows.at(-1)).toHaveAttribute("aria-rowindex", String(rows.length + 1));
  });

  it("shows the empty message in one full-width row, and nothing when none is given", () => {
    const { unmount } = renderTable({ rows: [], emptyMessage: "No sales yet" });
    const [row] = salesRows();
    expect(row).toHaveTextContent("No sales yet");
    expect(within(row as HTMLElement).getByRole("cell")).toHaveAttribute("colspan", "2");
    unmount();
    renderTable({ rows: [] });
    expect(salesRows()).toEqual([]);
  });

  it("marks the selected row by its id", () => {
    renderTable({ rowId: (sale) => sale.id, selectedId: "s1" });
    expect(screen.getByRole("row", { selected: true })).toHaveTextContent("buyer1@example.com");
  });

  it("shows a visible, announced loading row (instead of the empty message) and is busy while loading", () => {
    renderTable({ rows: [], emptyMessage: "No sales yet", loading: true, loadingMessage: "Loading sales..." });
    expect(screen.getByRole("region", { name: "Sales" })).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading sales...");
    expect(salesRows()).toHaveLength(1);
    expect(screen.getByText("Loading sales...", { selector: "[aria-hidden]" })).toBeVisible();
    expect(screen.queryByText("No sales yet")).toBeNull();
  });

  it("asks for more once per row count when the last row comes into view, never while loading", () => {
    const onEndReached = vi.fn();
    const { rerender } = renderTable({ rows: sales(50), onEndReached });
    expect(onEndReached).not.toHaveBeenCalled();

    const region = screen.getByRole("region", { name: "Sales" });
    region.scrollTop = 50 * 44;
    fireEvent.scroll(region);
    expect(onEndReached).toHaveBeenCalledTimes(1);
    fireEvent.scroll(region);
    expect(onEndReached).toHaveBeenCalledTimes(1);

    const more = [...sales(50), ...sales(5, 50)];
    rerender(table({ rows: more, loading: true, onEndReached }));
    region.scrollTop = 55 * 44;
    fireEvent.scroll(region);
    expect(onEndReached).toHaveBeenCalledTimes(1);

    rerender(table({ rows: more, onEndReached }));
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });
});
