/** The table of build/vite-messages.ts: every catalogue a lazy chunk, English as any language. */
declare module "virtual:messages" {
  /** "fr/home" -> its compiled catalogue, for every language, English included. */
  export const loaders: Readonly<Record<string, () => Promise<{ default: import("@lingui/core").Messages }>>>;
}
