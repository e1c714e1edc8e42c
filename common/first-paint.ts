/**
 * The id of the site footer, the first element after a page's <main>: a prerendered page holds its
 * first paint until the parser reaches it (build/paint-once.ts, decision 063).
 */
export const FOOTER_ID = "footer";

/**
 * The sessionStorage key under which a page notes the build (its entry's address) it reloaded for
 * after failing to load its code: once per build, never a loop (decision 080). The starter
 * (build/code-after-paint.ts) and the page (web/lib/chunk-reload.ts) share it.
 */
export const CHUNK_RELOAD_KEY = "chunk-reload";
