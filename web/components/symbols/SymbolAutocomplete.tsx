import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Spinner } from "#web/components/Spinner.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import { useInputBeforeHydration } from "#web/lib/use-input-before-hydration.ts";
import type { SymbolResult } from "./api";
import styles from "./SymbolCheck.module.css";
import { symbolsMessages } from "./symbols-messages";
import type { SearchStatus } from "./use-symbol-search";

interface Props {
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly results: readonly SymbolResult[];
  readonly status: SearchStatus;
  readonly onPick: (result: SymbolResult) => void;
}

/**
 * An ARIA combobox (input + listbox): the list opens while typing, arrows move the active
 * option, Enter picks it, Escape closes the list (and clears the text when it is already closed).
 */
export function SymbolAutocomplete({ text, onTextChange, results, status, onPick }: Props) {
  const t = useMessages(symbolsMessages);
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && text.trim() !== "" && results.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const change = (value: string) => {
    onTextChange(value);
    setOpen(true);
    setActive(-1);
  };
  // Text typed before hydration searches as if typed now; the list opens if the visitor is still in the field.
  useInputBeforeHydration(
    () => inputRef.current?.value,
    text,
    (value) => {
      onTextChange(value);
      setOpen(document.activeElement === inputRef.current);
    },
  );

  const pick = (result: SymbolResult) => {
    onPick(result);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((i) => (results.length ? Math.min(i + 1, results.length - 1) : -1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case "Enter": {
        const result = expanded && active >= 0 ? results[active] : undefined;
        if (result) {
          event.preventDefault();
          pick(result);
        }
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          change("");
        }
        break;
      default:
    }
  };

  return (
    <div className={styles.combobox}>
      <label htmlFor={inputId} className={styles.label}>
        {t("input_label")}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {status === "loading" && (
          <span className={styles.busy}>
            <Spinner label={t("searching")} size={16} />
          </span>
        )}
        {text && (
          <button
            type="button"
            className={styles.clear}
            aria-label={t("clear")}
            onClick={() => {
              change("");
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <div id={listId} role="listbox" aria-label={t("input_label")} className={styles.listbox} hidden={!expanded}>
        {expanded &&
          results.map((result, index) => (
            <div
              key={result.full_name}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? `${styles.option} ${styles.active}` : styles.option}
              // Keep the focus in the input; the click picks the option.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(result)}
              onMouseMove={() => setActive(index)}
              onKeyDown={(event) => {
                if (event.key === "Enter") pick(result);
              }}
              tabIndex={-1}
            >
              <span className={styles.optionTitle}>{result.symbol}</span>
              <span className={styles.optionSubtitle}>{t("broker", { exchange: result.exchange })}</span>
            </div>
          ))}
      </div>
      {status === "error" && (
        <p className={styles.error} role="alert">
          {t("failed")}
        </p>
      )}
    </div>
  );
}
