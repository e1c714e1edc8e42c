import { EmailRequestForm } from "#web/components/form/EmailRequestForm.tsx";
import { resendCopy } from "#web/content/licences/copy.ts";
import { requestLicenceResend } from "./api";

interface Props {
  /** Sends the request; the real call unless a test passes its own. */
  readonly send?: typeof requestLicenceResend;
}

/** "Send me my licence again": one confirmation whatever the address (the server says nothing of its orders). */
export function LicenceResendForm({ send = requestLicenceResend }: Props) {
  return <EmailRequestForm send={send} copy={resendCopy} headingLevel={2} />;
}
