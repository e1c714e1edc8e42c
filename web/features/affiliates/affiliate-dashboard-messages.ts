/**
 * The signed-in dashboard's messages: a catalogue of their own, not one of the page's
 * (cataloguesOf), loaded when the dashboard first renders (under the page's Suspense), so the
 * signed-out page loads none of them.
 */
import { useMemo } from "react";
import { type Formatter, formatterOf } from "#web/i18n/format.ts";
import type en from "#web/i18n/messages/en/affiliate-dashboard.json";
import { namespace, type Translate, useLocale, useMessages } from "#web/i18n/messages.ts";

export type DashboardKey = keyof typeof en;
export const dashboardMessages = namespace<DashboardKey>("affiliate-dashboard");

/** The dashboard's words and its formatter, in one language. */
export interface DashboardText {
  readonly t: Translate<DashboardKey>;
  readonly f: Formatter;
}

/**
 * The dashboard's words and formatter in the page's language; suspends while its catalogue
 * loads. The same object while the language stays, so what is computed from it can be memoised.
 */
export function useDashboardText(): DashboardText {
  const t = useMessages(dashboardMessages);
  const locale = useLocale();
  // `t` is a new function each render over the same catalogue: the language is what changes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  return useMemo(() => ({ t, f: formatterOf(locale) }), [locale]);
}
