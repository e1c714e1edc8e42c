import { type ChangeEvent, useId, useLayoutEffect, useRef } from "react";
import { useInputBeforeHydration } from "#web/lib/use-input-before-hydration.ts";
import { useFieldMessage } from "./field-message";
import styles from "./TextField.module.css";

export interface TextFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** Shown under the field (in the page's language when it is a field rule's) and announced; also marks the field invalid. */
  readonly error?: string | undefined;
  readonly type?: "text" | "email" | "password" | "search" | "tel" | "url";
  readonly placeholder?: string;
  readonly readOnly?: boolean;
  readonly required?: boolean;
  readonly autoComplete?: string;
  readonly inputMode?: "text" | "numeric" | "email";
  /** A textarea of `rows` rows that grows with its content. */
  readonly multiline?: boolean;
  readonly rows?: number;
  readonly maxLength?: number;
  /** Extra control inside the field's right edge (e.g. a show/hide button). */
  readonly adornment?: React.ReactNode;
}

/** A labelled input or auto-growing textarea with its validation message. */
export function TextField(props: TextFieldProps) {
  const { label, name, value, onChange, onBlur, multiline, rows = 3, adornment } = props;
  const translate = useFieldMessage();
  const error = props.error && translate(props.error);
  const id = useId();
  const errorId = `${id}-error`;
  const area = useRef<HTMLTextAreaElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useInputBeforeHydration(() => (multiline ? area : input).current?.value, value, onChange);

  useLayoutEffect(() => {
    const el = area.current;
    if (!el || value === undefined) return;
    // Empty, the field is its rows' height: nothing to measure (measuring forces a layout of the
    // page, which on a form's first render is in the middle of hydration).
    if (value === "") {
      el.style.height = "";
      return;
    }
    // Auto-grow: reset, then fit the content (never below the configured rows).
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight + 2}px`;
  }, [value]);

  const common = {
    id,
    name,
    value,
    onBlur,
    placeholder: props.placeholder,
    readOnly: props.readOnly,
    required: props.required,
    autoComplete: props.autoComplete,
    maxLength: props.maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: adornment ? `${styles.control} ${styles.withAdornment}` : styles.control,
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        {multiline ? (
          <textarea
            {...common}
            ref={area}
            rows={rows}
            onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...common}
            ref={input}
            type={props.type ?? "text"}
            inputMode={props.inputMode}
            onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
          />
        )}
        {adornment && <span className={styles.adornment}>{adornment}</span>}
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ?? ""}
      </p>
    </div>
  );
}
