/**
 * The Intl warm-up (decision 090): a classic worker script the page's starter starts as it asks
 * for the page's code (./code-after-paint.ts). The first formatter of an Intl service that a
 * renderer process makes is slow whatever its language, 20-30 ms for a number formatter on the
 * bench's machine: V8 builds, once per process, the set of locales the service supports. A page
 * paid it in the hydration slice that wrote its first price, date or figure, its longest task
 * after the entry's. Made on the worker's thread while the code downloads, the sets are there for
 * the page, whose first formatter then takes well under a millisecond. A file of its own because
 * the policy's worker-src is 'self'; named by its content's hash, so it is cached as the build's
 * other files are.
 */
import { createHash } from "node:crypto";

// The services the site formats with (common/format.ts), in the page's language, which the
// starter gives as the worker's name. A failure stays in the worker: the page formats anyway.
const SCRIPT =
  "try{const tag=self.name||void 0;" +
  "new Intl.NumberFormat(tag).format(1);new Intl.DateTimeFormat(tag).format(0);" +
  'new Intl.DisplayNames(tag,{type:"language"});new Intl.ListFormat(tag).format([])' +
  "}catch(_){}close();\n";

/** The warm-up script and the address the build writes it at, under /assets/. */
export function intlWarmUp(): { readonly path: string; readonly code: string } {
  const hash = createHash("sha256").update(SCRIPT).digest("hex").slice(0, 10);
  return { path: `/assets/intl-warm-up-${hash}.js`, code: SCRIPT };
}
