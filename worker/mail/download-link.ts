/**
 * "Send me the link": the /download address for someone who found the desktop app away from a
 * Windows computer (a phone, a Mac), to open later where it runs.
 */
import { pathTo } from "#common/routes.ts";
import { siteAddress } from "#common/site-url.ts";
import { type MailBrand, type RenderedMail, renderMail } from "./layout";

export function downloadLinkMail(brand: MailBrand): RenderedMail {
  const page = siteAddress(brand.siteUrl, pathTo("download"));
  return renderMail(
    {
      subject: "Your TickSim desktop app download link",
      preheader: "Open this link on your Windows computer to download the desktop app and its free trial.",
      heading: "Download TickSim on your computer",
      reason:
        "You receive this e-mail because someone asked on our site to send the desktop app's download link to this address.",
      blocks: [
        {
          kind: "paragraph",
          text: "Here is the link you asked for. Open it on your Windows computer: the page offers the installer, its size and SHA-256, and every earlier version.",
        },
        { kind: "button", label: "Download the desktop app", url: page },
        { kind: "links", links: [{ label: "Or copy this link", url: page }] },
        {
          kind: "small",
          text: "The desktop app runs on Windows only (virtualization support needed). If you did not ask for this e-mail, ignore it: we send this link at most once a day to an address.",
        },
      ],
    },
    brand,
  );
}
