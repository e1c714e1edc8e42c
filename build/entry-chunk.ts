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
 */
import type { Plugin } from "vite";

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
  };
}
