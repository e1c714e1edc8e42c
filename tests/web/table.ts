import { within } from "@testing-library/react";

/** A table's body rows: every row after the header one, a virtualised table's spacer rows left out. */
export const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .filter((row) => !row.hasAttribute("data-spacer"));

/** The text of each body row's cells, row by row. */
export const cellTexts = (table: HTMLElement) =>
  bodyRows(table).map((row) =>
    within(row)
      .queryAllByRole("cell")
      .map((cell) => cell.textContent),
  );
