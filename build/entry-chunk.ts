/**
 * Keeps every module the SPA's entry imports statically in the entry chunk (decision 060).
 *
 * Rolldown's automatic splitting moves a module that the entry and a lazy chunk both import into
 * a common chunk of its own (React's package, the route table, the locales, the preload helper,
 * the cookies...). Every page loads all of them first anyway, as separate files: each pays its own
 * gzip stream and the exports and imports that tie it to the others, about 2.6 KB gzip over the
 * first load of every page. One manual group of exactly the entry's static closure puts them back
 * into the entry chunk; the lazy chunks import them from it. Nothing moves into or out of the
 * first load: only the client build is concerned, and a module a lazy chunk alone reaches stays
 * where automatic splitting puts it.
 *
 * The entry chunk also opens with V8's explicit compile hint (Chrome 136+): its code is what a page
 * runs as it hydrates (React DOM, the router, the shell), so V8 compiles every function while the
 * file streams in, on a background thread, rather than each on the main thread at its first call.
 * The entry's evaluation was the page's longest task after its first paint (decision 089).
 */
import type { Plugin } from "vite";

/** V8's magic comment: compile every function of this file eagerly. It must be the file's first line. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

export function entryChunk(): Plugin {
  // Filled when the client's module graph is complete (buildEnd), read when chunks are made.
  const fromEntry = new Set<string>();
  return {
    name: "entry-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: { codeSplitting: { groups: [{ name: "entry", test: (id: string) => fromEntry.has(id) }] } },
            },
          },
        },
      },
    }),
    buildStart() {
      fromEntry.clear();
    },
    buildEnd() {
      const visit = (id: string) => {
        if (fromEntry.has(id)) return;
        fromEntry.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
    // Last: Vite's import analysis prepends its dependency map in its own generateBundle, and a
    // banner would be minified away.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && chunk.isEntry) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
