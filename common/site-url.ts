/**
 * An absolute address on the site: SITE_URL (configured with or without a trailing slash)
 * joined to `path` with exactly one slash between them; the site's own address without a
 * trailing slash when no path is given.
 */
export function siteAddress(siteUrl: string, path = ""): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}
