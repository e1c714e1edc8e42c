import { matchRoute, notFoundMeta, type Robots } from "#common/routes.ts";
import { config } from "./config";
import { findBlogEntry } from "./content/blog";
import { escapeHtml } from "./lib/html";

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

interface HeadTag {
  readonly element: "meta" | "link";
  /** The attribute that names the tag: `name="robots"`, `rel="canonical"`. */
  readonly key: string;
  readonly attribute: "content" | "href";
  readonly value: string;
}

const meta = (key: string, value: string): HeadTag => ({ element: "meta", key, attribute: "content", value });

/** The tags after <title>, in order: the prerender writes them, a client-side navigation sets them again. */
function tagsOf(head: Head): readonly HeadTag[] {
  const image = `${config.siteUrl}/media/og-image.png`;
  return [
    meta('name="description"', head.description),
    meta('name="robots"', head.robots),
    { element: "link", key: 'rel="canonical"', attribute: "href", value: head.canonical },
    meta('property="og:type"', "website"),
    meta('property="og:site_name"', "TickSim"),
    meta('property="og:title"', head.title),
    meta('property="og:description"', head.description),
    meta('property="og:url"', head.canonical),
    meta('property="og:image"', image),
    meta('name="twitter:card"', "summary_large_image"),
    meta('name="twitter:title"', head.title),
    meta('name="twitter:description"', head.description),
    meta('name="twitter:image"', image),
  ];
}

/** The same head as HTML tags, for prerendered files. */
export function headTags(head: Head): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...tagsOf(head).map((tag) => `<${tag.element} ${tag.key} ${tag.attribute}="${escapeHtml(tag.value)}" />`),
  ].join("\n    ");
}

/** Applies a head to the live document after a client-side navigation. */
export function applyHead(head: Head, doc: Document = document): void {
  doc.title = head.title;
  for (const tag of tagsOf(head)) {
    doc.head.querySelector(`${tag.element}[${tag.key}]`)?.setAttribute(tag.attribute, tag.value);
  }
}
