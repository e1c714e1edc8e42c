/** The community page (spec "/discord"): the four benefits of joining the chat server. */
export interface Benefit {
  readonly icon: "gift" | "support" | "roadmap" | "traders";
  readonly title: string;
  readonly text: string;
}

export const discordIntro = {
  title: "Join the TickSim community",
  subtitle: "Traders backtesting together on our Discord server.",
  join: "Join the Discord server",
};

export const discordBenefits: readonly Benefit[] = [
  {
    icon: "gift",
    title: "Weekly gifts",
    text: "Every week we give away free monthly subscriptions. Take part in the challenges to earn yours.",
  },
  {
    icon: "support",
    title: "Ask support",
    text: "A question about a plan, an asset or your licence? Ask in the support channel: the team answers there.",
  },
  {
    icon: "roadmap",
    title: "Follow the roadmap",
    text: "See what we are building next, vote for the features you need and take part in the beta tests.",
  },
  {
    icon: "traders",
    title: "Learn from other traders",
    text: "Share your backtests and statistics, discuss strategies and learn from swing, day and system traders.",
  },
];
