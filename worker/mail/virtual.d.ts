/** The mails' catalogues, compiled by build/vite-messages.ts: language -> mail -> compiled messages. */
declare module "virtual:mail-messages" {
  const catalogues: Readonly<Record<string, Readonly<Record<string, import("@lingui/core").Messages>>>>;
  export default catalogues;
}
