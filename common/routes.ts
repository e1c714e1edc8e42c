/**
 * THE route table, as data, and the rules derived from it: exact path matching, the page module
 * of a route and the prerendered file that serves a path. The SPA's router, the prerender step,
 * the sitemap, the bundle bench and the Worker's edge routing all read it, so a page exists in one
 * place. Runtime-neutral: nothing here may touch the DOM, React, Node or Workers globals.
 */

import {
  DEFAULT_LOCALE,
  type Locale,
  locales,
  localizedPath,
  PSEUDO_LOCALE,
  pseudoLocaleServed,
  SHELL_CATALOGUE,
  type SiteLocale,
  splitLocale,
} from "./locales.ts";
import { formatPrice } from "./money.ts";
import { CHEAPEST_PAID_MONTH, LICENCE_PRICE } from "./prices.ts";

export type Robots = "index, follow" | "noindex, nofollow";

export interface RouteMeta {
  /** Names the page module: web/features/<feature>/<PascalCaseId>Page.tsx (see pageModuleOf). */
  readonly id: string;
  /** The feature folder under web/features/ that holds the page. */
  readonly feature: string;
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
  /**
   * The languages the page is translated into, English first (decision 054): only these exist
   * under a language prefix. English alone when left out.
   */
  readonly languages?: readonly Locale[];
  /**
   * Catalogues shared with other pages that this page also reads (the FAQ, the form errors):
   * loaded with the shell's and the page's own before a translated page renders.
   */
  readonly sharedCatalogues?: readonly string[];
}

const BRAND = "TickSim";

// Generic in id and path so RouteId is the union of the table's ids and a path's parameters have names.
const route = <const Id extends string, const Path extends string>(
  r: Omit<RouteMeta, "id" | "path" | "robots" | "sitemap"> & { readonly id: Id; readonly path: Path } & Partial<
      Pick<RouteMeta, "robots" | "sitemap">
    >,
): RouteMeta & { readonly id: Id; readonly path: Path } => ({
  robots: "index, follow",
  sitemap: true,
  ...r,
  title: `${r.title} | ${BRAND}`,
});

