import { type ReactNode, Suspense } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { localizedPath, splitLocale } from "#common/locales.ts";
import { exactParser, languagesOf, pageIdOf, routes } from "#common/routes.ts";
import { NavigationEffects } from "./components/NavigationEffects";
import { PageLoading } from "./components/PageLoading";
import { Shell } from "./components/shell/Shell";
import { LocaleContext } from "./i18n/messages";
import { loadPageMessages } from "./i18n/page-messages";
import { pages } from "./pages";
import "./styles/global.css";

interface Props {
  /** Set when prerendering: the path to render. */
  readonly ssrPath?: string;
}

/** Every route in every language it is translated into (decision 054). */
const localizedRoutes = routes.flatMap((route) =>
  languagesOf(route).map((locale) => ({
    key: `${locale}:${route.id}`,
    route,
    path: localizedPath(locale, route.path),
  })),
);

/** The page's language, from its path's prefix: the shell and the page read it. */
function Localized({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  // After a client-side navigation the page's catalogues load beside its code, not one after the
  // other as its components ask (each once); a failure is the page's to show, when it reads one.
  loadPageMessages(location).catch(() => undefined);
  return <LocaleContext value={splitLocale(location)?.locale ?? "en"}>{children}</LocaleContext>;
}

export function App({ ssrPath }: Props) {
  return (
    <Router parser={exactParser} {...(ssrPath === undefined ? {} : { ssrPath })}>
      <Localized>
        <Shell>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              {localizedRoutes.map(({ key, route, path }) => (
                <Route key={key} path={path} component={pages[pageIdOf(route)]} />
              ))}
              <Route component={pages["not-found"]} />
            </Switch>
          </Suspense>
        </Shell>
      </Localized>
      <NavigationEffects />
    </Router>
  );
}
