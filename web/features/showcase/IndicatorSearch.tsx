import { useId, useMemo, useRef, useState } from "react";
import { featuresTourMessages } from "#web/content/showcase/features-tour-messages.ts";
import type { Indicator } from "#web/content/showcase/indicators.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { useInputBeforeHydration } from "#web/lib/use-input-before-hydration.ts";
import styles from "./features.module.css";
import { searchIndicators } from "./indicator-search";

/**
 * The Indicators item's field: a clearable, searchable indicator name over the full list, with
 * a required rule (an empty field, once touched, says so). It finds an indicator by its name or
 * its other name ("RSI", "Relative Strength Index"), best match first.
 */
export function IndicatorSearch({ indicators }: { indicators: readonly Indicator[] }) {
  const t = useMessages(featuresTourMessages);
  const format = formatterOf(useLocale());
  const total = format.number(indicators.length);
  const [query, setQuery] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useInputBeforeHydration(() => input.current?.value, query, setQuery);
  const matches = useMemo(() => searchIndicators(indicators, query), [indicators, query]);
  const error = touched && query.trim() === "" ? t("indicator_required") : undefined;
  return (
    <div className={styles.indicators}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t("indicator_label")} <span aria-hidden>*</span>
      </label>
      <div className={styles.fieldRow}>
        <input
          ref={input}
          id={id}
          type="search"
          className={error ? `${styles.field} ${styles.fieldError}` : styles.field}
          value={query}
          required
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
          aria-controls={`${id}-list`}
          placeholder={t("indicator_placeholder", { count: total })}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        {query !== "" && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t("indicator_clear")}
            onClick={() => {
              setQuery("");
              setTouched(true);
            }}
          >
            ×
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.errorText} role="alert">
          {error}
        </p>
      )}
      <p id={`${id}-count`} className={styles.count}>
        {t("indicator_count", { matches: format.number(matches.length), total })}
      </p>
      <ul id={`${id}-list`} className={styles.indicatorList} aria-label={t("indicator_list")}>
        {matches.length === 0 ? (
          <li className={styles.noMatch}>{t("indicator_no_match")}</li>
        ) : (
          matches.map(({ name, also }) => (
            <li key={name}>
              <button type="button" className={styles.indicatorOption} onClick={() => setQuery(name)}>
                {name}
                {also && (
                  <>
                    {" "}
                    <span className={styles.indicatorAlso}>({also})</span>
                  </>
                )}
              </button>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