export const routes = [
  route({
    id: "home",
    feature: "showcase",
    path: "/",
    languages: locales,
    sharedCatalogues: ["prices"],
    title: "The best backtesting software",
    description:
      "Backtest trading strategies on 1000+ assets with tick data accuracy and real historical spread. 100% free for swing traders.",
  }),
  route({
    id: "desktop",
    feature: "showcase",
    path: "/desktop",
    languages: locales,
    sharedCatalogues: ["feature-matrix", "pricing-common", "prices"],
    title: "Desktop app",
    description:
      "The Windows backtesting app: two trading interfaces, offline backtests on 1000+ assets and a lifetime licence.",
  }),
  route({
    id: "features-web",
    feature: "showcase",
    path: "/features/web",
    languages: locales,
    sharedCatalogues: ["features-tour", "symbols", "faq", "feature-matrix"],
    title: "Web app features",
    description:
      "Market orders, 107 indicators, drawing tools, risk management, timeframes down to seconds and an economic calendar since 2007.",
  }),
  route({
    id: "features-desktop",
    feature: "showcase",
    path: "/features/desktop",
    languages: locales,
    sharedCatalogues: ["features-tour", "symbols", "faq", "feature-matrix", "pricing-common", "prices"],
    title: "Desktop app features",
    description:
      "Two interface themes, 44 native indicators and detailed statistics offline; the Rule Manager is coming soon.",
  }),
  route({
    id: "features",
    feature: "showcase",
    path: "/features",
    languages: locales,
    title: "Web app features",
    description:
      "Market orders, 107 indicators, drawing tools, risk management, timeframes down to seconds and an economic calendar since 2007.",
    canonical: "/features/web",
    pageOf: "features-web",
    sitemap: false,
  }),
  route({
    id: "pricing",
    feature: "pricing",
    path: "/pricing",
    languages: locales,
    sharedCatalogues: ["pricing-common", "feature-matrix", "prices"],
    title: "Pricing",
    description: `100% free for swing traders, no credit card needed. Web plans from ${formatPrice(CHEAPEST_PAID_MONTH)} a month, desktop licence for life.`,
  }),
  route({
    id: "pricing-web",
    feature: "pricing",
    path: "/pricing/web",
    languages: locales,
    sharedCatalogues: ["pricing-common", "feature-matrix", "faq"],
    title: "Web app pricing",
    description:
      "Free, Basic and Essential plans, billed monthly or yearly (-15%). Compare charts and timeframes plan by plan.",
  }),
  route({
    id: "pricing-desktop",
    feature: "pricing",
    path: "/pricing/desktop",
    languages: locales,
    sharedCatalogues: ["pricing-common", "feature-matrix", "prices"],
    title: "Desktop app pricing",
    description: `One lifetime licence for the Windows desktop app: ${formatPrice(LICENCE_PRICE)}, paid once.`,
  }),
  route({
    id: "order-summary",
    feature: "checkout",
    path: "/OrderSummary",
    languages: locales,
    sharedCatalogues: ["pricing-common", "feature-matrix", "prices"],
    title: "Order details",
    description: "Buy the lifetime licence of the desktop backtesting app with a secure card payment.",
    // A step of a purchase, not a page to find: out of search engines in every language (decision 073).
    robots: "noindex, nofollow",
    sitemap: false,
  }),
  route({
    id: "licence-reset",
    feature: "licences",
    path: "/resetlicense",
    languages: locales,
    sharedCatalogues: ["forms"],
    title: "Reset your license key",
    description: "Reset your desktop licence key to install the app on another device.",
  }),
  route({
    id: "licence-resend",
    feature: "licences",
    path: "/licence",
    languages: locales,
    sharedCatalogues: ["forms"],
    title: "Find your license key",
    description: "Lost your licence e-mail? Get every licence key and order ID of your purchases sent again.",
  }),
  route({
    id: "download",
    feature: "downloads",
    path: "/download",
    languages: locales,
    sharedCatalogues: ["forms"],
    title: "Download the desktop app",
    description:
      "Download the TickSim desktop app for Windows: every version with its size and SHA-256, or the web app on any other device.",
  }),
  route({
    id: "discord",
    feature: "discord",
    path: "/discord",
    languages: locales,
    title: "Community",
    description: "Join the traders' community on Discord: weekly gifts, support, the roadmap and other traders.",
  }),
  route({
    id: "blog",
    feature: "blog",
    path: "/blog",
    title: "Blog",
    description: "Articles on backtesting, historical spreads and market randomness.",
  }),
  route({
    id: "blog-post",
    feature: "blog",
    path: "/blog/:id",
    // An article's launch deal dates are the feature matrix's words (ArticleBody).
    sharedCatalogues: ["feature-matrix"],
    title: "Blog",
    description: "Articles on backtesting, historical spreads and market randomness.",
    sitemap: false,
    unknownParamIs404: true,
  }),
  route({
    id: "faq",
    feature: "faq",
    path: "/faq",
    languages: locales,
    sharedCatalogues: ["feature-matrix"],
    title: "FAQ",
    description: "Answers about the web and desktop backtesting apps: plans, assets, timeframes, licences and more.",
  }),
  route({
    id: "faq-upper",
    feature: "faq",
    path: "/FAQ",
    languages: locales,
    title: "FAQ",
    description: "Answers about the web and desktop backtesting apps: plans, assets, timeframes, licences and more.",
    canonical: "/faq",
    pageOf: "faq",
    sitemap: false,
  }),
  route({
    id: "partners",
    feature: "partners",
    path: "/partners",
    languages: locales,
    title: "Partners",
    description: "Our partners, and how to become an affiliate partner.",
  }),
  route({
    id: "contact",
    feature: "contact",
    path: "/contact",
    languages: locales,
    sharedCatalogues: ["forms"],
    title: "Contact us",
    description: "A question? A remark? A suggestion? Tell us.",
  }),
  route({
    id: "comparison",
    feature: "comparison",
    path: "/comparison",
    languages: locales,
    sharedCatalogues: ["feature-matrix", "prices"],
    title: "Comparison",
    description: "How the backtester compares: historical spread, assets, seconds timeframes, statistics and price.",
  }),
  route({
    id: "terms",
    feature: "legal",
    path: "/terms",
    languages: locales,
    sharedCatalogues: ["legal"],
    title: "Terms and Conditions",
    description: "The terms and conditions of the backtesting apps, last updated April 9, 2025.",
  }),
  route({
    id: "privacy",
    feature: "legal",
    path: "/privacy",
    languages: locales,
    sharedCatalogues: ["legal"],
    title: "Privacy Policy",
    description: "What data the backtesting apps collect and why, last updated April 9, 2025.",
  }),
  route({
    id: "affiliates",
    feature: "affiliates",
    path: "/affiliates",
    languages: locales,
    sharedCatalogues: ["forms", "affiliate-forgot-password"],
    title: "Affiliate portal",
    description: "Sign in to the affiliate portal to follow your sales and commissions.",
  }),
  route({
    id: "affiliate-reset-password",
    feature: "affiliates",
    path: "/affiliates/resetpassword/:token",
    languages: locales,
    sharedCatalogues: ["forms", "affiliate-forgot-password"],
    title: "Reset your password",
    description: "Choose a new password for the affiliate portal.",
    robots: "noindex, nofollow",
    sitemap: false,
  }),
  // The same page once the token has left the address bar (kept by the tab), e.g. after a reload.
  route({
    id: "affiliate-reset-password-form",
    feature: "affiliates",
    path: "/affiliates/resetpassword",
    languages: locales,
    pageOf: "affiliate-reset-password",
    title: "Reset your password",
    description: "Choose a new password for the affiliate portal.",
    robots: "noindex, nofollow",
    sitemap: false,
  }),
  route({
    id: "admin",
    feature: "admin",
    path: "/admin",
    title: "Operator console",
    description: "The shop's operator console.",
    robots: "noindex, nofollow",
    sitemap: false,
  }),
  // The console's own pages (/admin/orders, /admin/orders/123...) are routed inside its chunk
  // (web/features/admin/sections.ts); these two patterns give every such path the console's shell.
  route({
    id: "admin-section",
    feature: "admin",
    path: "/admin/:section",
    title: "Operator console",
    description: "The shop's operator console.",
    robots: "noindex, nofollow",
    sitemap: false,
    pageOf: "admin",
  }),
  route({
    id: "admin-item",
    feature: "admin",
    path: "/admin/:section/:id",
    title: "Operator console",
    description: "The shop's operator console.",
    robots: "noindex, nofollow",
    sitemap: false,
    pageOf: "admin",
  }),
] as const satisfies readonly RouteMeta[];

