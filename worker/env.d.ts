/** Vite replaces import.meta.env.DEV when it bundles the Worker (true under `vite dev`). */
interface ImportMeta {
  readonly env?: { readonly DEV?: boolean };
}
