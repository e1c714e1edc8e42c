import { type FormEvent, useState } from "react";
import { CONTACT_CONTENT_MAX, CONTACT_SUBJECT_MAX, contactForm } from "#common/api/contact.ts";
import { buttonClass } from "#web/components/button.ts";
import { Dialog, DialogClose } from "#web/components/Dialog.tsx";
import styles from "#web/components/form/FormPanel.module.css";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { Spinner } from "#web/components/Spinner.tsx";
import { showToast } from "#web/components/toast/toasts.ts";
import { CONTACT_MESSAGE_ROWS, CONTACT_TOAST_MS, contactCopy } from "#web/content/contact/copy.ts";
import { type ContactAnswer, sendContactMessage } from "./api";

const emptyForm = { Name: "", Subject: "", Content: "" };

interface Props {
  /** Sends the message; the real call unless a test passes its own. */
  readonly send?: typeof sendContactMessage;
}

/** The spec's contact form: idle, sending (fields read-only), then the dialog or an error toast. */
export function ContactForm({ send = sendContactMessage }: Props) {
  const form = useZodForm(contactForm, emptyForm);
  const [sending, setSending] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !form.data) return;
    setSending(true);
    let answer: ContactAnswer;
    try {
      answer = await send(form.data);
    } finally {
      setSending(false);
      form.reset();
    }
    if (answer === "OK") setThanksOpen(true);
    else
      showToast({
        message: answer === "KO1" ? contactCopy.robotRejected : contactCopy.failure,
        tone: "error",
        durationMs: CONTACT_TOAST_MS,
      });
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={sending}>
        <TextField
          label={contactCopy.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={form.values.Name}
          onChange={(v) => form.setValue("Name", v)}
          onBlur={() => form.touch("Name")}
          error={form.errors.Name}
          readOnly={sending}
          required
        />
        <TextField
          label={contactCopy.subjectLabel}
          name="subject"
          value={form.values.Subject}
          onChange={(v) => form.setValue("Subject", v)}
          onBlur={() => form.touch("Subject")}
          error={form.errors.Subject}
          readOnly={sending}
          maxLength={CONTACT_SUBJECT_MAX}
          required
        />
        <TextField
          label={contactCopy.messageLabel}
          name="message"
          multiline
          rows={CONTACT_MESSAGE_ROWS}
          value={form.values.Content}
          onChange={(v) => form.setValue("Content", v)}
          onBlur={() => form.touch("Content")}
          error={form.errors.Content}
          readOnly={sending}
          maxLength={CONTACT_CONTENT_MAX}
          required
        />
        <div className={styles.actions}>
          <button type="submit" className={buttonClass("primary", "large")} disabled={!form.isValid || sending}>
            {sending ? <Spinner label={contactCopy.sending} /> : null}
            {contactCopy.submit}
          </button>
        </div>
      </form>
      <Dialog
        open={thanksOpen}
        onOpenChange={setThanksOpen}
        title={contactCopy.successTitle}
        actions={
          <DialogClose>
            <button type="button" className={buttonClass("primary")}>
              {contactCopy.confirm}
            </button>
          </DialogClose>
        }
      >
        <p>{contactCopy.successText}</p>
      </Dialog>
    </>
  );
}
