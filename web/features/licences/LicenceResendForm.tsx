import { useEffect, useRef, useState } from "react";
import { licenceResendForm } from "#common/api/licences.ts";
import { buttonClass } from "#web/components/button.ts";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import panel from "#web/components/form/FormPanel.module.css";
import { PanelForm } from "#web/components/form/PanelForm.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { resendCopy } from "#web/content/licences/copy.ts";
import { requestLicenceResend } from "./api";
import styles from "./LicenceResendForm.module.css";

interface Props {
  /** Sends the request; the real call unless a test passes its own. */
  readonly send?: typeof requestLicenceResend;
}

/**
 * "Send me my licence again": the address, then one confirmation whatever the address (the
 * server says nothing of its orders). A refused or failed request keeps the form to retry.
 */
export function LicenceResendForm({ send = requestLicenceResend }: Props) {
  const form = useZodForm(licenceResendForm, { email: "" });
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string>();
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const onSubmit = form.submit(async (data) => {
    setProblem(undefined);
    const result = await send(data);
    if (result === "accepted") setSent(true);
    else setProblem(result === "too-many" ? resendCopy.tooMany : resendCopy.failed);
  });

  const another = () => {
    form.reset();
    setSent(false);
  };

  if (sent) {
    return (
      <div className={`${panel.form} ${styles.sent}`} role="status">
        <h2 ref={sentHeading} tabIndex={-1}>
          {resendCopy.sentTitle}
        </h2>
        <p>{resendCopy.sentText}</p>
        <div className={panel.actions}>
          <button type="button" className={buttonClass("secondary")} onClick={another}>
            {resendCopy.another}
          </button>
        </div>
      </div>
    );
  }
  return (
    <PanelForm onSubmit={onSubmit} button={form.button} copy={resendCopy}>
      <EmailField label={resendCopy.emailLabel} {...form.field("email")} />
      <FormError message={problem} />
    </PanelForm>
  );
}
