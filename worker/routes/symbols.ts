import { symbolCalls } from "#common/api/symbols.ts";
import { createRouter } from "#worker/app.ts";
import { type CallReply, route } from "#worker/route.ts";
import { searchSymbols } from "#worker/services/symbols.ts";

/** Browsers and shared caches may keep an answer this long; the catalogue changes only on import. */
export const SEARCH_MAX_AGE_SECONDS = 300;

const filterOf = (value: string) => (value.toUpperCase() === "ALL" ? null : value);

const { search } = symbolCalls;

/** The spec's call 1: GET /tv/search/{limit}/{query}/{exchange}/{type}, a JSON array of symbols. */
export const symbolsRouter = createRouter();

route(symbolsRouter, search, async (c) => {
  const input = c.req.valid("param");
  const exchange = filterOf(input.exchange);
  const type = filterOf(input.type);
  // One cache entry per normalised search, whatever spelling of the URL asked for it.
  const cacheKey = new Request(
    new URL(
      `/tv/search/${input.limit}/${encodeURIComponent(input.query.toLowerCase())}/${encodeURIComponent(exchange?.toUpperCase() ?? "ALL")}/${encodeURIComponent(type?.toLowerCase() ?? "ALL")}`,
      c.req.url,
    ),
  );
  const cache = typeof caches === "undefined" ? undefined : caches.default;
  const hit = await cache?.match(cacheKey).catch(() => undefined);
  if (hit) {
    // The cached bytes are an earlier answer of this handler (below), so they are of the call's type.
    const res = new Response(hit.body, hit) as CallReply<typeof search>;
    res.headers.set("X-Search-Cache", "hit");
    return res;
  }
  const results = await searchSymbols(c.var.db, { query: input.query, limit: input.limit, exchange, type });
  const res = c.json(results, 200, {
    "Cache-Control": `public, max-age=${SEARCH_MAX_AGE_SECONDS}`,
    "X-Search-Cache": "miss",
  });
  if (cache) {
    const put = cache.put(cacheKey, res.clone()).catch(() => undefined);
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      await put; // No execution context (e.g. app.request in a unit test): finish the write first.
    }
  }
  return res;
});
