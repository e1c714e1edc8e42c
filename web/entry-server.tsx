/** Build-time rendering of each public route to static HTML (used by build/prerender.ts). */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { type PageId, pageIdOf, routes, shellPathFor } from "#common/routes.ts";
import { App } from "./App";
import { blogEntries, blogId } from "./content/blog";
import { headFor, headTags } from "./head";

export { headFor, headTags };

export async function renderPath(path: string): Promise<string> {
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

/** Every path to prerender, with the page folder whose code and styles it needs. */
export function prerenderTargets(): { path: string; pageId: PageId }[] {
  const targets: { path: string; pageId: PageId }[] = [];
  for (const route of routes) {
    const pageId = pageIdOf(route);
    if (route.id === "blog-post") {
      for (const entry of blogEntries) targets.push({ path: `/blog/${blogId(entry)}`, pageId });
    } else {
      // Parameter routes other than the blog share one shell, named after their pattern.
      targets.push({ path: shellPathFor(route), pageId });
    }
  }
  targets.push({ path: "/404", pageId: "not-found" });
  return targets;
}

export const sitemapPaths = (): string[] => [
  ...routes.filter((r) => r.sitemap).map((r) => r.path),
  ...blogEntries.map((entry) => `/blog/${blogId(entry)}`),
];
