import { useId, useRef } from "react";
import { useInputBeforeHydration } from "#web/lib/use-input-before-hydration.ts";
import styles from "./RadioToggle.module.css";

export interface RadioToggleOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

interface Props<T extends string> {
  /** Names the group for assistive technology, e.g. "Billing period". */
  readonly label: string;
  readonly options: readonly RadioToggleOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly className?: string;
}

/**
 * A segmented switch built on native radio buttons: one choice is always selected (the
 * toggle is mandatory), Tab reaches the group and the arrow keys move the choice.
 */
export function RadioToggle<T extends string>({ label, options, value, onChange, className }: Props<T>) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useInputBeforeHydration(
    () => {
      const checked = group.current?.querySelector<HTMLInputElement>("input:checked")?.value;
      return options.find((option) => option.value === checked)?.value;
    },
    value,
    onChange,
  );
  return (
    <fieldset ref={group} className={[styles.group, className ?? ""].join(" ")}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            className={styles.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className={styles.text}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
