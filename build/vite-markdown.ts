/**
 * Build-time Markdown: `import article from "./post.md"` yields { frontMatter, html, headings }.
 * The HTML is rendered here by `marked`, so the client never ships a Markdown parser.
 * Front matter is a flat `key: value` block between `---` lines (strings only, optional quotes).
 * Headings get stable ids (lower case, words joined by hyphens) for tables of contents and anchors;
 * a heading may name its own with a trailing `{#id}`, so a translation keeps the original's anchors.
 */
import { Marked, type Tokens } from "marked";
import type { Plugin } from "vite";

export interface MarkdownHeading {
  readonly id: string;
  readonly text: string;
  readonly depth: number;
}

export interface MarkdownModule {
  readonly frontMatter: Record<string, string>;
  readonly html: string;
  readonly headings: readonly MarkdownHeading[];
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z#0-9]+;/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

function parseFrontMatter(source: string): { frontMatter: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { frontMatter: {}, body: source };
  const frontMatter: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const kv = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!kv) continue;
    frontMatter[kv[1] as string] = (kv[2] ?? "").trim().replace(/^(["'])(.*)\1$/, "$2");
  }
  return { frontMatter, body: source.slice(match[0].length) };
}

/** A heading's own id: `## Qui sommes-nous {#who-we-are}`. */
const EXPLICIT_ID = /^([\s\S]*?)\s*\{#([a-z0-9-]+)\}$/;

export function renderMarkdown(source: string): MarkdownModule {
  const { frontMatter, body } = parseFrontMatter(source);
  const headings: MarkdownHeading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Heading["tokens"]): string } }, token: Tokens.Heading) {
        const [, text = token.text, own] = EXPLICIT_ID.exec(token.text) ?? [];
        const inner = this.parser.parseInline(token.tokens).replace(EXPLICIT_ID, "$1");
        const base = own ?? (slugify(text) || "section");
        const n = used.get(base) ?? 0;
        used.set(base, n + 1);
        const id = n === 0 ? base : `${base}-${n + 1}`;
        headings.push({ id, text: inner.replace(/<[^>]*>/g, ""), depth: token.depth });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      // External links open in a new tab; internal ones stay in the SPA's origin.
      link(this: { parser: { parseInline(tokens: Tokens.Link["tokens"]): string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const external = /^https?:\/\//.test(token.href);
        const attrs = external ? ' target="_blank" rel="noopener noreferrer"' : "";
        return `<a href="${token.href}"${attrs}>${inner}</a>`;
      },
    },
  });
  // Wide tables scroll sideways on narrow screens in a keyboard-focusable, named region.
  const html = marked
    .parse(body, { async: false })
    .replace(/<table>/g, '<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>')
    .replace(/<\/table>/g, "</table></div>");
  return { frontMatter, html, headings };
}

export function markdown(): Plugin {
  return {
    name: "ticksim-markdown",
    enforce: "pre",
    transform(source, id) {
      if (!id.endsWith(".md")) return null;
      const module = renderMarkdown(source);
      return { code: `export default ${JSON.stringify(module)};`, map: null };
    },
  };
}
