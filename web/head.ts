import { matchRoute, notFoundMeta, type Robots } from "#common/routes.ts";
import { config } from "./config";
import { findBlogEntry } from "./content/blog";

export interface Head {
  readonly title: string;
  readonly description: string;
  readonly robots: Robots;
  /** Absolute canonical URL. */
  readonly canonical: string;
  readonly status: 200 | 404;
}

const absolute = (path: string) => `${config.siteUrl}${path === "/" ? "/" : path}`;

/** Title, description, robots and canonical of any path: the prerender writes them, the SPA updates them. */
export function headFor(path: string): Head {
  const match = matchRoute(path);
  if (!match) return notFound(path);
  const { route, params } = match;
  if (route.id === "blog-post") {
    const entry = findBlogEntry(params.id ?? "");
    if (!entry) return notFound(path);
    return {
      title: `${entry.title} | TickSim`,
      description: entry.text.length > 155 ? `${entry.text.slice(0, 152)}...` : entry.text,
      robots: route.robots,
      canonical: absolute(path),
      status: 200,
    };
  }
  return {
    title: route.title,
    description: route.description,
    robots: route.robots,
    canonical: absolute(route.canonical ?? path),
    status: 200,
  };
}

function notFound(path: string): Head {
  return {
    title: notFoundMeta.title,
    description: notFoundMeta.description,
    robots: notFoundMeta.robots,
    canonical: absolute(path),
    status: 404,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The same head as HTML tags, for prerendered files. */
export function headTags(head: Head): string {
  const t = escapeHtml(head.title);
  const d = escapeHtml(head.description);
  const c = escapeHtml(head.canonical);
  const image = escapeHtml(`${config.siteUrl}/media/og-image.png`);
  return [
    `<title>${t}</title>`,
    `<meta name="description" content="${d}" />`,
    `<meta name="robots" content="${head.robots}" />`,
    `<link rel="canonical" href="${c}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="TickSim" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${c}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${t}" />`,
    `<meta name="twitter:description" content="${d}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join("\n    ");
}

/** Applies a head to the live document after a client-side navigation. */
export function applyHead(head: Head, doc: Document = document): void {
  doc.title = head.title;
  const set = (selector: string, attr: "content" | "href", value: string) => {
    doc.head.querySelector(selector)?.setAttribute(attr, value);
  };
  set('meta[name="description"]', "content", head.description);
  set('meta[name="robots"]', "content", head.robots);
  set('link[rel="canonical"]', "href", head.canonical);
  set('meta[property="og:title"]', "content", head.title);
  set('meta[property="og:description"]', "content", head.description);
  set('meta[property="og:url"]', "content", head.canonical);
  set('meta[name="twitter:title"]', "content", head.title);
  set('meta[name="twitter:description"]', "content", head.description);
}
