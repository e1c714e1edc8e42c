import { EmailRequestForm } from "#web/components/form/EmailRequestForm.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import { requestLicenceResend } from "./api";
import { licenceResendMessages } from "./licence-resend-messages";

interface Props {
  /** Sends the request; the real call unless a test passes its own. */
  readonly send?: typeof requestLicenceResend;
}

/** "Send me my licence again": one confirmation whatever the address (the server says nothing of its orders). */
export function LicenceResendForm({ send = requestLicenceResend }: Props) {
  const t = useMessages(licenceResendMessages);
  const copy = { submit: t("submit"), sending: t("sending"), sentText: t("sent_text"), failed: t("failed") };
  return <EmailRequestForm send={send} copy={copy} headingLevel={2} />;
}
