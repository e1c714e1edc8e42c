import { useEffect, useId, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { useLocale } from "#web/i18n/messages.ts";
import { useDashboardText } from "./affiliate-dashboard-messages";
import { type CalendarLocale, calendarLocale } from "./calendar-locale";
import styles from "./DateField.module.css";

interface Props {
  readonly label: string;
  readonly value: Date;
  readonly onChange: (value: Date) => void;
  /** Marks the field wrong (a range whose start is after its end), described by `describedBy`. */
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
}

/** The spec's date picker: a year list from 100 years back to 52 years ahead. */
const yearsBack = 100;
const yearsAhead = 52;

/** A labelled dd/mm/yyyy field; its button opens a react-day-picker calendar. */
export function DateField({ label, value, onChange, invalid = false, describedBy }: Props) {
  const { t, f } = useDashboardText();
  const locale = useLocale();
  const [calendar, setCalendar] = useState<CalendarLocale>();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const thisYear = value.getFullYear();

  // The calendar's month and day names in the page's language: fetched with the first opening.
  useEffect(() => {
    if (!open) return;
    let current = true;
    void calendarLocale(locale).then((found) => current && setCalendar(found));
    return () => {
      current = false;
    };
  }, [open, locale]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  return (
    <div className={styles.field} ref={root}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={styles.input}
          value={f.day(value)}
          readOnly
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-label={t("choose_date", { label })}
          onClick={() => setOpen((o) => !o)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Z"
            />
          </svg>
        </button>
      </div>
      {open && (
        <div className={styles.popover}>
          <DayPicker
            mode="single"
            required
            selected={value}
            defaultMonth={value}
            captionLayout="dropdown"
            startMonth={new Date(thisYear - yearsBack, 0)}
            endMonth={new Date(thisYear + yearsAhead, 11)}
            weekStartsOn={1}
            {...(calendar && { locale: calendar })}
            autoFocus
            onSelect={(day) => {
              if (day) onChange(day);
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
