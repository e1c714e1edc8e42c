import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { loadPageMessages } from "./i18n/page-messages";
import { reloadOnChunkFailure } from "./lib/chunk-reload";
import { config } from "./lib/config";
import { storeQueryCookies } from "./lib/cookies";
import { reportVitalsWhenIdle } from "./lib/vitals/schedule";

// Before any schema is built (they live in lazy chunks): zod would otherwise probe for eval
// with `new Function`, which the CSP (no 'unsafe-eval') reports as a violation on every page
// with a form; its interpreted parsers are fast enough for forms and API answers. This is the
// object zod's `config()` writes to (shared by every copy of zod); importing `config` itself
// would put zod's core into the entry chunk. tests/e2e/csp.test.ts fails if zod stops reading it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

storeQueryCookies(window.location.search);

// A chunk another version served this page's build with, and the serving one lacks: reload, once
// per build (decision 080). The build is named by this entry's own address, as the starter names it.
reloadOnChunkFailure(new URL(import.meta.url).pathname);

const root = document.getElementById("root") as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Prerendered pages are hydrated; the dev server's bare template is rendered. Hydrating in a
// transition lets React yield to the browser every few milliseconds (a default-priority
// hydration renders the whole tree in one task): the page is already painted and readable, so
// nothing is gained by blocking input while it becomes interactive.
function start() {
  if (root.firstElementChild) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// A page hydrates once its catalogues, in its language, are there (its HTML preloads them).
void loadPageMessages(window.location.pathname).then(start);

// A sampled share of visits measures its Core Web Vitals once the page is idle (decision 051).
reportVitalsWhenIdle(config.vitalsSampleRate);
