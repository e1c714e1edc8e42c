import type { FormEvent, ReactNode, Ref } from "react";
import panel from "./FormPanel.module.css";
import { SubmitButton } from "./SubmitButton";

interface Props {
  readonly onSubmit: (event: FormEvent) => void;
  /** useZodForm's `button`: the submit button's state, and the form is busy while it is pending. */
  readonly button: { readonly pending: boolean; readonly disabled: boolean };
  /** The submit button's label, and what its spinner says while sending. */
  readonly copy: { readonly submit: string; readonly sending: string };
  /** The fields (and a message about the whole form), above the submit button. */
  readonly children: ReactNode;
  /** Below the submit button: what the answer said, when it needs more than a toast. */
  readonly after?: ReactNode;
  /** The form element, e.g. where a dialog opened by its answer gives focus back. */
  readonly formRef?: Ref<HTMLFormElement>;
}

/** A page's form in the site's form panel: its fields, then its one submit button with the pending state. */
export function PanelForm({ onSubmit, button, copy, children, after, formRef }: Props) {
  return (
    <form ref={formRef} className={panel.form} onSubmit={onSubmit} noValidate aria-busy={button.pending}>
      {children}
      <div className={panel.actions}>
        <SubmitButton label={copy.submit} pendingLabel={copy.sending} {...button} />
      </div>
      {after}
    </form>
  );
}
