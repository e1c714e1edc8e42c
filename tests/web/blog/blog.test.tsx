import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { matchRoute } from "#common/routes.ts";
import { articleLoaders, RANDOM_CANDLES_EMBED } from "#web/content/blog/articles.ts";
import { EXCERPT_LARGE, EXCERPT_SMALL, excerpt } from "#web/content/blog/format.ts";
import { blogEntries, blogId, findBlogEntry } from "#web/content/blog/index.ts";
import BlogPage from "#web/features/blog/BlogPage.tsx";
import BlogPostPage from "#web/features/blog/BlogPostPage.tsx";

describe("blog ids", () => {
  it("turn spaces into hyphens, drop the question mark and add a -000N suffix", () => {
    expect(blogId({ title: "Are markets random?", number: 3 })).toBe("Are-markets-random-0003");
    expect(blogId({ title: "Why are your backtests wrong?", number: 2 })).toBe("Why-are-your-backtests-wrong-0002");
    expect(blogId({ title: "A b c", number: 12 })).toBe("A-b-c-0012");
  });

  it("find each entry by its id and nothing for an unknown id", () => {
    for (const entry of blogEntries) expect(findBlogEntry(blogId(entry))).toBe(entry);
    expect(findBlogEntry("Are-markets-random-0004")).toBeUndefined();
    expect(findBlogEntry("")).toBeUndefined();
  });
});

describe("excerpts", () => {
  it("cut at 150 characters on the large card and 100 on the small one, then '...'", () => {
    const text = "x".repeat(200);
    expect(excerpt(text, EXCERPT_LARGE)).toBe(`${"x".repeat(150)}...`);
    expect(excerpt(text, EXCERPT_SMALL)).toBe(`${"x".repeat(100)}...`);
    expect(EXCERPT_LARGE).toBe(150);
    expect(EXCERPT_SMALL).toBe(100);
  });

  it("leave a text that fits whole", () => {
    expect(excerpt("short", 100)).toBe("short");
    expect(excerpt("y".repeat(100), 100)).toBe("y".repeat(100));
  });

  it("end on a word boundary, without a dangling comma", () => {
    expect(excerpt("one two three four", 9)).toBe("one two...");
    expect(excerpt("one two three four", 7)).toBe("one two...");
    expect(excerpt("one two, three four", 10)).toBe("one two...");
    expect(excerpt("one twothree", 8)).toBe("one...");
  });

  it("end every entry's excerpts on a whole word of its text", () => {
    for (const entry of blogEntries) {
      const words = new Set(entry.text.split(/\s+/).map((w) => w.replace(/[,;:.]$/, "")));
      for (const max of [EXCERPT_SMALL, EXCERPT_LARGE]) {
        const cut = excerpt(entry.text, max);
        if (cut === entry.text) continue;
        expect(cut.length, cut).toBeLessThanOrEqual(max + 3);
        const last = cut.slice(0, -3).split(/\s+/).at(-1) ?? "";
        expect(words.has(last), `"${last}" in "${cut}"`).toBe(true);
      }
    }
  });
});

describe("blog dates", () => {
  it("are the site's en-US long dates in UTC on the cards", () => {
    render(
      <Router hook={memoryLocation({ path: "/blog" }).hook}>
        <BlogPage />
      </Router>,
    );
    const times = [...document.querySelectorAll("time")].map((t) => t.textContent);
    expect(times).toContain("April 14, 2025");
    expect(times).toContain("June 3, 2025");
  });
});

