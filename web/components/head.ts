import {
  DEFAULT_LOCALE,
  localizedPath,
  PSEUDO_LOCALE,
  prefixOf,
  type SiteLocale,
  splitLocale,
} from "#common/locales.ts";
import { alternatesOf, matchLocalized, notFoundMeta, pageIdOf, type Robots } from "#common/routes.ts";
import { findBlogEntry } from "#web/content/blog/index.ts";
import { loadedMessage } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import { escapeHtml } from "#web/lib/html.ts";

export interface Head {
  readonly title: string;
  readonly description: string;
  readonly robots: Robots;
  /** Absolute canonical URL. */
  readonly canonical: string;
  readonly status: 200 | 404;
  /** The page's language: `<html lang>`. */
  readonly lang: SiteLocale;
  /** The translations of the page (hreflang and absolute URL), x-default last; none when it has none. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

const absolute = (path: string) => `${config.siteUrl}${path === "/" ? "/" : path}`;

/** Title, description, robots and canonical of any path: the prerender writes them, the SPA updates them. */
export function headFor(path: string): Head {
  const match = matchLocalized(path);
  if (!match) return notFound(path);
  const { route, params, locale } = match;
  if (route.id === "blog-post") {
    const entry = findBlogEntry(params.id ?? "");
    if (!entry) return notFound(path);
    return {
      title: `${entry.title} | TickSim`,
      description: entry.text.length > 155 ? `${entry.text.slice(0, 152)}...` : entry.text,
      robots: route.robots,
      canonical: absolute(path),
      status: 200,
      lang: DEFAULT_LOCALE,
      alternates: [],
    };
  }
  // The English page's path: the canonical of an alias, the path without its language prefix.
  const englishPath = route.canonical ?? path.slice(prefixOf(locale).length);
  const alternates = alternatesOf(route, englishPath);
  // A translated page's title and description are its catalogue's (loaded before it renders).
  const translated = (key: string) =>
    locale === DEFAULT_LOCALE ? undefined : loadedMessage(pageIdOf(route), locale, key);
  const metaTitle = translated("meta_title");
  return {
    title: metaTitle ? `${metaTitle} | TickSim` : route.title,
    description: translated("meta_description") ?? route.description,
    // The pseudo-locale is for tests: never indexed.
    robots: locale === PSEUDO_LOCALE ? "noindex, nofollow" : route.robots,
    // An alias in a language (/fr/FAQ) is canonical at its target in that language (/fr/faq).
    canonical: absolute(localizedPath(locale, englishPath)),
    status: 200,
    lang: locale,
    alternates:
      alternates.length > 1
        ? [
            ...alternates.map((a) => ({ hreflang: a.locale, href: absolute(a.path) })),
            { hreflang: "x-default", href: absolute(englishPath) },
          ]
        : [],
  };
}

/** The not-found page's head, in the language of the address (an unknown path reached in the app under /it/). */
function notFound(path: string): Head {
  const locale = splitLocale(path)?.locale ?? DEFAULT_LOCALE;
  const translated = (key: string) =>
    locale === DEFAULT_LOCALE ? undefined : loadedMessage(notFoundMeta.id, locale, key);
  const metaTitle = translated("meta_title");
  return {
    title: metaTitle ? `${metaTitle} | TickSim` : notFoundMeta.title,
    description: translated("meta_description") ?? notFoundMeta.description,
    robots: notFoundMeta.robots,
    canonical: absolute(path),
    status: 404,
    lang: locale,
    alternates: [],
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
  const tags = tagsOf(head).map((tag) => `<${tag.element} ${tag.key} ${tag.attribute}="${escapeHtml(tag.value)}" />`);
  // The translations follow the canonical link (the third tag).
  tags.splice(3, 0, ...head.alternates.map(alternateTag));
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join("\n    ");
}

const alternateTag = ({ hreflang, href }: Head["alternates"][number]) =>
  `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`;

/** Applies a head to the live document after a client-side navigation. */
export function applyHead(head: Head, doc: Document = document): void {
  doc.title = head.title;
  doc.documentElement.lang = head.lang;
  for (const tag of tagsOf(head)) {
    doc.head.querySelector(`${tag.element}[${tag.key}]`)?.setAttribute(tag.attribute, tag.value);
  }
  for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  const canonical = doc.head.querySelector('link[rel="canonical"]');
  canonical?.insertAdjacentHTML("afterend", head.alternates.map(alternateTag).join(""));
}
