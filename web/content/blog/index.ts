/**
 * Blog entries (spec "Blog entry"). The list and the article pages read this; article bodies
 * are Markdown files rendered at build time.
 */
export interface BlogEntry {
  readonly number: number;
  readonly title: string;
  readonly author: string;
  /** ISO date; displayed in en-US long form, UTC. */
  readonly date: string;
  /** Summary the excerpts are cut from. */
  readonly text: string;
  readonly imagesrc: string;
}

/** The spec's id rule: spaces to hyphens, '?' removed, then a -000N suffix. */
export function blogId(entry: Pick<BlogEntry, "title" | "number">): string {
  return `${entry.title.replace(/\?/g, "").trim().replace(/ /g, "-")}-${String(entry.number).padStart(4, "0")}`;
}

export const blogEntries: readonly BlogEntry[] = [
  {
    number: 1,
    title: "Introducing TickSim, the backtester with real historical spread",
    author: "The TickSim team",
    date: "2025-04-14",
    text: "Why we built a backtesting application that replays markets tick by tick with the bid/ask spread that really existed, and what you can do with it today on the web and on Windows.",
    imagesrc: "/media/blog/introduction.svg",
  },
  {
    number: 2,
    title: "Why are your backtests wrong?",
    author: "The TickSim team",
    date: "2025-05-06",
    text: "A static spread makes a strategy look better than it is. We compare a backtest run with a fixed spread against the same trades filled at the historical bid and ask, number by number.",
    imagesrc: "/media/blog/spread.svg",
  },
  {
    number: 3,
    title: "Are markets random?",
    author: "The TickSim team",
    date: "2025-06-03",
    text: "Generate 5000 pseudo-random candles in your browser and set them beside a real chart. Can you tell which is which, and what does that mean for the patterns you trade?",
    imagesrc: "/media/blog/random.svg",
  },
];

export function findBlogEntry(id: string): BlogEntry | undefined {
  return blogEntries.find((entry) => blogId(entry) === id);
}
