import { useEffect, useRef, useState } from "react";
import { type EmailRequestFields, emailRequestForm } from "#common/api/fields.ts";
import { buttonClass } from "#web/components/button.ts";
import { useMessages } from "#web/i18n/messages.ts";
import type { EmailRequestResult } from "#web/lib/email-request.ts";
import { EmailField } from "./EmailField";
import styles from "./EmailRequestForm.module.css";
import { FormError } from "./FormError";
import panel from "./FormPanel.module.css";
import { formsMessages } from "./forms-messages";
import { PanelForm } from "./PanelForm";
import { useZodForm } from "./use-zod-form";

/** The request's own texts; the address's label, the confirmation's heading, "another address" and "too many" are the `forms` catalogue's. */
export interface EmailRequestCopy {
  readonly submit: string;
  readonly sending: string;
  readonly sentText: string;
  readonly failed: string;
}

interface Props {
  readonly send: (fields: EmailRequestFields) => Promise<EmailRequestResult>;
  readonly copy: EmailRequestCopy;
  /** The confirmation's heading level inside the host page. */
  readonly headingLevel: 2 | 3;
}

/**
 * An address, then one confirmation in the form's place whatever the address (the server says
 * nothing about it), focused so a screen reader reads it. A refused or failed request keeps the
 * form and its text to retry.
 */
export function EmailRequestForm({ send, copy, headingLevel }: Props) {
  const form = useZodForm(emailRequestForm, { email: "" });
  const t = useMessages(formsMessages);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = form.submit(async (data) => {
    setProblem(undefined);
    const result = await send(data);
    if (result === "accepted") setSent(true);
    else setProblem(result === "too-many" ? t("too_many_requests") : copy.failed);
  });

  const another = () => {
    form.reset();
    setSent(false);
  };

  if (sent) {
    return (
      <div className={`${panel.form} ${styles.sent}`} role="status">
        <Heading ref={sentHeading} tabIndex={-1}>
          {t("check_inbox")}
        </Heading>
        <p>{copy.sentText}</p>
        <div className={panel.actions}>
          <button type="button" className={buttonClass("secondary")} onClick={another}>
            {t("another_address")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <PanelForm onSubmit={onSubmit} button={form.button} copy={copy}>
      <EmailField label={t("email_address")} {...form.field("email")} />
      <FormError message={problem} />
    </PanelForm>
  );
}
