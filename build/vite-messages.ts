/**
 * Serves the message catalogues to the SPA (decision 054): `virtual:messages/<locale>/<namespace>`
 * is one catalogue compiled (build/messages.ts), and `virtual:messages` the table of lazy loaders
 * of every catalogue, English as any other language (each is a chunk a page loads when it is in
 * that language), and, outside production, the pseudo-locale made from English.
 * `virtual:mail-messages` is the Worker's: every mail in every language (decision 055).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE, locales, PSEUDO_LOCALE } from "#common/locales.ts";
import { catalogueModule, compileCatalogue, MAIL_MESSAGES_DIR, MESSAGES_DIR } from "./messages.ts";

const TABLE = "virtual:messages";
/**
 * The mails' catalogues, every language of every mail in one module: the Worker bundles them all
 * (a few KB beside its megabytes) and renders a mail without awaiting a chunk (decision 055).
 */
const MAILS = "virtual:mail-messages";
const PREFIX = `${TABLE}/`;
const SUFFIX = ".json.js";

export function messages(): Plugin {
  let root = process.cwd();
  let production = true;
  const dir = () => join(root, MESSAGES_DIR);
  return {
    name: "messages",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      production = config.mode === "production";
    },
    resolveId(source) {
      if (source === TABLE) return `\0${TABLE}`;
      if (source === MAILS) return `\0${MAILS}`;
      if (source.startsWith(PREFIX)) {
        const [locale, namespace] = source.slice(PREFIX.length).split("/") as [string, string];
        return join(root, catalogueModule(locale, namespace));
      }
      return undefined;
    },
    load(id) {
      if (id === `\0${MAILS}`) {
        const mailDir = join(root, MAIL_MESSAGES_DIR);
        const names = readdirSync(join(mailDir, DEFAULT_LOCALE)).map((file) => file.replace(/\.json$/, ""));
        const compiled = Object.fromEntries(
          locales.map((locale) => [
            locale,
            Object.fromEntries(
              names.map((name) => {
                this.addWatchFile(join(mailDir, locale, `${name}.json`));
                return [name, compileCatalogue(root, locale, name, MAIL_MESSAGES_DIR)];
              }),
            ),
          ]),
        );
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
      }
      if (id === `\0${TABLE}`) {
        const entries: string[] = [];
        for (const locale of readdirSync(dir()).sort()) {
          for (const file of readdirSync(join(dir(), locale)).sort()) {
            const key = `${locale}/${file.replace(/\.json$/, "")}`;
            entries.push(`  ${JSON.stringify(key)}: () => import(${JSON.stringify(PREFIX + key)}),`);
          }
        }
        if (!production) {
          for (const file of readdirSync(join(dir(), DEFAULT_LOCALE)).sort()) {
            const key = `${PSEUDO_LOCALE}/${file.replace(/\.json$/, "")}`;
            entries.push(`  ${JSON.stringify(key)}: () => import(${JSON.stringify(PREFIX + key)}),`);
          }
        }
        return `export const loaders = {\n${entries.join("\n")}\n};\n`;
      }
      if (!id.startsWith(dir()) || !id.endsWith(SUFFIX)) return undefined;
      const [locale, namespace] = id.slice(dir().length + 1, -SUFFIX.length).split("/") as [string, string];
      const source = (l: string) => join(dir(), l, `${namespace}.json`);
      this.addWatchFile(source(DEFAULT_LOCALE));
      if (locale !== PSEUDO_LOCALE) this.addWatchFile(source(locale));
      const compiled = compileCatalogue(root, locale, namespace);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}
