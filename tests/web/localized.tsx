import { act, render } from "@testing-library/react";
import { type ReactNode, Suspense } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { splitLocale } from "#common/locales.ts";
import { exactParser } from "#common/routes.ts";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";

/**
 * `ui` at `path` in the path's language, as the SPA shows it: the page's catalogues loaded first
 * (as before hydration), the router and the language context around it.
 */
export async function renderLocalized(path: string, ui: ReactNode): Promise<ReturnType<typeof render>> {
  await loadPageMessages(path);
  const locale = splitLocale(path)?.locale ?? "en";
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <Router hook={memoryLocation({ path }).hook} parser={exactParser}>
        <LocaleContext value={locale}>
          <Suspense fallback="loading">{ui}</Suspense>
        </LocaleContext>
      </Router>,
    );
  });
  return result as ReturnType<typeof render>;
}
