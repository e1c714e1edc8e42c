/**
 * The message catalogues' compile step (decision 054): each language's JSON file of ICU
 * messages becomes Lingui's compiled form, after a check that it has exactly the English file's
 * keys. A missing or extra key, or a message that is not valid ICU, fails the build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LOCALE, locales, PSEUDO_LOCALE } from "#common/locales.ts";

export const MESSAGES_DIR = "web/i18n/messages";
/** The mails' catalogues (decision 055): the Worker's, in the same format and under the same checks. */
export const MAIL_MESSAGES_DIR = "worker/mail/messages";
/**
 * Every mail in every language, compiled, as the Worker imports it: a JSON file, which workerd,
 * Vite, tsx and Playwright all load (a virtual module would exist only inside Vite, and the admin
 * scripts and e2e fixtures render mails in Node). `npm run messages:mail` writes it; the build and
 * the tests fail while it differs from the catalogues.
 */
export const MAIL_MESSAGES_FILE = "worker/mail/messages.generated.json";

/**
 * A catalogue's module id, relative to the root, as the build manifest keys it: a path that names
 * its source and is no JSON file, so Vite's JSON plugin leaves it to build/vite-messages.ts.
 */
export const catalogueModule = (locale: string, namespace: string): string =>
  `${MESSAGES_DIR}/${locale}/${namespace}.json.js`;

/** A language's table of catalogue loaders, as the manifest keys it (build/vite-messages.ts). */
export const catalogueTableModule = (locale: string): string => `${MESSAGES_DIR}/${locale}.js`;

type Catalogue = Record<string, string>;
export type CompiledCatalogue = Record<string, CompiledMessage>;

function readCatalogue(file: string): Catalogue {
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error(`${file}: not an object`);
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value !== "string") throw new Error(`${file}: "${key}" is not a string`);
  }
  return parsed as Catalogue;
}

/** The keys a translation lacks or has in excess of English; empty lists when it matches. */
export function keyDifferences(english: Catalogue, translation: Catalogue): { missing: string[]; extra: string[] } {
  return {
    missing: Object.keys(english).filter((k) => !(k in translation)),
    extra: Object.keys(translation).filter((k) => !(k in english)),
  };
}

const ACCENTS: Readonly<Record<string, string>> = Object.fromEntries(
  [..."aáeéiîoöuücçnñyýAÅEÉIÎOÖUÜCÇNÑsšSŠzžZŽ"].flatMap((c, i, all) =>
    i % 2 === 0 ? [[c, all[i + 1] as string]] : [],
  ),
);

/** Text in the pseudo-locale: accented and about 40 % longer, in words a line can wrap between. */
export function pseudoText(text: string): string {
  const body = text.trim();
  if (!/[A-Za-z]/.test(body)) return text;
  const accented = [...body].map((c) => ACCENTS[c] ?? c).join("");
  const padding = Math.max(1, Math.round((body.length * 0.4) / 5));
  const start = text.slice(0, text.indexOf(body));
  const end = text.slice(text.indexOf(body) + body.length);
  return `${start}${accented}${" ŵéƒ".repeat(padding)}${end}`;
}

/** The pseudo-locale of a compiled message: its text parts changed, its placeholders kept. */
function pseudoCompiled(message: CompiledMessage): CompiledMessage {
  return message.map((part) => {
    if (typeof part === "string") return part === "#" ? part : pseudoText(part);
    const [name, type, options] = part;
    if (typeof options !== "object" || options === null) return part;
    // A choice's branches are messages; other entries (an unset offset) stay as they are.
    const choices = Object.entries(options as Record<string, unknown>);
    return [name, type, Object.fromEntries(choices.map(([k, v]) => [k, Array.isArray(v) ? pseudoCompiled(v) : v]))];
  }) as CompiledMessage;
}

/**
 * One catalogue of one language, compiled. English is the reference every other language is
 * checked against; the pseudo-locale is made from English. `dir` is the pages' catalogues unless
 * said (the mails' are MAIL_MESSAGES_DIR).
 */
export function compileCatalogue(
  root: string,
  locale: string,
  namespace: string,
  dir = MESSAGES_DIR,
): CompiledCatalogue {
  const englishFile = join(root, dir, DEFAULT_LOCALE, `${namespace}.json`);
  const english = readCatalogue(englishFile);
  const pseudo = locale === PSEUDO_LOCALE;
  const file = pseudo ? englishFile : join(root, dir, locale, `${namespace}.json`);
  const catalogue = pseudo ? english : readCatalogue(file);
  const { missing, extra } = keyDifferences(english, catalogue);
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `${dir}/${locale}/${namespace}.json differs from English: missing [${missing.join(", ")}], extra [${extra.join(", ")}]`,
    );
  }
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, text]) => {
      let compiled: CompiledMessage;
      try {
        compiled = compileMessageOrThrow(text);
      } catch (error) {
        throw new Error(`${dir}/${locale}/${namespace}.json "${key}": ${(error as Error).message}`);
      }
      return [key, pseudo ? pseudoCompiled(compiled) : compiled];
    }),
  );
}

/** The text of MAIL_MESSAGES_FILE for the catalogues on disk: language -> mail -> compiled messages. */
export function compiledMailMessages(root: string): string {
  const dir = join(root, MAIL_MESSAGES_DIR);
  const mails = readdirSync(join(dir, DEFAULT_LOCALE))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();
  const compiled = Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(mails.map((mail) => [mail, compileCatalogue(root, locale, mail, MAIL_MESSAGES_DIR)])),
    ]),
  );
  return `${JSON.stringify(compiled, null, 1)}\n`;
}

/** Why MAIL_MESSAGES_FILE cannot be used as it is, or undefined when it matches the catalogues. */
export function staleMailMessages(root: string): string | undefined {
  const file = join(root, MAIL_MESSAGES_FILE);
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  return current === compiledMailMessages(root)
    ? undefined
    : `${MAIL_MESSAGES_FILE} does not match ${MAIL_MESSAGES_DIR}: run npm run messages:mail`;
}
