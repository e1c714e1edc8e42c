/**
 * The pages' messages (decision 054): a namespace (the shell, a page) has one compiled catalogue
 * per language, each its own chunk, English as any other, loaded before it is shown: a page ships
 * only its language's messages.
 */
/// <reference path="./virtual.d.ts" />

import { names, tables } from "virtual:messages";
import { type I18n, setupI18n } from "@lingui/core";
import { createContext, use } from "react";
import { DEFAULT_LOCALE, type SiteLocale } from "#common/locales.ts";
import { figuresOf } from "./figures";

export interface Namespace<Key extends string> {
  readonly name: string;
  /** Never set: carries the key type (the English JSON file's keys). */
  readonly keys?: Key;
}

/** A namespace: Key is the keys of en/<name>.json (`import type en from ".../en/<name>.json"`). */
export function namespace<Key extends string>(name: string): Namespace<Key> {
  return { name };
}

export type Values = Readonly<Record<string, string | number>>;
export type Translate<Key extends string> = (key: Key, values?: Values) => string;

/** The language of the page being shown: set by the App from the path. */
export const LocaleContext = createContext<SiteLocale>(DEFAULT_LOCALE);

/**
 * One promise per catalogue, marked fulfilled once loaded: React's use() reads a promise's
 * `status` and `value` and returns a fulfilled one's value without suspending, so a page whose
 * catalogues are there (after loadPageMessages) renders at once.
 */
type Loading = Promise<I18n> & { status?: "fulfilled"; value?: I18n };
const catalogues = new Map<string, Loading>();

const keyOf = (name: string, locale: SiteLocale) => `${locale}/${name}`;

function fulfilled(promise: Loading, i18n: I18n): I18n {
  promise.status = "fulfilled";
  promise.value = i18n;
  return i18n;
}

/** Whether namespace `name` has a catalogue in `locale` (a page in English only has none of its own). */
export const hasCatalogue = (name: string, locale: SiteLocale): boolean => names[locale]?.includes(name) ?? false;

/** Loads the catalogue of namespace `name` in a language (once). */
export function loadCatalogue(name: string, locale: SiteLocale): Promise<I18n> {
  const key = keyOf(name, locale);
  const loaded = catalogues.get(key);
  if (loaded) return loaded;
  const missing = () => new Error(`No ${locale} catalogue for "${name}"`);
  const table = tables[locale];
  if (!table || !hasCatalogue(name, locale)) return Promise.reject(missing());
  // The language's table of loaders first: a chunk of its own, preloaded with the page's catalogues.
  const loading: Loading = table()
    .then(({ loaders }) => loaders[name]?.() ?? Promise.reject(missing()))
    .then(({ default: messages }) => fulfilled(loading, setupI18n({ locale, messages: { [locale]: messages } })));
  catalogues.set(key, loading);
  return loading;
}

/** One message of a loaded catalogue by its namespace's name (the head's title), or undefined. */
export function loadedMessage(name: string, locale: SiteLocale, key: string): string | undefined {
  return catalogues.get(keyOf(name, locale))?.value?._(key, figuresOf(locale));
}

/**
 * A message's text: the claimed figures (./figures.ts) are every message's, the caller's values its
 * own. The figures are the values' prototype, not spread into them: a spread would write each one,
 * and a message only reads those it names.
 */
const textOf = (i18n: I18n, locale: SiteLocale, key: string, values?: Values) =>
  i18n._(key, values ? Object.assign(Object.create(figuresOf(locale)), values) : figuresOf(locale));

/** A namespace's text in a language, once its catalogue is loaded (loadCatalogue), else undefined. */
export function translator<Key extends string>(ns: Namespace<Key>, locale: SiteLocale): Translate<Key> | undefined {
  const i18n = catalogues.get(keyOf(ns.name, locale))?.value;
  return i18n && ((key, values) => textOf(i18n, locale, key, values));
}

/** A namespace's text in the page's language; suspends while its catalogue loads. */
export function useMessages<Key extends string>(ns: Namespace<Key>): Translate<Key> {
  // React reads the promise's fulfilled marks at run time (FulfilledReactPromise).
  const locale = use(LocaleContext);
  const i18n = use(loadCatalogue(ns.name, locale));
  return (key, values) => textOf(i18n, locale, key, values);
}

/** The page's language. */
export const useLocale = (): SiteLocale => use(LocaleContext);
