/**
 * The results table (loaded lazily: only pages with the widget download the table code).
 * The site's virtual table with the catalogue's seven columns; the picked asset is marked.
 * The catalogue's data (symbols, exchanges, descriptions, dates) is shown as it comes.
 */
import type { SiteLocale } from "#common/locales.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { type Translate, useLocale, useMessages } from "#web/i18n/messages.ts";
import type { SymbolResult } from "./api";
import { type SymbolsKey, symbolsMessages } from "./symbols-messages";

const helper = tableColumns<SymbolResult>();
const columnsIn = (t: Translate<SymbolsKey>) =>
  helper.columns([
    helper.accessor("symbol", { header: t("column_symbol") }),
    helper.accessor("exchange", { header: t("column_exchange") }),
    helper.accessor("description", { header: t("column_description") }),
    helper.accessor("type", { header: t("column_type") }),
    helper.accessor("start_date", { header: t("column_start_date") }),
    helper.accessor("end_date", { header: t("column_end_date") }),
    helper.display({ id: "precision", header: t("column_precision"), cell: () => t("precision_value") }),
  ]);

/** One set of columns per language: the table keeps its columns' identity from render to render. */
const columnsByLocale = new Map<SiteLocale, ReturnType<typeof columnsIn>>();
function columnsOf(locale: SiteLocale, t: Translate<SymbolsKey>) {
  let columns = columnsByLocale.get(locale);
  if (!columns) {
    columns = columnsIn(t);
    columnsByLocale.set(locale, columns);
  }
  return columns;
}

const rowId = (row: SymbolResult) => row.full_name;

interface Props {
  readonly rows: readonly SymbolResult[];
  /** full_name of the row to mark as the picked one. */
  readonly selected?: string | undefined;
  /** The search answered nothing for the current text: the table says so instead of staying blank. */
  readonly noMatch: boolean;
}

export default function SymbolTable({ rows, selected, noMatch }: Props) {
  const t = useMessages(symbolsMessages);
  return (
    <VirtualTable
      columns={columnsOf(useLocale(), t)}
      rows={rows}
      label={t("table_label")}
      regionLabel={t("table_region")}
      height={440}
      minWidth={760}
      rowId={rowId}
      selectedId={selected}
      emptyMessage={noMatch ? t("no_match") : undefined}
    />
  );
}
