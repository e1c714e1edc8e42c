import type { Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import type { ReactNode } from "react";
import { ChoiceFilter, SearchBar, type SearchBarProps } from "./ConsoleParts";
import type { Page } from "./data";
import { type Keyed, PagedTable, type PagedTableProps } from "./PagedTable";

interface ListProps<Row extends Keyed, F extends string>
  extends Omit<PagedTableProps<Row>, "label" | "listKey" | "fetchPage" | "emptyMessage"> {
  /** What the list shows (a search, a state), kept while the operator opens a row and comes back. */
  readonly filter: Signal<F>;
  /** The toolbar that sets it (a SearchBar, a ChoiceFilter). */
  readonly toolbar: ReactNode;
  readonly fetchPage: (filter: F, cursor: string | null, signal: AbortSignal) => Promise<Page<Row>>;
  readonly label: (filter: F) => string;
  readonly emptyMessage: (filter: F) => string;
}

type ToolbarlessProps<Row extends Keyed, F extends string> = Omit<ListProps<Row, F>, "toolbar">;

interface SearchListProps<Row extends Keyed> extends ToolbarlessProps<Row, string> {
  /** The search field (its `query` is the list's filter). */
  readonly search: Omit<SearchBarProps, "query" | "children">;
  /** More toolbar buttons after the search one. */
  readonly actions?: ReactNode;
}

/** A list searched by text, applied on Enter (orders, affiliates, audit). */
export const SearchList = <Row extends Keyed>({ search, actions, ...list }: SearchListProps<Row>) => (
  <ConsoleList
    {...list}
    toolbar={
      <SearchBar {...search} query={list.filter}>
        {actions}
      </SearchBar>
    }
  />
);

interface ChoiceListProps<Row extends Keyed, F extends string> extends ToolbarlessProps<Row, F> {
  /** The states the "Show" select offers, and their labels. */
  readonly choices: Record<F, string>;
}

/** A list of the rows in one state (inbox, outbox). */
export const ChoiceList = <Row extends Keyed, F extends string>({ choices, ...list }: ChoiceListProps<Row, F>) => (
  <ConsoleList {...list} toolbar={<ChoiceFilter choices={choices} value={list.filter} />} />
);

/** A section's list: its toolbar, then its rows as the filter asks, from the first page again when it changes. */
function ConsoleList<Row extends Keyed, F extends string>({
  filter,
  toolbar,
  fetchPage,
  label,
  emptyMessage,
  ...table
}: ListProps<Row, F>) {
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
