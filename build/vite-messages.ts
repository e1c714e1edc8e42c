/**
 * Serves the message catalogues to the SPA (decision 054): `virtual:messages/<locale>/<namespace>`
 * is one catalogue compiled (build/messages.ts); `virtual:messages/<locale>` a language's table of
 * lazy loaders of its catalogues, a chunk a page loads only in its language; `virtual:messages`,
 * in the entry, each language's catalogue names and the loader of its table. English is a language
 * as any other; outside production the pseudo-locale, made from English, is one more. It also
 * refuses to start while the Worker's compiled mails (build/messages.ts MAIL_MESSAGES_FILE,
 * decision 055) differ from their catalogues.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { DEFAULT_LOCALE, PSEUDO_LOCALE } from "#common/locales.ts";
import {
  catalogueModule,
  catalogueTableModule,
  compileCatalogue,
  MESSAGES_DIR,
  staleMailMessages,
} from "./messages.ts";

const TABLE = "virtual:messages";
const PREFIX = `${TABLE}/`;
const SUFFIX = ".json.js";
const TABLE_SUFFIX = ".js";

export function messages(): Plugin {
  let root = process.cwd();
  let production = true;
  const dir = () => join(root, MESSAGES_DIR);
  // Every language with catalogues and, outside production, the pseudo-locale (English's names).
  const languages = () => [...readdirSync(dir()).sort(), ...(production ? [] : [PSEUDO_LOCALE])];
  const namesIn = (locale: string) =>
    readdirSync(join(dir(), locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale))
      .sort()
      .map((file) => file.replace(/\.json$/, ""));
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
        const [locale, namespace] = source.slice(PREFIX.length).split("/") as [string, string | undefined];
        return join(root, namespace === undefined ? catalogueTableModule(locale) : catalogueModule(locale, namespace));
      }
      return undefined;
    },
    load(id) {
      if (id === `\0${TABLE}`) {
        // Languages with the same catalogues share one list: the table is in every page's entry,
        // and most languages have every catalogue (decision 060).
        const listOf = (locale: string) => JSON.stringify(namesIn(locale));
        const lists = [...new Set(languages().map(listOf))];
        const names = languages().map((l) => `  ${JSON.stringify(l)}: list${lists.indexOf(listOf(l))},`);
        const tables = languages().map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(PREFIX + l)}),`);
        return [
          ...lists.map((list, i) => `const list${i} = ${list};`),
          `export const names = {\n${names.join("\n")}\n};`,
          `export const tables = {\n${tables.join("\n")}\n};\n`,
        ].join("\n");
      }
      if (!id.startsWith(`${dir()}/`)) return undefined;
      const path = id.slice(dir().length + 1);
      if (/^[^/]+\.js$/.test(path)) {
        const table = path.slice(0, -TABLE_SUFFIX.length);
        const entries = namesIn(table).map(
          (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${PREFIX}${table}/${name}`)}),`,
        );
        return `export const loaders = {\n${entries.join("\n")}\n};\n`;
      }
      if (!path.endsWith(SUFFIX)) return undefined;
      const [locale, namespace] = path.slice(0, -SUFFIX.length).split("/") as [string, string];
      const source = (l: string) => join(dir(), l, `${namespace}.json`);
      this.addWatchFile(source(DEFAULT_LOCALE));
      if (locale !== PSEUDO_LOCALE) this.addWatchFile(source(locale));
      const compiled = compileCatalogue(root, locale, namespace);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}
