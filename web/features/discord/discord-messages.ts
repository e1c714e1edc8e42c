/** The community page's messages. */
import type en from "#web/i18n/messages/en/discord.json";
import { namespace } from "#web/i18n/messages.ts";

export const discordMessages = namespace<keyof typeof en>("discord");
