import { useEffect, useRef, useState } from "react";
import { downloadLinkForm } from "#common/api/downloads.ts";
import { buttonClass } from "#web/components/button.ts";
import { EmailField } from "#web/components/form/EmailField.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import panel from "#web/components/form/FormPanel.module.css";
import { PanelForm } from "#web/components/form/PanelForm.tsx";
import { useZodForm } from "#web/components/form/useZodForm.ts";
import { downloadCopy as copy } from "#web/content/downloads/copy.ts";
import { sendDownloadLink } from "./api";

interface Props {
  /** Sends the request; the real call unless a test passes its own. */
  readonly send?: typeof sendDownloadLink;
}

/** "Send me the link": the address, then a confirmation; a refused or failed request keeps the form to retry. */
export function SendLinkForm({ send = sendDownloadLink }: Props) {
  const form = useZodForm(downloadLinkForm, { email: "" });
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
    else setProblem(result === "too-many" ? copy.tooMany : copy.failed);
  });

  if (sent) {
    return (
      <div className={panel.form} role="status">
        <h3 ref={sentHeading} tabIndex={-1}>
          {copy.sentTitle}
        </h3>
        <p>{copy.sentText}</p>
        <div className={panel.actions}>
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => {
              form.reset();
              setSent(false);
            }}
          >
            {copy.another}
          </button>
        </div>
      </div>
    );
  }
  return (
    <PanelForm onSubmit={onSubmit} button={form.button} copy={copy}>
      <EmailField label={copy.emailLabel} {...form.field("email")} />
      <FormError message={problem} />
    </PanelForm>
  );
}
