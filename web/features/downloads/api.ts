import { type DownloadLinkFields, type DownloadVersion, downloadCalls } from "#common/api/downloads.ts";
import { isLocale, type SiteLocale } from "#common/locales.ts";
import { callApi } from "#web/lib/api-client.ts";
import { emailRequestResult } from "#web/lib/email-request.ts";

/** The manifest's versions, newest first. */
export async function listDownloads(signal?: AbortSignal): Promise<readonly DownloadVersion[]> {
  const { versions } = await callApi(downloadCalls.list, signal ? { signal } : {});
  return versions;
}

/**
 * "Send me the link", written in the page's language (the pseudo-locale's mail is English): the
 * same answer whether or not the address already had it today.
 */
export const sendDownloadLink = (form: DownloadLinkFields, locale: SiteLocale) =>
  emailRequestResult(
    callApi(downloadCalls.sendLink, { body: { email: form.email.trim(), locale: isLocale(locale) ? locale : "en" } }),
    "download link",
  );
