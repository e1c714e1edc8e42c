/**
 * The date picker's words (month and day names, its buttons' labels) in the page's language:
 * react-day-picker's locale of each language, a chunk of its own fetched when a calendar first
 * opens. English is the picker's own.
 */
import type { DayPickerLocale } from "react-day-picker";
import type { SiteLocale } from "#common/locales.ts";

export type CalendarLocale = DayPickerLocale;

const loaders: Partial<Record<SiteLocale, () => Promise<CalendarLocale>>> = {
  es: () => import("react-day-picker/locale/es").then((m) => m.es),
  "pt-BR": () => import("react-day-picker/locale/pt-BR").then((m) => m.ptBR),
  fr: () => import("react-day-picker/locale/fr").then((m) => m.fr),
  de: () => import("react-day-picker/locale/de").then((m) => m.de),
  it: () => import("react-day-picker/locale/it").then((m) => m.it),
  ja: () => import("react-day-picker/locale/ja").then((m) => m.ja),
  "zh-Hans": () => import("react-day-picker/locale/zh-CN").then((m) => m.zhCN),
};

/** Undefined for English (and the pseudo-locale): the picker's default. */
export const calendarLocale = (locale: SiteLocale): Promise<CalendarLocale | undefined> =>
  loaders[locale]?.() ?? Promise.resolve(undefined);
