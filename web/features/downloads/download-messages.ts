/** The download page's messages (also read under the not-found page at /download/...). */
import type en from "#web/i18n/messages/en/download.json";
import { namespace } from "#web/i18n/messages.ts";

export type DownloadKey = keyof typeof en;
export const downloadMessages = namespace<DownloadKey>("download");
