/// <reference path="./markdown.d.ts" />
/**
 * Article bodies: Markdown files with front matter in ./posts, rendered to HTML at build time
 * (build/vite-markdown.ts). Each body is its own chunk, loaded by its article page only.
 * Kept apart from ./index.ts, which the Worker's tests import without the Markdown plugin.
 */
export interface Article {
  readonly frontMatter: Readonly<Record<string, string>>;
  readonly html: string;
}

export const articleLoaders: Readonly<Record<number, () => Promise<{ default: Article }>>> = {
  1: () => import("./posts/introduction.md"),
  2: () => import("./posts/spread.md"),
  3: () => import("./posts/random.md"),
};

/** The placeholder an article's Markdown uses to embed the interactive random-candles chart. */
export const RANDOM_CANDLES_EMBED = '<div data-embed="random-candles"></div>';

/** Where an article names the launch deal's last day: filled in from the configuration (decision 037). */
export const LAUNCH_DEAL_UNTIL = "{launchDealUntil}";
