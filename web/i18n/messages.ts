/**
 * The pages' messages (decision 054): a namespace (the shell, a page) has one compiled catalogue
 * per language. English is imported statically by the namespace's module; any other language is
 * its own chunk, loaded before it is shown, so a page ships only its language's messages.
 */
/// <reference path="./virtual.d.ts" />

import { loaders } from "virtual:messages";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { createContext, use } from "react";
import { DEFAULT_LOCALE, type SiteLocale } from "#common/locales.ts";

export interface Namespace<Key extends string> {
  readonly name: string;
  readonly english: Messages;
  /** Never set: carries the key type (the English JSON file's keys). */
  readonly keys?: Key;
}

/** A namespace: `english` is `import en from "virtual:messages/en/<name>"`, Key the keys of en/<name>.json. */
export function namespace<Key extends string>(name: string, english: Messages): Namespace<Key> {
  return { name, english };
}

export type Values = Readonly<Record<string, string | number>>;
export type Translate<Key extends string> = (key: Key, values?: Values) => string;

/** The language of the page being shown: set by the App from the path. */
export const LocaleContext = createContext<SiteLocale>(DEFAULT_LOCALE);

/**
 * One promise per catalogue, marked fulfilled once loaded: React's use() reads a promise's
 * `status` and `value` and returns a fulfilled one's value without suspending, so a page whose
 * catalogues are there (English always, a translation after loadPageMessages) renders at once.
 */
type Loading = Promise<I18n> & { status?: "fulfilled"; value?: I18n };
const catalogues = new Map<string, Loading>();

const keyOf = (name: string, locale: SiteLocale) => `${locale}/${name}`;

function fulfilled(promise: Loading, i18n: I18n): I18n {
  promise.status = "fulfilled";
  promise.value = i18n;
  return i18n;
}

function load(name: string, locale: SiteLocale, messages: () => Messages | Promise<Messages>): Loading {
  const key = keyOf(name, locale);
  let promise = catalogues.get(key);
  if (!promise) {
    const made = messages();
    const i18nOf = (m: Messages) => setupI18n({ locale, messages: { [locale]: m } });
    if (made instanceof Promise) {
      const pending: Loading = made.then((m) => fulfilled(pending, i18nOf(m)));
      promise = pending;
    } else {
      const i18n = i18nOf(made);
      promise = Promise.resolve(i18n);
      fulfilled(promise, i18n);
    }
    catalogues.set(key, promise);
  }
  return promise;
}

/** Loads the catalogue of namespace `name` in a language other than English (once). */
export function loadCatalogue(name: string, locale: SiteLocale): Promise<I18n> {
  const loader = loaders[keyOf(name, locale)];
  if (!loader) return Promise.reject(new Error(`No ${locale} catalogue for "${name}"`));
  return load(name, locale, () => loader().then((module) => module.default));
}

/** A namespace's catalogue in a language; English is there from the start. */
function messagesOf(ns: Namespace<string>, locale: SiteLocale): Loading {
  return locale === DEFAULT_LOCALE
    ? load(ns.name, locale, () => ns.english)
    : (loadCatalogue(ns.name, locale) as Loading);
}

/** One message of a loaded catalogue by its namespace's name (the head's title), or undefined. */
export function loadedMessage(name: string, locale: SiteLocale, key: string): string | undefined {
  return catalogues.get(keyOf(name, locale))?.value?._(key);
}

/** A namespace's text in a language, when its catalogue is loaded (English always is). */
export function translator<Key extends string>(ns: Namespace<Key>, locale: SiteLocale): Translate<Key> | undefined {
  const i18n = messagesOf(ns, locale).value;
  return i18n && ((key, values) => i18n._(key, values));
}

/** A namespace's text in the page's language; suspends while its catalogue loads. */
export function useMessages<Key extends string>(ns: Namespace<Key>): Translate<Key> {
  // Typed as a plain promise: React reads the fulfilled marks at run time (FulfilledReactPromise).
  const i18n = use<I18n>(messagesOf(ns, use(LocaleContext)) as PromiseLike<I18n>);
  return (key, values) => i18n._(key, values);
}

/** The page's language. */
export const useLocale = (): SiteLocale => use(LocaleContext);
