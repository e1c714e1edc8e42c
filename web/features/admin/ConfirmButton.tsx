import { type ReactNode, useState } from "react";
import { type ButtonVariant, buttonClass } from "#web/components/button.ts";
import { Dialog, DialogClose } from "#web/components/Dialog.tsx";
import { Spinner } from "#web/components/Spinner.tsx";

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
}

/** An action that asks first (refund, revoke...): the site's Dialog traps focus and Escape cancels. */
export function ConfirmButton({ label, title, children, onConfirm, busy, disabled, variant = "outline" }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass(variant)} disabled={disabled || busy} onClick={() => setOpen(true)}>
        {busy ? <Spinner label={`${label}...`} /> : null}
        {label}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        actions={
          <>
            <DialogClose>
              <button type="button" className={buttonClass("outline")}>
                Cancel
              </button>
            </DialogClose>
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
}: {
  readonly label: string;
  readonly onClick: () => unknown;
  readonly busy: boolean;
  readonly disabled?: boolean;
  readonly variant?: ButtonVariant;
}) {
  return (
    <button type="button" className={buttonClass(variant)} disabled={disabled || busy} onClick={onClick}>
      {busy ? <Spinner label={`${label}...`} /> : null}
      {label}
    </button>
  );
}
