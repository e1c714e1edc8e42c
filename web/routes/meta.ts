/**
 * THE route table, as data. The router, the prerender step, the sitemap and the Worker's
 * edge routing all read it, so a page exists in one place. Components are attached in
 * web/routes/pages.tsx, keyed by the same ids (the type system keeps the two in step).
 * Runtime-neutral: the Worker imports this file, so nothing here may touch the DOM or React.
 */

export type Robots = "index, follow" | "noindex, nofollow";

export interface RouteMeta {
  /** Also the page folder: web/pages/<id>/Page.tsx (the prerender finds its chunk by it). */
  readonly id: string;
  /** wouter pattern; `:name` segments are parameters. Matched case-sensitively. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly robots: Robots;
  /** Listed in sitemap.xml. */
  readonly sitemap: boolean;
  /** The canonical path when it differs from the path itself (aliases). */
  readonly canonical?: string;
  /** The page of another route this one shows (an alias). */
  readonly pageOf?: string;
  /** Answer 404 (the not-found page) when no prerendered file exists for a parameter. */
  readonly unknownParamIs404?: boolean;
}

const BRAND = "TickSim";

const route = (
  r: Omit<RouteMeta, "robots" | "sitemap"> & Partial<Pick<RouteMeta, "robots" | "sitemap">>,
): RouteMeta => ({
  robots: "index, follow",
  sitemap: true,
  ...r,
  title: `${r.title} | ${BRAND}`,
});

export const routes = [
  route({
    id: "home",
    path: "/",
    title: "The best backtesting software",
    description:
      "Backtest trading strategies on 1000+ assets with tick data accuracy and real historical spread. 100% free for swing traders.",
  }),
  route({
    id: "desktop",
    path: "/desktop",
    title: "Desktop app",
    description:
      "The Windows backtesting app: two trading interfaces, offline backtests, Fast Backtest and a lifetime licence.",
  }),
  route({
    id: "features-web",
    path: "/features/web",
    title: "Web app features",
    description:
      "Market orders, 107 indicators, drawing tools, risk management, timeframes down to seconds and an economic calendar since 2007.",
  }),
  route({
    id: "features-desktop",
    path: "/features/desktop",
    title: "Desktop app features",
    description:
      "Two interface themes, the Rule Manager for strategies without code, 44 native indicators and detailed statistics offline.",
  }),
  route({
    id: "features",
    path: "/features",
    title: "Web app features",
    description:
      "Market orders, 107 indicators, drawing tools, risk management, timeframes down to seconds and an economic calendar since 2007.",
    canonical: "/features/web",
    pageOf: "features-web",
    sitemap: false,
  }),
  route({
    id: "pricing",
    path: "/pricing",
    title: "Pricing",
    description:
      "100% free for swing traders, no credit card needed. Web plans from 13.59 $ a month, desktop licence for life.",
  }),
  route({
    id: "pricing-web",
    path: "/pricing/web",
    title: "Web app pricing",
    description:
      "Free, Basic and Essential plans, billed monthly or yearly (-15%). Compare charts, timeframes and the Rule Manager.",
  }),
  route({
    id: "pricing-desktop",
    path: "/pricing/desktop",
    title: "Desktop app pricing",
    description: "One lifetime licence for the Windows desktop app: 269 USD, paid once.",
  }),
  route({
    id: "order-summary",
    path: "/OrderSummary",
    title: "Order details",
    description: "Buy the lifetime licence of the desktop backtesting app with a secure card payment.",
    sitemap: false,
  }),
  route({
    id: "reset-license",
    path: "/resetlicense",
    title: "Reset your license key",
    description: "Reset your desktop licence key to install the app on another device.",
  }),
  route({
    id: "discord",
    path: "/discord",
    title: "Community",
    description: "Join the traders' community on Discord: weekly gifts, support, the roadmap and other traders.",
  }),
  route({
    id: "blog",
    path: "/blog",
    title: "Blog",
    description: "Articles on backtesting, historical spreads and market randomness.",
  }),
  route({
    id: "blog-post",
    path: "/blog/:id",
    title: "Blog",
    description: "Articles on backtesting, historical spreads and market randomness.",
    sitemap: false,
    unknownParamIs404: true,
  }),
  route({
    id: "faq",
    path: "/faq",
    title: "FAQ",
    description: "Answers about the web and desktop backtesting apps: plans, assets, timeframes, licences and more.",
  }),
  route({
    id: "faq-upper",
    path: "/FAQ",
    title: "FAQ",
    description: "Answers about the web and desktop backtesting apps: plans, assets, timeframes, licences and more.",
    canonical: "/faq",
    pageOf: "faq",
    sitemap: false,
  }),
  route({
    id: "partners",
    path: "/partners",
    title: "Partners",
    description: "Our partners, and how to become an affiliate partner.",
  }),
  route({
    id: "contact",
    path: "/contact",
    title: "Contact us",
    description: "A question? A remark? A suggestion? Tell us.",
  }),
  route({
    id: "comparison",
    path: "/comparison",
    title: "Comparison",
    description: "How the backtester compares: historical spread, assets, seconds timeframes, statistics and price.",
  }),
  route({
    id: "terms",
    path: "/terms",
    title: "Terms and Conditions",
    description: "The terms and conditions of the backtesting apps, last updated April 9, 2025.",
  }),
  route({
    id: "privacy",
    path: "/privacy",
    title: "Privacy Policy",
    description: "What data the backtesting apps collect and why, last updated April 9, 2025.",
  }),
  route({
    id: "affiliates",
    path: "/affiliates",
    title: "Affiliate portal",
    description: "Sign in to the affiliate portal to follow your sales and commissions.",
  }),
  route({
    id: "affiliate-reset-password",
    path: "/affiliates/resetpassword/:token",
    title: "Reset your password",
    description: "Choose a new password for the affiliate portal.",
    robots: "noindex, nofollow",
    sitemap: false,
  }),
] as const satisfies readonly RouteMeta[];

export type RouteId = (typeof routes)[number]["id"];
/** Ids that own a page folder (aliases show another route's page). */
export type PageId = Exclude<RouteId, "features" | "faq-upper"> | "not-found";

export const notFoundMeta: RouteMeta = route({
  id: "not-found",
  path: "/404",
  title: "Page not found",
  description: "This page does not exist.",
  robots: "noindex, nofollow",
  sitemap: false,
});

export interface RouteMatch {
  readonly route: RouteMeta;
  readonly params: Readonly<Record<string, string>>;
}

/** Exact, case-sensitive match of a path against one pattern (no trailing slash, no extra segment). */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(":")) {
      if (g === "") return undefined;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

export function matchRoute(path: string): RouteMatch | undefined {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}

/** Builds a route's path from its id and parameters: every internal URL comes from here. */
export function pathTo(id: RouteId, params: Record<string, string> = {}): string {
  const route = routes.find((r) => r.id === id) as RouteMeta;
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

export function pageIdOf(route: RouteMeta): PageId {
  return (route.pageOf ?? route.id) as PageId;
}
