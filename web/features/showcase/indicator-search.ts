import type { Indicator } from "#web/content/showcase/indicators.ts";

/** How well a name answers the query, best first; `undefined`: it does not. */
function rankOf(name: string, query: string): number | undefined {
  const n = name.toLowerCase();
  if (n === query) return 0;
  if (n.startsWith(query)) return 1;
  // A word of the name starts with it: "RSI" in "Connors RSI", "average" in "Simple Moving Average".
  if (n.split(/[\s/(-]+/).some((word) => word.startsWith(query))) return 2;
  if (n.includes(query)) return 3;
  return undefined;
}

/**
 * The indicators that answer `query`, by name or by their other name (abbreviation or full
 * name), best match first: an exact name, then a name that starts with the query, then a word
 * that does, then any part. Ties keep the list's order. An empty query lists them all.
 */
export function searchIndicators(indicators: readonly Indicator[], query: string): readonly Indicator[] {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ");
  if (q === "") return indicators;
  const ranked: { indicator: Indicator; rank: number; index: number }[] = [];
  indicators.forEach((indicator, index) => {
    const ranks = [indicator.name, indicator.also]
      .filter((name): name is string => name !== undefined)
      .map((name) => rankOf(name, q))
      .filter((rank): rank is number => rank !== undefined);
    if (ranks.length > 0) ranked.push({ indicator, rank: Math.min(...ranks), index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.indicator);
}
