/**
 * How many assets each compared product offers: the comparison table's cells and the landing
 * page's "1000+ assets vs 50 and 127" both read them (a module of its own, so the landing page
 * does not load the table).
 */
export const competitorAssets = { first: 50, second: 127 } as const;
