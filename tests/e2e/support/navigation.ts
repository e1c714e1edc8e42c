/**
 * Navigation by route id: the path comes from the route table (pathTo), so a renamed or removed
 * route fails to type-check in the specs instead of loading the not-found page. A route with
 * parameters takes all of them, typed from its path (`visit("blog-post", { id })`); one without
 * takes only the options (`visit("contact", { waitUntil: "networkidle" })`).
 */
import type { Page, Response } from "@playwright/test";
import { pathTo, type RouteId, routes } from "#common/routes.ts";
import { hydrated } from "./hydration";

type PathOf<Id extends RouteId> = Extract<(typeof routes)[number], { readonly id: Id }>["path"];

/** The `:name` segments of a path pattern. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Id extends RouteId> = { readonly [Name in ParamNames<PathOf<Id>>]: string };

export interface VisitOptions {
  /** The query string, e.g. `{ sid }` for /OrderSummary?sid=... */
  readonly query?: Readonly<Record<string, string>>;
  /** The fragment, without its "#": `{ hash: "pricetable" }`. */
  readonly hash?: string;
  readonly waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit";
}

export type VisitArgs<Id extends RouteId> = [ParamNames<PathOf<Id>>] extends [never]
  ? [options?: VisitOptions]
  : [params: RouteParams<Id>, options?: VisitOptions];

/** The params and options of a visit: a route's path says whether the first argument is its params. */
function readArgs<Id extends RouteId>(
  id: Id,
  args: VisitArgs<Id>,
): { params: Record<string, string>; options: VisitOptions } {
  const takesParams = routes.some((route) => route.id === id && route.path.includes("/:"));
  const [first, second] = args as [object | undefined, VisitOptions | undefined];
  return takesParams
    ? { params: first as Record<string, string>, options: second ?? {} }
    : { params: {}, options: (first as VisitOptions | undefined) ?? {} };
}

/** The address of a route with its parameters, query string and fragment, relative to the site. */
export function urlOf<Id extends RouteId>(id: Id, ...args: VisitArgs<Id>): string {
  const { params, options } = readArgs(id, args);
  const query = new URLSearchParams(options.query).toString();
  return `${pathTo(id, params)}${query ? `?${query}` : ""}${options.hash ? `#${options.hash}` : ""}`;
}

/**
 * Loads a route in `page`; answers the main document's response as page.goto does. A prerendered
 * page asks for its code once it is painted (decision 064), which can be after its load event and
 * even after the network went quiet ("networkidle") on a busy machine: a visit ends once the page is
 * hydrated, when a visitor's clicks act, unless it asks for `waitUntil: "commit"` (a test of the page
 * before its code).
 */
export async function visitRoute<Id extends RouteId>(
  page: Page,
  id: Id,
  ...args: VisitArgs<Id>
): Promise<Response | null> {
  const { waitUntil } = readArgs(id, args).options;
  const response = await page.goto(urlOf(id, ...args), { waitUntil });
  if (waitUntil !== "commit") await hydrated(page);
  return response;
}
