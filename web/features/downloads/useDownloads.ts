import { useEffect, useState } from "react";
import type { DownloadVersion } from "#common/api/downloads.ts";
import { listDownloads } from "./api";

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

/** 262144 -> "256 KB", 73400320 -> "70.0 MB". */
export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
