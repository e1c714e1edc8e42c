/** The shell's messages (top bar, footer, skip link, carousel controls), on every page; the consent question has its own (`consent`). */
import { SHELL_CATALOGUE } from "#common/locales.ts";
import { namespace } from "./messages";
import type en from "./messages/en/shell.json";

export type ShellKey = keyof typeof en;
export const shellMessages = namespace<ShellKey>(SHELL_CATALOGUE);
