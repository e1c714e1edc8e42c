/**
 * The partners page (spec "/partners"): two showcases and the invitation to become a partner.
 * Each partner's name shows once, in its heading: the banner is a typographic mark (monogram and
 * trade, no name, no clip-art) and the link says where it goes without repeating the name. The
 * words are the page's catalogue's (web/i18n/messages/<locale>/partners.json): `<id>.description`.
 */
export interface Partner {
  /** Names its description in the catalogue. */
  readonly id: "pipschool" | "journalytics";
  readonly name: string;
  readonly url: string;
  /** A typographic mark (web/public/media/partners/), decorative beside the heading. */
  readonly banner: string;
}

export const partners: readonly Partner[] = [
  {
    id: "pipschool",
    name: "PipSchool Academy",
    url: "https://pipschool.academy",
    banner: "/media/partners/pipschool.svg",
  },
  {
    id: "journalytics",
    name: "Journalytics",
    url: "https://journalytics.io",
    banner: "/media/partners/journalytics.svg",
  },
];
