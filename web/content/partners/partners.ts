/** The partners page (spec "/partners"): two showcases and the invitation to become a partner. */
export interface Partner {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly linkLabel: string;
  readonly banner: string;
  readonly bannerAlt: string;
}

export const partners: readonly Partner[] = [
  {
    name: "PipSchool Academy",
    description:
      "A trading school for beginners and intermediate traders: video courses on price action and risk management, weekly live sessions and a mentoring programme. Its students practise every lesson in TickSim before they trade a live account.",
    url: "https://pipschool.academy",
    linkLabel: "Visit PipSchool Academy",
    banner: "/media/partners/pipschool.svg",
    bannerAlt: "PipSchool Academy banner: a graduation cap over a rising candlestick chart",
  },
  {
    name: "Journalytics",
    description:
      "A trading journal that turns your trades into insight: tag setups, track your emotions and measure your edge. Import the statistics of your TickSim backtests next to your live results and see if your real trading matches your tests.",
    url: "https://journalytics.io",
    linkLabel: "Visit Journalytics",
    banner: "/media/partners/journalytics.svg",
    bannerAlt: "Journalytics banner: a notebook beside an equity curve",
  },
];

export const partnerInvitation = {
  title: "Become a partner",
  text: "You run a trading community, a school, a newsletter or a channel? Our affiliate partners earn a commission on every sale they refer, and follow their sales and commissions in the affiliate portal. Tell us about your audience and ask for an affiliate partnership.",
  contact: "Ask for a partnership",
  portal: "Affiliate portal",
};
