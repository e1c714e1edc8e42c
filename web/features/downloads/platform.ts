import { useEffect, useState } from "react";
import { detectPlatform, PLATFORM_ATTRIBUTE, type Platform, platformOf } from "#common/platform.ts";

/** Where the browser exposes User-Agent Client Hints (Chromium), its platform is there. */
type HintingNavigator = Navigator & { readonly userAgentData?: { readonly platform?: string } };

/**
 * The platform <html> names: the Worker wrote it from the request (decision 059), and the CSS has
 * laid the page out by it since the first paint. A page the Worker did not serve (the dev server)
 * names none: the browser's own word is taken and written there, so the CSS follows it too.
 */
export function visitorPlatform(doc: Document = document): Platform {
  const named = platformOf(doc.documentElement.getAttribute(PLATFORM_ATTRIBUTE));
  if (named) return named;
  const browser = doc.defaultView?.navigator as HintingNavigator | undefined;
  const platform = detectPlatform({ userAgent: browser?.userAgent, hintedPlatform: browser?.userAgentData?.platform });
  doc.documentElement.setAttribute(PLATFORM_ATTRIBUTE, platform);
  return platform;
}

/**
 * The visitor's platform once the page runs; undefined before (the prerendered page, and
 * hydration, which must render what the prerender did). What is painted never waits for it: the
 * CSS reads <html data-platform>; the page only brings its DOM order in line (focus, screen readers).
 */
export function usePlatform(): Platform | undefined {
  const [platform, setPlatform] = useState<Platform>();
  useEffect(() => setPlatform(visitorPlatform()), []);
  return platform;
}
