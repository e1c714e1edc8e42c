/** The notice support receives for each message sent through the contact form: the owner's, in English. */
import { type MailBrand, type RenderedMail, renderMail } from "./layout";

export interface ContactNoticeInput {
  readonly email: string;
  readonly subject: string;
  readonly content: string;
}

export function contactNoticeMail(message: ContactNoticeInput, brand: MailBrand): RenderedMail {
  return renderMail(
    {
      lang: "en",
      subject: `[Contact] ${message.subject}`,
      preheader: `${message.email} wrote: ${message.content.slice(0, 80)}`,
      heading: "New message from the contact form",
      reason: "Sent to support by the contact form of the site.",
      blocks: [
        {
          kind: "facts",
          rows: [
            ["From", message.email],
            ["Subject", message.subject],
          ],
        },
        { kind: "quote", text: message.content },
        { kind: "button", label: `Reply to ${message.email}`, url: `mailto:${message.email}` },
      ],
    },
    brand,
  );
}
