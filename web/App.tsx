import { Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { exactParser, pageIdOf, routes } from "#common/routes.ts";
import { NavigationEffects } from "./components/NavigationEffects";
import { PageLoading } from "./components/PageLoading";
import { Shell } from "./components/shell/Shell";
import { pages } from "./pages";
import "./styles/global.css";

interface Props {
  /** Set when prerendering: the path to render. */
  readonly ssrPath?: string;
}

export function App({ ssrPath }: Props) {
  return (
    <Router parser={exactParser} {...(ssrPath === undefined ? {} : { ssrPath })}>
      <Shell>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.id} path={route.path} component={pages[pageIdOf(route)]} />
            ))}
            <Route component={pages["not-found"]} />
          </Switch>
        </Suspense>
      </Shell>
      <NavigationEffects />
    </Router>
  );
}
