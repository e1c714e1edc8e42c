/** The benches' Markdown tables (docs/performance.md). */

/**
 * A table: `head` names the columns ("route | p50 (ms)"), `align` gives each its rule ("--- | ---:"),
 * then one row of cells per item.
 */
export function markdownTable(head: string, align: string, rows: readonly (readonly (string | number)[])[]): string {
  return [`| ${head} |`, `| ${align} |`, ...rows.map((cells) => `| ${cells.join(" | ")} |`)].join("\n");
}
