/**
 * Vite replaces import.meta.env when it bundles the Worker: DEV is true under `vite dev` (MODE
 * "development") and under Vitest (MODE "test"), false in a build.
 */
interface ImportMeta {
  readonly env?: { readonly DEV?: boolean; readonly MODE?: string };
}
