/**
 * The community page (spec "/discord"): the four benefits of joining the chat server, in order.
 * Their words are the page's catalogue's (web/i18n/messages/<locale>/discord.json):
 * `<icon>.title` and `<icon>.text`.
 */
export type Benefit = "gift" | "support" | "roadmap" | "traders";

export const discordBenefits: readonly Benefit[] = ["gift", "support", "roadmap", "traders"];
