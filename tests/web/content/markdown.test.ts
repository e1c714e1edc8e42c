import { describe, expect, it } from "vitest";
import { renderMarkdown, slugify } from "#build/vite-markdown.ts";

describe("build-time Markdown", () => {
  it("reads the front matter and renders the body to HTML", () => {
    const out = renderMarkdown('---\ntitle: "Hello?"\nnumber: 2\n---\n\nSome *text*.\n');
    expect(out.frontMatter).toEqual({ title: "Hello?", number: "2" });
    expect(out.html).toBe("<p>Some <em>text</em>.</p>\n");
  });

  it("gives headings unique anchor ids and lists them for a table of contents", () => {
    const out = renderMarkdown("## Fees and payment\n\ntext\n\n### Free Trial\n\n## Fees and payment\n");
    expect(out.headings).toEqual([
      { id: "fees-and-payment", text: "Fees and payment", depth: 2 },
      { id: "free-trial", text: "Free Trial", depth: 3 },
      { id: "fees-and-payment-2", text: "Fees and payment", depth: 2 },
    ]);
    expect(out.html).toContain('<h2 id="fees-and-payment">Fees and payment</h2>');
  });

  it("takes a heading's own id when it names one, so a translation keeps the original's anchors", () => {
    const out = renderMarkdown("## Prix et **paiement** {#fees-and-payment}\n\n## 料金と支払い {#fees-and-payment}\n");
    expect(out.headings).toEqual([
      { id: "fees-and-payment", text: "Prix et paiement", depth: 2 },
      { id: "fees-and-payment-2", text: "料金と支払い", depth: 2 },
    ]);
    expect(out.html).toContain('<h2 id="fees-and-payment">Prix et <strong>paiement</strong></h2>');
    expect(out.html).not.toContain("{#");
  });

  it("opens external links in a new tab and keeps internal ones in the site", () => {
    const out = renderMarkdown("[a](https://example.com) [b](/discord)");
    expect(out.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a>');
    expect(out.html).toContain('<a href="/discord">b</a>');
  });

  it("renders tables in a focusable scroll region and leaves a text without front matter whole", () => {
    const out = renderMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(out.frontMatter).toEqual({});
    expect(out.html).toContain("<td>1</td>");
    expect(out.html).toMatch(
      /^<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>[\s\S]*<\/table><\/div>\n?$/,
    );
  });

  it("slugs titles to lower-case words joined by hyphens", () => {
    expect(slugify("Interactive Services and Your Contributions")).toBe("interactive-services-and-your-contributions");
    expect(slugify("What's <em>this</em>?")).toBe("whats-this");
  });
});
