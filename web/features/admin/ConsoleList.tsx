import type { Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import type { Page } from "./data";
import { type Keyed, PagedTable, type PagedTableProps } from "./PagedTable";

interface Props<Row extends Keyed, F extends string>
  extends Omit<PagedTableProps<Row>, "label" | "listKey" | "fetchPage" | "emptyMessage"> {
  /** What the list shows (a search, a state), kept while the operator opens a row and comes back. */
  readonly filter: Signal<F>;
  /** The toolbar that sets it (a SearchBar, a ChoiceFilter). */
  readonly toolbar: ReactNode;
  readonly fetchPage: (filter: F, cursor: string | null, signal: AbortSignal) => Promise<Page<Row>>;
  readonly label: (filter: F) => string;
  readonly emptyMessage: (filter: F) => string;
}

/** A section's list: its toolbar, then its rows as the filter asks, from the first page again when it changes. */
export function ConsoleList<Row extends Keyed, F extends string>({
  filter,
  toolbar,
  fetchPage,
  label,
  emptyMessage,
  ...table
}: Props<Row, F>) {
  useSignals();
  const value = filter.value;
  return (
    <>
      {toolbar}
      <PagedTable
        {...table}
        label={label(value)}
        listKey={value}
        fetchPage={(cursor, signal) => fetchPage(value, cursor, signal)}
        emptyMessage={emptyMessage(value)}
      />
    </>
  );
}
