/**
 * The visitor's platform on every page (decision 059): `data-platform` on <html>, from the
 * `Sec-CH-UA-Platform` Client Hint that Chromium browsers send with every request, else the
 * User-Agent. The prerendered HTML stays as built; /download's CSS lays its offers out by this
 * attribute, so the first paint is already the final layout and nothing moves after hydration.
 */
import type { Context } from "hono";
import { detectPlatform, hintedPlatformOf, PLATFORM_ATTRIBUTE } from "#common/platform.ts";
import type { AppEnv } from "./app";

export function withVisitorPlatform(c: Context<AppEnv>, page: Response): Response {
  const platform = detectPlatform({
    userAgent: c.req.header("User-Agent"),
    hintedPlatform: hintedPlatformOf(c.req.header("Sec-CH-UA-Platform")),
  });
  // The answer depends on these; it is never shared anyway (private, no-cache).
  page.headers.append("Vary", "Sec-CH-UA-Platform, User-Agent");
  return new HTMLRewriter()
    .on("html", {
      element(element) {
        element.setAttribute(PLATFORM_ATTRIBUTE, platform);
      },
    })
    .transform(page);
}
