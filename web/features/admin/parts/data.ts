/**
 * How console pages read and act: one answer (`useAdminData`), a list loaded page by page as the
 * operator scrolls (`usePagedList`), and actions that report their outcome as a toast (`useAction`).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ActionAnswer } from "#common/api/admin.ts";
import { showToast } from "#web/components/toast/toasts.ts";
import { ApiError } from "#web/lib/api-client.ts";

export type Loaded<T> =
  | { readonly status: "loading" }
  | { readonly status: "error"; readonly error: ApiError }
  | { readonly status: "ready"; readonly data: T };

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, error instanceof Error ? error.message : String(error));

const aborted = (error: unknown) => (error as Error)?.name === "AbortError";

/** One answer, loaded when `key` changes; `reload()` asks again (after an action). */
export function useAdminData<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` are what ask again
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.status === "ready" ? s : { status: "loading" }));
    loader
      .current(controller.signal)
      .then((data) => setState({ status: "ready", data }))
      .catch((error) => aborted(error) || setState({ status: "error", error: asApiError(error) }));
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly next: string | null;
}

/** A list read page by page: the first page when `key` changes, the next one on `loadMore()`. */
export function usePagedList<T>(
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>,
  key: string,
) {
  const [items, setItems] = useState<readonly T[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const [round, setRound] = useState(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback((cursor: string | null, replace: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    setError(null);
    fetcher
      .current(cursor, controller.signal)
      .then((page) => {
        setItems((old) => (replace ? page.items : [...old, ...page.items]));
        setNext(page.next);
        setLoading(false);
      })
      .catch((e) => {
        if (aborted(e)) return;
        setError(asApiError(e));
        setLoading(false);
      });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` are what start over
  useEffect(() => {
    load(null, true);
    return () => inFlight.current?.abort();
  }, [key, round, load]);

  const loadMore = useCallback(() => {
    if (next !== null && !loading) load(next, false);
  }, [next, loading, load]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { items, loading, error, hasMore: next !== null, loadMore, reload };
}

/** Runs one action at a time; its answer's message (or the error's) shows as a toast. */
export function useAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async (name: string, act: () => Promise<ActionAnswer>, after?: () => void) => {
    setBusy(name);
    try {
      const answer = await act();
      showToast({ message: answer.message, tone: "success" });
      after?.();
      return true;
    } catch (error) {
      showToast({ message: asApiError(error).message, tone: "error", durationMs: 10_000 });
      return false;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}

/**
 * A form that posts one action (a dialog's or a detail page's): its answer's message shows as a
 * toast and `after(answer)` runs; an error stays in the form as `error`, beside the fields.
 */
export function useActionForm<T, A extends { readonly message: string }>(
  send: (data: T) => Promise<A>,
  after: (answer: A) => void,
) {
  const [error, setError] = useState<string | null>(null);
  const run = async (data: T) => {
    setError(null);
    try {
      const answer = await send(data);
      showToast({ message: answer.message, tone: "success" });
      after(answer);
      return true;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      return false;
    }
  };
  return { error, run };
}
