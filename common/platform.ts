/**
 * The visitor's platform, for /download (decision 059): the desktop app runs on Windows only, so
 * every other platform is offered the web app first. The Worker reads it from the request's
 * headers and writes it on <html> before the page is served, so CSS lays the page out for it from
 * the first paint; a page the Worker did not serve (the dev server) reads it from `navigator`.
 * Runtime-neutral.
 */

export type Platform = "windows" | "other";

/** The attribute of <html> that names the visitor's platform. */
export const PLATFORM_ATTRIBUTE = "data-platform";

/** What a browser says of itself: User-Agent Client Hints where it sends them, else its User-Agent. */
export interface BrowserIdentity {
  readonly userAgent?: string | null | undefined;
  /** The hinted platform ("Windows", "macOS", "Android"...), unquoted. */
  readonly hintedPlatform?: string | null | undefined;
}

/** Client Hints, where the browser has them, are believed over the User-Agent (which they freeze). */
export function detectPlatform({ userAgent, hintedPlatform }: BrowserIdentity): Platform {
  if (hintedPlatform) return hintedPlatform === "Windows" ? "windows" : "other";
  return /Windows NT/.test(userAgent ?? "") ? "windows" : "other";
}

/**
 * The platform a `Sec-CH-UA-Platform` header names: a structured-field string (`"Windows"`).
 * Anything else (absent, unquoted, too long) is no hint at all, and the User-Agent decides.
 */
export function hintedPlatformOf(header: string | null | undefined): string | undefined {
  return /^\s*"([\w .-]{1,32})"\s*$/.exec(header ?? "")?.[1];
}

/** A value of the attribute, from anything the page finds there: a platform, or undefined. */
export function platformOf(value: string | null | undefined): Platform | undefined {
  return value === "windows" || value === "other" ? value : undefined;
}
