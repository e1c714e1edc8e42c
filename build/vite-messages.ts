/**
 * Serves the message catalogues to the SPA (decision 054): `virtual:messages/<locale>/<namespace>`
 * is one catalogue compiled (build/messages.ts), and `virtual:messages` the table of lazy loaders
 * of every catalogue, English as any other language (each is a chunk a page loads when it is in
 * that language), and, outside production, the pseudo-locale made from English. It also refuses to start while the Worker's compiled mails
 * (build/messages.ts MAIL_MESSAGES_FILE, decision 055) differ from their catalogues.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE, PSEUDO_LOCALE } from "#common/locales.ts";
import { catalogueModule, compileCatalogue, MESSAGES_DIR, staleMailMessages } from "./messages.ts";

const TABLE = "virtual:messages";
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
    buildStart() {
      // The Worker's mails (decision 055): their compiled file must be the catalogues' (checked, compiled) text.
      const stale = staleMailMessages(root);
      if (stale) this.error(stale);
    },
    resolveId(source) {
      if (source === TABLE) return `\0${TABLE}`;
      if (source.startsWith(PREFIX)) {
        const [locale, namespace] = source.slice(PREFIX.length).split("/") as [string, string];
        return join(root, catalogueModule(locale, namespace));
      }
      return undefined;
    },
    load(id) {
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
