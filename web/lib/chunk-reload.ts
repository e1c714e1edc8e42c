/**
 * A page that fails to load a chunk of its code reloads itself, once per build (decision 080).
 * During a gradual deployment, or in a tab opened before one, a page of one build may ask for a
 * chunk the serving version does not have (a 404): the reload fetches the page of the version
 * that serves now, with chunks that exist. The build reloaded for is noted in sessionStorage, so a
 * build whose own chunks fail reloads once and then shows its error: never a loop. The starter
 * does the same when the entry itself fails (build/code-after-paint.ts).
 */
import { CHUNK_RELOAD_KEY } from "#common/first-paint.ts";

/** What browsers say when a module or a preloaded stylesheet cannot be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/;

export const isChunkFailure = (reason: unknown): boolean =>
  reason instanceof Error && CHUNK_FAILURE.test(reason.message);

/** Reloads the page unless it already did for `build`; true when it reloads. */
export function reloadOnce(build: string, win: Window = window): boolean {
  try {
    if (win.sessionStorage.getItem(CHUNK_RELOAD_KEY) === build) return false;
    win.sessionStorage.setItem(CHUNK_RELOAD_KEY, build);
  } catch {
    // Storage blocked: nothing would stop a second reload, so none is risked.
    return false;
  }
  win.location.reload();
  return true;
}

/**
 * Watches for a chunk that fails to load: Vite's preload helper reports each lazy import's failure
 * (`vite:preloadError`); an import outside it (a catalogue) rejects unhandled.
 */
export function reloadOnChunkFailure(build: string, win: Window = window): void {
  win.addEventListener("vite:preloadError", () => reloadOnce(build, win));
  win.addEventListener("unhandledrejection", (event) => {
    if (isChunkFailure(event.reason)) reloadOnce(build, win);
  });
}
