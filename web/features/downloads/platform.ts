import { useEffect, useState } from "react";

/** The desktop app runs on Windows only: every other platform is offered the web app. */
export type Platform = "windows" | "other";

/** What the browser says of itself: User-Agent Client Hints where it has them, else its User-Agent. */
export interface BrowserIdentity {
  readonly userAgent: string;
  readonly userAgentData?: { readonly platform?: string } | undefined;
}

export function detectPlatform({ userAgent, userAgentData }: BrowserIdentity): Platform {
  const hinted = userAgentData?.platform;
  if (hinted) return hinted === "Windows" ? "windows" : "other";
  return /Windows NT/.test(userAgent) ? "windows" : "other";
}

/**
 * The visitor's platform once the page runs in a browser; undefined before (the prerendered page,
 * and hydration, which must render what the prerender did).
 */
export function usePlatform(): Platform | undefined {
  const [platform, setPlatform] = useState<Platform>();
  useEffect(() => setPlatform(detectPlatform(navigator as Navigator & BrowserIdentity)), []);
  return platform;
}
