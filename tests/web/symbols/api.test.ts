import { afterEach, describe, expect, it, vi } from "vitest";
import { searchSymbols } from "#web/components/symbols/api.ts";
import { ApiError } from "#web/lib/api-client.ts";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));

describe("searchSymbols", () => {
  it("asks /tv/search/10/{query}/ALL/ALL with the query encoded as one path segment, never from the HTTP cache", async () => {
    const fetch = answer([]);
    vi.stubGlobal("fetch", fetch);
    await searchSymbols("a/b %_'é");
    expect(fetch).toHaveBeenCalledWith(
      "/tv/search/10/a%2Fb%20%25_'%C3%A9/ALL/ALL",
      expect.objectContaining({ cache: "no-store" }),
    );
  });

  it("rejects an answer that is not an array of symbols", async () => {
    vi.stubGlobal("fetch", answer([{ symbol: "AAPL" }]));
    await expect(searchSymbols("aapl")).rejects.toThrow();
  });

  it("rejects with the status on a failed search", async () => {
    const body = { error: "limit must be a whole number from 1 to 50" };
    vi.stubGlobal("fetch", answer(body, 400));
    await expect(searchSymbols("aapl")).rejects.toEqual(new ApiError(400, body.error, body));
  });
});
