/** The modules of build/vite-messages.ts. */
declare module "virtual:messages/*" {
  const messages: import("@lingui/core").Messages;
  export default messages;
}

declare module "virtual:messages" {
  /** "fr/home" -> its compiled catalogue, for every language, English included. */
  export const loaders: Readonly<Record<string, () => Promise<{ default: import("@lingui/core").Messages }>>>;
}