describe("articles", () => {
  it("are Markdown files whose front matter matches the blog entry", async () => {
    expect(Object.keys(articleLoaders).map(Number).sort()).toEqual(blogEntries.map((e) => e.number).sort());
    for (const entry of blogEntries) {
      const { default: article } = await (
        articleLoaders[entry.number] as () => Promise<{
          default: { frontMatter: Record<string, string>; html: string };
        }>
      )();
      expect(article.frontMatter).toMatchObject({
        number: String(entry.number),
        title: entry.title,
        author: entry.author,
        date: entry.date,
      });
      // Several screens of text each.
      expect(article.html.replace(/<[^>]*>/g, "").length, entry.title).toBeGreaterThan(4000);
    }
  });

  it("link only to pages that exist", async () => {
    for (const load of Object.values(articleLoaders)) {
      const { default: article } = await load();
      for (const [, href] of article.html.matchAll(/href="([^"]+)"/g)) {
        if (!href?.startsWith("/")) continue;
        const match = matchRoute(href);
        expect(match, href).toBeDefined();
        if (match?.route.id === "blog-post") expect(findBlogEntry(match.params.id ?? ""), href).toBeDefined();
      }
    }
  });

  it("explain the spread with a worked numeric example, and embed the chart only in the random-markets article", async () => {
    const html = async (n: number) =>
      (await (articleLoaders[n] as () => Promise<{ default: { html: string } }>)()).default.html;
    const spread = await html(2);
    expect(spread).toContain('<div class="table-scroll" role="region" aria-label="Table" tabindex="0"><table>');
    expect(spread).toContain("+95.00 USD");
    expect(spread).toContain("+20.50 USD");
    expect(await html(3)).toContain(RANDOM_CANDLES_EMBED);
    expect(await html(1)).not.toContain(RANDOM_CANDLES_EMBED);
    expect(spread).not.toContain(RANDOM_CANDLES_EMBED);
  });
});

function at(path: string, ui: React.ReactNode) {
  const { hook } = memoryLocation({ path });
  return render(<Router hook={hook}>{ui}</Router>);
}

describe("blog list", () => {
  it("shows the latest entry as a large card, then 'More Blogs' with small cards, excerpts cut", () => {
    at("/blog", <BlogPage />);
    const [latest] = [...blogEntries].sort((a, b) => b.date.localeCompare(a.date));
    if (!latest) throw new Error("no blog entry");
    const large = document.querySelector('[data-size="large"]') as HTMLElement;
    expect(within(large).getByRole("heading").textContent).toBe(latest.title);
    expect(within(large).getByText(excerpt(latest.text, 150))).toBeInTheDocument();
    expect(within(large).getByRole("link").getAttribute("href")).toBe(`/blog/${blogId(latest)}`);
    expect(screen.getByRole("heading", { name: "More Blogs" })).toBeInTheDocument();
    const small = [...document.querySelectorAll('[data-size="small"]')] as HTMLElement[];
    // Every entry has a small card: the latest one is shown only on small screens.
    expect(small.map((card) => within(card).getByRole("heading").textContent).sort()).toEqual(
      blogEntries.map((e) => e.title).sort(),
    );
    for (const card of small) expect(card.textContent).toMatch(/\.\.\.$/);
    expect(screen.getAllByText("June 3, 2025").length).toBeGreaterThan(0);
  });

  it("fetches the latest entry's cover at once and first, at every width, and the others lazily", () => {
    at("/blog", <BlogPage />);
    const [latest] = [...blogEntries].sort((a, b) => b.date.localeCompare(a.date));
    if (!latest) throw new Error("no blog entry");
    const covers = [...document.querySelectorAll("article img")] as HTMLImageElement[];
    const latestCovers = covers.filter((img) => img.getAttribute("src") === latest.imagesrc);
    // The large card (wide screens) and its small twin (phones): whichever the width shows.
    expect(latestCovers).toHaveLength(2);
    for (const img of latestCovers) {
      expect(img.getAttribute("loading")).toBe("eager");
      expect(img.getAttribute("fetchpriority")).toBe("high");
    }
    for (const img of covers.filter((img) => !latestCovers.includes(img))) {
      expect(img.getAttribute("loading")).toBe("lazy");
      expect(img.getAttribute("fetchpriority")).toBeNull();
    }
  });
});

describe("blog article page", () => {
  const page = (path: string) =>
    at(
      path,
      <Switch>
        <Route path="/blog/:id" component={BlogPostPage} />
      </Switch>,
    );

  it("shows 'All Blogs', the image, title, author, date and the body", async () => {
    const entry = blogEntries[1];
    if (!entry) throw new Error("no second blog entry");
    page(`/blog/${blogId(entry)}`);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(entry.title);
    expect(screen.getAllByRole("link", { name: /All Blogs/ })[0]?.getAttribute("href")).toBe("/blog");
    expect(screen.getByText(entry.author)).toBeInTheDocument();
    expect(screen.getByText("May 6, 2025")).toBeInTheDocument();
    expect(document.querySelector(`img[src="${entry.imagesrc}"]`)).not.toBeNull();
    expect(await screen.findByRole("heading", { name: "A worked example" })).toBeInTheDocument();
  });

  it("shows the not-found page for an unknown id", () => {
    page("/blog/Not-a-post-0042");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
  });
});
