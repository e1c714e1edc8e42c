import { useParams } from "wouter";
import { decodeSegment } from "#common/routes.ts";

/**
 * The route's path parameters, decoded as the Worker and the prerender decode them. wouter
 * decodes the path with decodeURI, which leaves reserved escapes such as `%2C` in place, so the
 * first article's id (a comma in its title) came out as "TickSim%2C..." and hydrated into the
 * not-found page. A malformed escape gives an empty value: no page matches it.
 */
export function useRouteParams<K extends string>(): Partial<Record<K, string>> {
  const raw = useParams() as Partial<Record<K, string>>;
  const decoded: Partial<Record<K, string>> = {};
  for (const [key, value] of Object.entries(raw) as [K, string | undefined][]) {
    if (value !== undefined) decoded[key] = decodeSegment(value) ?? "";
  }
  return decoded;
}
