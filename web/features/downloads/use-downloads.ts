import { useEffect, useState } from "react";
import type { DownloadVersion } from "#common/api/downloads.ts";
import type { Formatter } from "#web/i18n/format.ts";
import type { Translate } from "#web/i18n/messages.ts";
import { listDownloads } from "./api";
import type { DownloadKey } from "./download-messages";

export type DownloadsState =
  | { readonly status: "loading" }
  | { readonly status: "failed" }
  | { readonly status: "ready"; readonly versions: readonly DownloadVersion[] };

/** The download list, asked for once the page runs (the prerendered page says it is loading). */
export function useDownloads(list: typeof listDownloads = listDownloads): DownloadsState {
  const [state, setState] = useState<DownloadsState>({ status: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    list(abort.signal).then(
      (versions) => setState({ status: "ready", versions }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn("downloads: the list could not be loaded", error);
        setState({ status: "failed" });
      },
    );
    return () => abort.abort();
  }, [list]);
  return state;
}

/**
 * 262144 -> "256 KB", 73400320 -> "70.0 MB" (in French "70,0 Mo"): megabytes keep one decimal,
 * whose separator is the language's message's.
 */
export function formatSize(bytes: number, t: Translate<DownloadKey>, format: Formatter): string {
  if (bytes < 1024 * 1024) return t("size_kb", { size: format.number(Math.round(bytes / 1024)) });
  const tenths = Math.round((bytes * 10) / (1024 * 1024));
  return t("size_mb", { whole: format.number(Math.floor(tenths / 10)), tenth: tenths % 10 });
}
