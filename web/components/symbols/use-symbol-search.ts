import { useCallback, useEffect, useRef, useState } from "react";
import type { SymbolResult } from "./api";

/** The search call and its answer schema (zod) load with the first search, not with the page. */
const loadSearch = () => import("./api").then((api) => api.searchSymbols);

export type SearchStatus = "idle" | "loading" | "error";

/** Typing waits this long after the last key before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The widget's search state: the first search (of the text then, the initial EURUSD unless the
 * visitor typed) runs once `start` is true, later texts after a pause in typing; a new text
 * cancels the request in flight (AbortController), so a slow, stale answer never replaces a newer
 * one. An empty text does nothing.
 */
export function useSymbolSearch(initialText: string, start: boolean, debounceMs = SEARCH_DEBOUNCE_MS) {
  const [text, setTextState] = useState(initialText);
  // The first search reads the text of that moment without re-running when it changes.
  const latestText = useRef(initialText);
  const [results, setResults] = useState<SymbolResult[]>([]);
  /** The text the current results answer (the list must not offer another text's results). */
  const [resultsFor, setResultsFor] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<SearchStatus>("idle");
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  const run = useCallback(async (query: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setStatus("loading");
    try {
      const searchSymbols = await loadSearch();
      if (controller.signal.aborted) return;
      const found = await searchSymbols(query, { signal: controller.signal });
      if (controller.signal.aborted) return;
      setResults(found);
      setResultsFor(query);
      setStatus("idle");
    } catch {
      if (controller.signal.aborted) return;
      setStatus("error");
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  // The first search, so the table is filled without any typing.
  useEffect(() => {
    if (start && latestText.current.trim()) void run(latestText.current);
    return cancel;
  }, [start, run, cancel]);

  const setText = useCallback(
    (next: string) => {
      latestText.current = next;
      setTextState(next);
      cancel();
      if (!next.trim()) {
        setStatus((s) => (s === "loading" ? "idle" : s));
        return;
      }
      timer.current = setTimeout(() => void run(next), debounceMs);
    },
    [cancel, run, debounceMs],
  );

  return { text, setText, results, resultsFor, status };
}
