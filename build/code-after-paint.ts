/**
 * A prerendered page asks for its code once it is painted (decision 064). The page is whole
 * without it (decision 033); the code only makes it interactive. Asked for by tags in the HTML, it
 * was fetched while the page was still being parsed: on a slow line it shared the bandwidth with
 * the page and its largest image, and Lighthouse counts every script that arrived before the
 * largest paint into that paint. One inline module script replaces the entry's script tag and the
 * page's modulepreloads: once the page's first paint is reported it imports the entry and
 * preloads the page's chunks and catalogues, so nothing waits on anything else. Each preload is a
 * task of its own: a page asks for 15-25 modules, and inserting them in one go blocked the main
 * thread for 17-67 ms on the bench's machine (four times that under Lighthouse's slowdown), the
 * page's longest task (docs/performance.md).
 */
import { CHUNK_RELOAD_KEY } from "#common/first-paint.ts";

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const TEMPLATE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

// The starter opens by declaring its list, which `pageModules` reads back.
const LIST = "const modules=";

// An entry that fails to load (a page of a build the serving version no longer has) reloads the
// page once per build, noted as the page's own code notes it (web/lib/chunk-reload.ts, decision 080).
const reloadOnce =
  `e=>{try{if(sessionStorage.getItem(${JSON.stringify(CHUNK_RELOAD_KEY)})!==modules[0]){` +
  `sessionStorage.setItem(${JSON.stringify(CHUNK_RELOAD_KEY)},modules[0]);location.reload();return}}catch(_){}throw e}`;

// The code is asked for in a task after the browser reports the page's first contentful paint. A
// task queued from requestAnimationFrame (decision 064's first starter) ran after the frame was
// produced but often before it was presented, the time the paint is reported at: the entry's request
// then started "before the first paint", and Lighthouse's simulation put all of the page's code into
// its first paint, 0.8 s becoming 1.5-1.9 s in a third of its runs (docs/performance.md). A browser
// without paint timing takes the task after the first frame; one that never reports the paint gets
// its code a second after that frame. A page opened in a background tab has no frame and no paint,
// so its code waits until the tab is shown. `go` first starts the Intl warm-up's worker
// (./intl-warm-up.ts, decision 090), named by the page's language; `preload` adds the next module's
// link and queues itself for the one after.
const FALLBACK_MS = 1000;

const start = (modules: readonly string[], warmUp: string) =>
  `${LIST}${JSON.stringify(modules)};` +
  "let started=false;const go=()=>{if(started)return;started=true;" +
  `try{new Worker(${JSON.stringify(warmUp)},{name:document.documentElement.lang})}catch(_){}` +
  `import(modules[0]).catch(${reloadOnce});` +
  'let next=1;const preload=()=>{if(next>=modules.length)return;const link=document.createElement("link");' +
  'link.rel="modulepreload";link.crossOrigin="";link.href=modules[next++];document.head.append(link);' +
  "setTimeout(preload)};preload()};" +
  'const painted=typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint");' +
  'if(painted)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){' +
  'observer.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});' +
  `requestAnimationFrame(()=>setTimeout(go,painted?${FALLBACK_MS}:0))`;

const MODULES = new RegExp(`<script type="module"[^>]*>${LIST}(\\[[^\\]]*\\]);`);

/**
 * The template with its entry script (and any preload Vite wrote for it) replaced by the starter at
 * the end of the body, which starts the worker at `warmUp`, loads the entry and then `preloads`, the
 * page's own chunks.
 */
export function codeAfterPaint(template: string, preloads: readonly string[], warmUp: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error("The built index.html has no entry module script");
  const templatePreloads = [...template.matchAll(TEMPLATE_PRELOAD)].map(([, href]) => href as string);
  const modules = [...new Set([entry, ...templatePreloads, ...preloads])];
  return template
    .replace(ENTRY_SCRIPT, "")
    .replace(TEMPLATE_PRELOAD, "")
    .replace("</body>", `  <script type="module">${start(modules, warmUp)}</script>\n  </body>`);
}

/** The modules a page built by `codeAfterPaint` loads first, its entry first. */
export function pageModules(html: string): string[] {
  const list = MODULES.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
