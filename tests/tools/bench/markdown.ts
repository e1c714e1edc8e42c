/** The benches' Markdown tables (docs/performance.md). */

/** How a column's cells sit: text to the left, figures to the right, a yes or no in the middle. */
export type Align = "left" | "right" | "centre";

const RULES: Record<Align, string> = { left: "---", right: "---:", centre: ":---:" };

/** A column: its head, how its cells sit, and its cell in a row. */
export type Column<T> = readonly [head: string, align: Align, cell: (row: T) => string | number];

/** A table of one row per item, its columns in order. */
export function markdownTable<T>(columns: readonly Column<T>[], rows: readonly T[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [
    line(columns.map(([head]) => head)),
    line(columns.map(([, align]) => RULES[align])),
    ...rows.map((row) => line(columns.map(([, , cell]) => cell(row)))),
  ].join("\n");
}

/** The latency columns of every API table: autocannon's runs and the load bench's own timings. */
export const latencyColumns: readonly Column<{ readonly p50Ms: number; readonly p99Ms: number }>[] = [
  ["p50 (ms)", "right", (r) => r.p50Ms],
  ["p99 (ms)", "right", (r) => r.p99Ms],
];