export type RouteId = (typeof routes)[number]["id"];
/** Ids that own a page folder (aliases show another route's page). */
export type PageId =
  | Exclude<RouteId, "features" | "faq-upper" | "admin-section" | "admin-item" | "affiliate-reset-password-form">
  | "not-found";

export const notFoundMeta: RouteMeta = route({
  id: "not-found",
  feature: "not-found",
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

/**
 * A pattern as a regular expression: exact and case-sensitive (no trailing slash, no extra
 * segment); `:name` matches one non-empty segment. wouter's own parser is case-insensitive and
 * accepts a trailing slash, so the SPA's router uses this one too (the Worker redirects /Pricing).
 * "*" is what wouter asks for a path-less `<Route>` (the not-found page): it matches any path.
 */
export function exactParser(pattern: string): { pattern: RegExp; keys: string[] } {
  let parsed = parsedPatterns.get(pattern);
  if (!parsed) {
    parsed = parsePattern(pattern);
    parsedPatterns.set(pattern, parsed);
  }
  return parsed;
}

/**
 * Each pattern compiled once: the Worker matches every request against the route table (its
 * security headers, its log lines) and the router every navigation. The expressions carry no
 * `g` flag, so a shared one keeps no state between matches.
 */
const parsedPatterns = new Map<string, { pattern: RegExp; keys: string[] }>();

function parsePattern(pattern: string): { pattern: RegExp; keys: string[] } {
  if (pattern === "*") return { pattern: /^.*$/, keys: [] };
  const keys: string[] = [];
  const source = pattern
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) {
        keys.push(segment.slice(1));
        return "([^/]+)";
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return { pattern: new RegExp(`^${source}$`), keys };
}

/** A path segment as the text it encodes (`%2C` is a comma); undefined when its escapes are malformed. */
export function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A path's parameters under a pattern, decoded; undefined when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const { pattern: regex, keys } = exactParser(pattern);
  const found = regex.exec(path);
  if (!found) return undefined;
  const params: Record<string, string> = {};
  for (const [i, key] of keys.entries()) {
    const value = decodeSegment(found[i + 1] as string);
    if (value === undefined) return undefined;
    params[key] = value;
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

/** A route parameter that is a secret (a reset link's token): its page sends no Referer and is never reported with it. */
const SECRET_PARAM = /\/:token(?:\/|$)/;

/**
 * The path fit for analytics and other reports: a path of a route with a secret parameter is
 * reported as the route's pattern (/affiliates/resetpassword/:token); any other path as it is.
 */
export function withoutSecrets(path: string): string {
  const secret = routes.find((r: RouteMeta) => SECRET_PARAM.test(r.path) && exactParser(r.path).pattern.test(path));
  return secret ? secret.path : path;
}

/**
 * Builds a route's path from its id and parameters: every internal URL comes from here. In a
 * language the page is not translated into yet, the English page's path.
 */
export function pathTo(id: RouteId, params: Record<string, string> = {}, locale: SiteLocale = DEFAULT_LOCALE): string {
  const route = routes.find((r) => r.id === id) as RouteMeta;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return languagesOf(route).includes(locale) ? localizedPath(locale, path) : path;
}

/** The languages a route exists in; the pseudo-locale joins every translated route where it is served. */
export function languagesOf(route: RouteMeta): readonly SiteLocale[] {
  const languages = route.languages ?? [DEFAULT_LOCALE];
  return pseudoLocaleServed && languages.length > 1 ? [...languages, PSEUDO_LOCALE] : languages;
}

export interface LocalizedMatch extends RouteMatch {
  readonly locale: SiteLocale;
}

/**
 * A path's route, parameters and language: "/fr/" is the home page in French. A path under a
 * language the route is not translated into, or under no language the site serves, matches nothing.
 */
export function matchLocalized(path: string): LocalizedMatch | undefined {
  const split = splitLocale(path);
  if (!split) return undefined;
  const match = matchRoute(split.rest);
  if (!match || !languagesOf(match.route).includes(split.locale)) return undefined;
  return { ...match, locale: split.locale };
}

/**
 * The translations of a route path that exist (the pseudo-locale never listed), English first:
 * the hreflang alternates of a page and of its sitemap entry.
 */
export function alternatesOf(route: RouteMeta, path: string): { locale: Locale; path: string }[] {
  return (route.languages ?? [DEFAULT_LOCALE]).map((locale) => ({ locale, path: localizedPath(locale, path) }));
}

export function pageIdOf(route: RouteMeta): PageId {
  return (route.pageOf ?? route.id) as PageId;
}

/** The route that owns a page id (an alias's page is its target's). */
const routeOfPage = (id: PageId): RouteMeta =>
  id === notFoundMeta.id ? notFoundMeta : (routes.find((r) => r.id === id) as RouteMeta);

/**
 * Every catalogue a page reads (web/i18n/messages/<locale>/<name>.json): the shell's, its own and
 * the shared ones it names. The SPA and the prerender load them, in the page's language (English
 * too), before the page renders; the bench counts them.
 */
export function cataloguesOf(id: PageId): string[] {
  return [SHELL_CATALOGUE, id, ...(routeOfPage(id).sharedCatalogues ?? [])];
}

/** The page module of a page id, relative to the repository root (the prerender finds its built chunk by it). */
export function pageModuleOf(id: PageId): string {
  const route = routeOfPage(id);
  const name = id.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return `web/features/${route.feature}/${name}Page.tsx`;
}

/** The ids that own a page (aliases show another route's page), the not-found page last. */
export const pageIds: readonly PageId[] = [
  ...routes.filter((r: RouteMeta) => !r.pageOf).map((r) => r.id as PageId),
  notFoundMeta.id as PageId,
];

/**
 * Where the prerender writes a path's HTML and the Worker finds it: / -> /index.html, /fr/ ->
 * /fr/index.html, /pricing/web -> /pricing/web.html.
 */
export function htmlFileFor(path: string): string {
  return path.endsWith("/") ? `${path}index.html` : `${path}.html`;
}

/** The path a parameter route is prerendered at: one shell for every value, e.g. /affiliates/resetpassword/[token]. */
export function shellPathFor(route: RouteMeta): string {
  return route.path.replace(/:(\w+)/g, "[$1]");
}
