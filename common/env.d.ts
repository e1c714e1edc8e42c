/**
 * Vite replaces import.meta.env.MODE wherever it bundles common/ (the SPA, the prerender, the
 * Worker, Vitest); a plain Node run (tsx) has none. The other projects declare it themselves
 * (vite/client, worker/env.d.ts).
 */
interface ImportMeta {
  readonly env?: { readonly MODE?: string };
}
