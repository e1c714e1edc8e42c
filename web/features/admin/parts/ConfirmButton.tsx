import type { ReactNode } from "react";
import { type ButtonVariant, buttonClass } from "#web/components/button.ts";
import { Dialog, DialogCloseButton, useDialogState } from "#web/components/Dialog.tsx";
import { Spinner } from "#web/components/Spinner.tsx";
import styles from "./console.module.css";

interface Props {
  /** The button's label, also the confirm button's. */
  readonly label: string;
  /** The dialog's question and what follows. */
  readonly title: string;
  readonly children: ReactNode;
  readonly onConfirm: () => Promise<unknown>;
  readonly busy: boolean;
  readonly disabled?: boolean;
  readonly variant?: ButtonVariant;
  /** Small: inside a table row. */
  readonly small?: boolean;
}

const classOf = (variant: ButtonVariant, small: boolean | undefined) =>
  small ? `${buttonClass(variant)} ${styles.small}` : buttonClass(variant);

/** An action that asks first (refund, revoke...): the site's Dialog traps focus and Escape cancels. */
export function ConfirmButton({
  label,
  title,
  children,
  onConfirm,
  busy,
  disabled,
  variant = "outline",
  small,
}: Props) {
  const [open, setOpen] = useDialogState();
  return (
    <>
      <button
        ref={open.returnTo}
        type="button"
        className={classOf(variant, small)}
        disabled={disabled || busy}
        onClick={() => setOpen(true)}
      >
        {busy ? <Spinner label={`${label}...`} /> : null}
        {label}
      </button>
      <Dialog
        open={open.value}
        onOpenChange={setOpen}
        title={title}
        actions={
          <>
            <DialogCloseButton label="Cancel" />
            <button
              type="button"
              className={buttonClass("primary")}
              onClick={async () => {
                setOpen(false);
                await onConfirm();
              }}
            >
              {label}
            </button>
          </>
        }
      >
        {children}
      </Dialog>
    </>
  );
}

/** An action without a question (resend a mail...), busy while it runs. */
export function ActionButton({
  label,
  onClick,
  busy,
  disabled,
  variant = "outline",
  small,
}: {
  readonly label: string;
  readonly onClick: () => unknown;
  readonly busy: boolean;
  readonly disabled?: boolean;
  readonly variant?: ButtonVariant;
  readonly small?: boolean;
}) {
  return (
    <button type="button" className={classOf(variant, small)} disabled={disabled || busy} onClick={onClick}>
      {busy ? <Spinner label={`${label}...`} /> : null}
      {label}
    </button>
  );
}
