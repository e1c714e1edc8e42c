import { symbolSearchDefaults } from "#common/api/symbol-search-defaults.ts";
import { type SymbolResult, symbolCalls } from "#common/api/symbols.ts";
import { callApi } from "#web/lib/api-client.ts";

export type { SymbolResult };

/** The spec's call 1: GET /tv/search/10/{query}/ALL/ALL (the client never caches: `no-store`). */
export function searchSymbols(query: string, options: { signal?: AbortSignal } = {}): Promise<SymbolResult[]> {
  const { limit, exchange, type } = symbolSearchDefaults;
  return callApi(symbolCalls.search, { params: { limit, query, exchange, type }, ...options });
}
