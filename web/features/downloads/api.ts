import { type DownloadLinkFields, type DownloadVersion, downloadCalls } from "#common/api/downloads.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";

/** The manifest's versions, newest first. */
export async function listDownloads(signal?: AbortSignal): Promise<readonly DownloadVersion[]> {
  const { versions } = await callApi(downloadCalls.list, signal ? { signal } : {});
  return versions;
}

export type SendLinkResult = "accepted" | "too-many" | "failed";

/** "Send me the link": the same answer whether or not the address already had it today. */
export async function sendDownloadLink(form: DownloadLinkFields): Promise<SendLinkResult> {
  try {
    await callApi(downloadCalls.sendLink, { body: { email: form.email.trim() } });
    return "accepted";
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return "too-many";
    console.warn("download link: the request failed", error);
    return "failed";
  }
}
