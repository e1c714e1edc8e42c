/**
 * The id of the site footer, the first element after a page's <main>: a prerendered page holds its
 * first paint until the parser reaches it (build/paint-once.ts, decision 063).
 */
export const FOOTER_ID = "footer";
