import { CONTACT_CONTENT_MAX, CONTACT_SUBJECT_MAX, contactForm } from "#common/api/contact.ts";
import { MessageDialog, useDialogState } from "#web/components/Dialog.tsx";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { PanelForm } from "#web/components/form/PanelForm.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { showToast } from "#web/components/toast/toasts.ts";
import { CONTACT_MESSAGE_ROWS, CONTACT_TOAST_MS } from "#web/content/contact/copy.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { type ContactOutcome, sendContactMessage } from "./api";
import { contactMessages } from "./contact-messages";

const emptyForm = { Name: "", Subject: "", Content: "" };

interface Props {
  /** Sends the message; the real call unless a test passes its own. */
  readonly send?: typeof sendContactMessage;
}

/**
 * The spec's contact form: idle, sending (fields read-only), then the dialog or an error toast;
 * the fields are cleared after an answer, and kept when none came.
 */
export function ContactForm({ send = sendContactMessage }: Props) {
  const t = useMessages(contactMessages);
  const forms = useMessages(formsMessages);
  const toastMessages: Record<Exclude<ContactOutcome, "OK">, string> = {
    KO1: t("robot_rejected"),
    KO: forms("failure"),
    unsent: t("unsent"),
  };
  const form = useZodForm(contactForm, emptyForm);
  // Focus comes back to the form (its first field: the send button is disabled until it is filled).
  const [thanks, setThanksOpen] = useDialogState<HTMLFormElement>();

  const onSubmit = form.submit(async (data) => {
    const outcome = await send(data);
    // The spec clears the fields after a response; with none, the visitor keeps what they typed.
    if (outcome !== "unsent") form.reset();
    if (outcome === "OK") setThanksOpen(true);
    else
      showToast({
        message: toastMessages[outcome],
        tone: "error",
        durationMs: CONTACT_TOAST_MS,
      });
  });

  return (
    <>
      <PanelForm
        onSubmit={onSubmit}
        button={form.button}
        copy={{ submit: t("submit"), sending: t("sending") }}
        formRef={thanks.returnTo}
      >
        <EmailField label={forms("email")} {...form.field("Name")} />
        <TextField label={t("subject")} name="subject" {...form.field("Subject")} maxLength={CONTACT_SUBJECT_MAX} />
        <TextField
          label={t("message")}
          name="message"
          multiline
          rows={CONTACT_MESSAGE_ROWS}
          {...form.field("Content")}
          maxLength={CONTACT_CONTENT_MAX}
        />
      </PanelForm>
      <MessageDialog
        open={thanks.value}
        onOpenChange={setThanksOpen}
        title={t("thanks_title")}
        text={t("thanks_text")}
        closeLabel={t("thanks_confirm")}
      />
    </>
  );
}
