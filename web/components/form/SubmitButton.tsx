import { buttonClass } from "#web/components/button.ts";
import { Spinner } from "#web/components/Spinner.tsx";

interface Props {
  readonly label: string;
  /** What the spinner announces while pending (the label when not given). */
  readonly pendingLabel?: string;
  /** A send is running: a spinner before the label, and the button is disabled. */
  readonly pending: boolean;
  /** Disabled for another reason too (e.g. the form is not valid yet). */
  readonly disabled?: boolean;
  readonly size?: "normal" | "large";
  /** The id of the form it submits, when it stands outside it (a dialog's actions). */
  readonly form?: string;
}

/** Every form's primary submit button, with its pending state. */
export function SubmitButton({ label, pendingLabel = label, pending, disabled = false, size = "large", form }: Props) {
  return (
    <button type="submit" form={form} className={buttonClass("primary", size)} disabled={disabled || pending}>
      {pending ? <Spinner label={pendingLabel} /> : null}
      {label}
    </button>
  );
}
