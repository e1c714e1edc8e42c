/**
 * wouter's default pattern parser is case-insensitive and accepts a trailing slash; the route
 * table is exact (the Worker redirects /Pricing and /blog/), so the SPA matches exactly too.
 */
export function exactParser(route: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = route
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
