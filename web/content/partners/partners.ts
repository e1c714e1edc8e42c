/**
 * The partners page (spec "/partners"): two showcases and the invitation to become a partner.
 * Each partner's name shows once, in its heading: the banner is a typographic mark (monogram and
 * trade, no name, no clip-art) and the link says where it goes without repeating the name.
 */
export interface Partner {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  /** A typographic mark (web/public/media/partners/), decorative beside the heading. */
  readonly banner: string;
}

export const visitLabel = "Visit the website";

export const partners: readonly Partner[] = [
  {
    name: "PipSchool Academy",
    description:
      "A trading school for beginners and intermediate traders: video courses on price action and risk management, weekly live sessions and a mentoring programme. Its students practise every lesson in TickSim before they trade a live account.",
    url: "https://pipschool.academy",
    banner: "/media/partners/pipschool.svg",
  },
  {
    name: "Journalytics",
    description:
      "A trading journal that turns your trades into insight: tag setups, track your emotions and measure your edge. Import the statistics of your TickSim backtests next to your live results and see if your real trading matches your tests.",
    url: "https://journalytics.io",
    banner: "/media/partners/journalytics.svg",
  },
];

export const partnerInvitation = {
  title: "Become a partner",
  text: "You run a trading community, a school, a newsletter or a channel? Our affiliate partners earn a commission on every sale they refer, and follow their sales and commissions in the affiliate portal. Tell us about your audience and ask for an affiliate partnership.",
  contact: "Ask for a partnership",
  portal: "Affiliate portal",
};
