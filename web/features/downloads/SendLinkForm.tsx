import { EmailRequestForm } from "#web/components/form/EmailRequestForm.tsx";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { sendDownloadLink } from "./api";
import { downloadMessages } from "./download-messages";

interface Props {
  /** Sends the request; the real call unless a test passes its own. */
  readonly send?: typeof sendDownloadLink;
}

/** "Send me the link": the address, then a confirmation. */
export function SendLinkForm({ send = sendDownloadLink }: Props) {
  const t = useMessages(downloadMessages);
  const copy = { submit: t("submit"), sending: t("sending"), sentText: t("sent_text"), failed: t("failed") };
  const locale = useLocale();
  return <EmailRequestForm send={(fields) => send(fields, locale)} copy={copy} headingLevel={3} />;
}
