/** The modules of build/vite-messages.ts: every catalogue a lazy chunk, English as any language. */
declare module "virtual:messages" {
  type Catalogue = { default: import("@lingui/core").Messages };
  /** Each language's catalogue names: "fr" -> ["comparison", "contact", ...]. */
  export const names: Readonly<Record<string, readonly string[]>>;
  /** Each language's table of catalogue loaders ("home" -> its chunk), a chunk of its own. */
  export const tables: Readonly<
    Record<string, () => Promise<{ loaders: Readonly<Record<string, () => Promise<Catalogue>>> }>>
  >;
}
