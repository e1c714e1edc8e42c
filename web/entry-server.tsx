/** Build-time rendering of each public route to static HTML (used by build/prerender.ts). */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { localizedPath } from "#common/locales.ts";
import { alternatesOf, languagesOf, type PageId, pageIdOf, routes, shellPathFor } from "#common/routes.ts";
import { App } from "./App";
import { headFor, headTags } from "./components/head";
import { blogEntries, blogId } from "./content/blog";
import { loadPageMessages, pageCatalogues } from "./i18n/page-messages";
import { config } from "./lib/config";
import { consentAskTag } from "./lib/consent-before-paint";

export { headFor, headTags, pageCatalogues };

/** The head's consent starter (decision 079): empty in a build without a tag id, which asks nothing. */
export const consentStarter = (): string => consentAskTag(config.gtmId);

export async function renderPath(path: string): Promise<string> {
  await loadPageMessages(path);
  const { prelude } = await prerender(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
    // Never outline a large Suspense boundary into a streamed segment: completing it needs an
    // inline script, which the CSP blocks, and the page would then be rendered twice.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

export interface PrerenderTarget {
  readonly path: string;
  readonly pageId: PageId;
}

/** Every path to prerender, in every language its route is translated into, with the page folder whose code and styles it needs. */
export function prerenderTargets(): PrerenderTarget[] {
  const targets: PrerenderTarget[] = [];
  for (const route of routes) {
    const pageId = pageIdOf(route);
    if (route.id === "blog-post") {
      for (const entry of blogEntries) targets.push({ path: `/blog/${blogId(entry)}`, pageId });
    } else {
      // Parameter routes other than the blog share one shell, named after their pattern.
      for (const locale of languagesOf(route)) {
        targets.push({ path: localizedPath(locale, shellPathFor(route)), pageId });
      }
    }
  }
  targets.push({ path: "/404", pageId: "not-found" });
  return targets;
}

/** A sitemap entry: its path and, for a translated page, every translation's (hreflang) path. */
export interface SitemapEntry {
  readonly path: string;
  readonly alternates: readonly { readonly hreflang: string; readonly path: string }[];
}

export const sitemapEntries = (): SitemapEntry[] => [
  ...routes
    .filter((r) => r.sitemap)
    .flatMap((route) => {
      const translations = alternatesOf(route, route.path);
      const alternates =
        translations.length > 1
          ? [
              ...translations.map((t) => ({ hreflang: t.locale, path: t.path })),
              { hreflang: "x-default", path: route.path },
            ]
          : [];
      return translations.map((t) => ({ path: t.path, alternates }));
    }),
  ...blogEntries.map((entry) => ({ path: `/blog/${blogId(entry)}`, alternates: [] })),
];
