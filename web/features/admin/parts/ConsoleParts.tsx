/** The pieces every console section is built from: list filters, item links, cards, a detail view. */
import type { Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { type ComponentType, type FormEvent, type ReactNode, useState } from "react";
import { Link } from "wouter";
import type { AuditRow } from "#common/api/admin.ts";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { TextField } from "#web/components/form/TextField.tsx";
import type { SectionProps } from "#web/features/admin/section-props.ts";
import { HistoryTable } from "./AuditTable";
import styles from "./console.module.css";
import { useAdminData } from "./data";
import { LoadState } from "./LoadState";

/** A "Show" select over a list's states (open/handled, failed/sent...), kept in `value`. */
export function ChoiceSelect<K extends string>({ choices, value }: { choices: Record<K, string>; value: Signal<K> }) {
  useSignals();
  return (
    <label className={styles.label}>
      Show
      <select
        className={styles.select}
        value={value.value}
        onChange={(e) => {
          value.value = e.target.value as K;
        }}
      >
        {Object.entries<string>(choices).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A list's toolbar of one "Show" select. */
export function ChoiceFilter<K extends string>(props: { choices: Record<K, string>; value: Signal<K> }) {
  return (
    <div className={styles.toolbar}>
      <ChoiceSelect {...props} />
    </div>
  );
}

export interface SearchBarProps {
  /** The applied search: set (trimmed) when the form is sent, so the list reloads once. */
  readonly query: Signal<string>;
  readonly label: string;
  /** The field's name: "query" unless said. */
  readonly name?: string;
  readonly placeholder: string;
  readonly maxLength: number;
  readonly submitLabel?: string;
  /** More toolbar buttons after the search one. */
  readonly children?: ReactNode;
}

/** A list's search field: what is typed is applied on Enter or the button, not on every key. */
export function SearchBar({ query, name = "query", submitLabel = "Search", children, ...field }: SearchBarProps) {
  useSignals();
  const [draft, setDraft] = useState(query.value);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    query.value = draft.trim();
  };
  return (
    <search>
      <form className={`${styles.toolbar} ${styles.withField}`} onSubmit={apply}>
        <TextField {...field} name={name} type="search" value={draft} onChange={setDraft} />
        <button type="submit" className={buttonClass("secondary")}>
          {submitLabel}
        </button>
        {children}
      </form>
    </search>
  );
}

/** A table cell's link to one item of a section (an order, an affiliate, a mail...). */
export function ItemLink({ section, item, children }: { section: string; item: string | number; children: ReactNode }) {
  return (
    <Link href={pathTo("admin-item", { section, id: String(item) })} className={styles.cellLink}>
      {children}
    </Link>
  );
}

interface CardProps {
  readonly id: string;
  readonly title: ReactNode;
  /**
   * False for a card around a table: the table is already a region of the same name, and two
   * landmarks with one name are one too many.
   */
  readonly landmark?: boolean;
  readonly children: ReactNode;
}

/** A list's cell that opens the row's item: the cell's value (after `prefix`, "#12") links to the row's id. */
export const itemCell =
  (section: string, prefix = "") =>
  (c: { getValue: () => unknown; row: { original: { readonly id: string | number } } }) => (
    <ItemLink section={section} item={c.row.original.id}>
      {prefix}
      {String(c.getValue())}
    </ItemLink>
  );

/** A row's affiliate (a payout's, a balance's), linked to their page. */
export function AffiliateLink({ row }: { row: { readonly affiliateId: number; readonly username: string } }) {
  return (
    <ItemLink section="affiliates" item={row.affiliateId}>
      {row.username}
    </ItemLink>
  );
}

/** A titled card of a detail page; its heading names the region. */
export function Card({ id, title, landmark = true, children }: CardProps) {
  const heading = (
    <h2 id={id} className={styles.cardTitle}>
      {title}
    </h2>
  );
  return landmark ? (
    <section className={styles.card} aria-labelledby={id}>
      {heading}
      {children}
    </section>
  ) : (
    <div className={styles.card}>
      {heading}
      {children}
    </div>
  );
}

interface DetailViewProps<T> {
  /** The section the back link returns to, and its label ("All orders"). */
  readonly back: { readonly section: string; readonly label: string };
  /** The item's id: a new one loads again. */
  readonly item: string;
  readonly load: (signal: AbortSignal) => Promise<T>;
  /** What is loading, for the spinner. */
  readonly loadingLabel: string;
  /** The item's page; `reload` asks again (after an action). */
  readonly children: (data: T, reload: () => void) => ReactNode;
}

/** /admin/<section>/<item>: a link back to the list, then the item once loaded (or its error with Retry). */
export function DetailView<T>({ back, item, load, loadingLabel, children }: DetailViewProps<T>) {
  const { state, reload } = useAdminData(load, item);
  return (
    <>
      <Link href={pathTo("admin-section", { section: back.section })} className={styles.back}>
        ← {back.label}
      </Link>
      <LoadState state={state} onRetry={reload} label={loadingLabel}>
        {(data) => children(data, reload)}
      </LoadState>
    </>
  );
}

interface ItemViewSpec<T> {
  /** The section the back link returns to, and its label ("All orders"). */
  readonly back: DetailViewProps<T>["back"];
  /** What an item is ("order"): the spinner's and the operator history's words. */
  readonly noun: string;
  /** Reads the item named by the path's last segment. */
  readonly load: (item: string, signal: AbortSignal) => Promise<NoInfer<T>>;
}

/** An item whose answer carries the operator actions on it (an order, an affiliate). */
const hasHistory = (data: object): data is { readonly history: readonly AuditRow[] } => "history" in data;

/** What an item's page gets: its answer, and `reload` to ask again (after an action). */
type ItemPage<T> = (props: { readonly data: T; readonly reload: () => void }) => ReactNode;

/**
 * The detail view of a section's items, as a component of the item's id (made once, at module
 * level): `Page` shows the answer, followed by the operator actions on the item when it has them.
 */
export function itemView<T extends object>(Page: ItemPage<T>, { load, noun, back }: ItemViewSpec<T>) {
  return function ItemView({ item }: { readonly item: string }) {
    return (
      <DetailView back={back} item={item} load={(signal) => load(item, signal)} loadingLabel={`Loading the ${noun}...`}>
        {(data, reload) => (
          <>
            <Page data={data} reload={reload} />
            {hasHistory(data) && (
              <Card id={`${noun}-history`} title="Operator actions">
                <HistoryTable rows={data.history} label={`Operator actions on this ${noun}`} />
              </Card>
            )}
          </>
        )}
      </DetailView>
    );
  };
}

/** A section of a list and its items' pages: /admin/<section> and /admin/<section>/<item>. */
export const listAndItems = (List: ComponentType, Item: ComponentType<{ readonly item: string }>) =>
  function Section({ item }: SectionProps) {
    return item ? <Item item={item} /> : <List />;
  };
