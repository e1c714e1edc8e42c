import { EmailRequestForm } from "#web/components/form/EmailRequestForm.tsx";
import { downloadCopy } from "#web/content/downloads/copy.ts";
import { sendDownloadLink } from "./api";

interface Props {
  /** Sends the request; the real call unless a test passes its own. */
  readonly send?: typeof sendDownloadLink;
}

/** "Send me the link": the address, then a confirmation. */
export function SendLinkForm({ send = sendDownloadLink }: Props) {
  return <EmailRequestForm send={send} copy={downloadCopy} headingLevel={3} />;
}
