import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "wouter";
import { symbolSearchDefaults } from "#common/api/symbol-search-defaults.ts";
import { pathTo } from "#common/routes.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { useSeen } from "#web/lib/use-seen.ts";
import type { SymbolResult } from "./api";
import { SymbolAutocomplete } from "./SymbolAutocomplete";
import styles from "./SymbolCheck.module.css";
import { symbolsMessages } from "./symbols-messages";
import { useSymbolSearch } from "./use-symbol-search";

const SymbolTable = lazy(() => import("./SymbolTable"));
const noResults: SymbolResult[] = [];

interface Props {
  /** Heading level of the headline inside the host section. */
  readonly headingLevel?: 2 | 3;
}

/** "A huge database of 1000+ assets": the symbol search with its results table. */
export function SymbolCheck({ headingLevel = 2 }: Props) {
  const t = useMessages(symbolsMessages);
  const locale = useLocale();
  // The table (client-only, its code lazy) and the first search wait until the widget is on
  // screen: on a long page they would otherwise compete with the page's start-up (decision 033).
  // A visitor who typed wants them at once, wherever the page has scrolled since (text typed
  // before the code ran arrives here at hydration).
  const widget = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState(false);
  const active = useSeen(widget) || typed;
  const search = useSymbolSearch(symbolSearchDefaults.query, active);
  const [picked, setPicked] = useState<SymbolResult | undefined>(undefined);

  const onTextChange = (text: string) => {
    setTyped(true);
    setPicked(undefined);
    search.setText(text);
  };
  const onPick = (result: SymbolResult) => {
    search.setText(result.symbol);
    setPicked(result);
  };
  // The picked asset comes first in the table, whatever the reloaded search returns.
  const rows = picked ? [picked, ...search.results.filter((r) => r.full_name !== picked.full_name)] : search.results;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <div ref={widget} className={styles.widget}>
      <Heading className={styles.headline}>{t("headline")}</Heading>
      <ul className={styles.points}>
        <li>{t("instruments")}</li>
        <li>{t("accuracy")}</li>
        <li>
          <Link href={pathTo("pricing-web", {}, locale)} className={styles.link}>
            {t("history")}
          </Link>
        </li>
      </ul>
      <SymbolAutocomplete
        text={search.text}
        onTextChange={onTextChange}
        results={search.resultsFor === search.text ? search.results : noResults}
        status={search.status}
        onPick={onPick}
      />
      <div className={styles.tableArea}>
        {active && (
          <Suspense fallback={null}>
            <SymbolTable
              rows={rows}
              selected={picked?.full_name}
              noMatch={search.status === "idle" && search.resultsFor === search.text && rows.length === 0}
            />
          </Suspense>
        )}
      </div>
      <div className={styles.followUp}>
        <p className={styles.followUpTitle}>{t("not_found")}</p>
        <p>{t("import_data")}</p>
        <p>
          {t("tell_us_before")}
          <Link href={pathTo("discord", {}, locale)} className={styles.link}>
            {t("tell_us")}
          </Link>
          {t("tell_us_after")}
        </p>
      </div>
    </div>
  );
}
