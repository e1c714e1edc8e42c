/** The affiliate's password reset link (spec: the forgot-password dialog, /affiliates/resetpassword/{token}). */
import { type MailBrand, type RenderedMail, renderMail } from "./layout";

export function passwordResetMail(input: { username: string; link: string }, brand: MailBrand): RenderedMail {
  return renderMail(
    {
      subject: "Reset your affiliate password",
      preheader: "Open the link within one hour to choose a new password.",
      heading: "Reset your password",
      reason: "You receive this e-mail because a password reset was asked for the affiliate account of this address.",
      blocks: [
        { kind: "paragraph", text: `Hello ${input.username},` },
        {
          kind: "paragraph",
          text: "Someone (hopefully you) asked to reset the password of your TickSim affiliate account. Open this link within one hour to choose a new password:",
        },
        { kind: "button", label: "Choose a new password", url: input.link },
        { kind: "links", links: [{ label: "Or copy this link", url: input.link }] },
        {
          kind: "small",
          text: "The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.",
        },
      ],
    },
    brand,
  );
}
