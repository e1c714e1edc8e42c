/**
 * The contract drives the Worker: every call of the table (common/api/calls.ts) is served, at its
 * method and path, and nothing under an API prefix is served that the table does not name.
 */
import { describe, expect, it } from "vitest";
import { allCalls, apiPrefixes } from "#common/api/calls.ts";
import { apiRouters } from "#worker/routes/index.ts";

const served = apiRouters.flatMap((router) => router.routes.map(({ method, path }) => `${method} ${path}`));
const underApi = (path: string) => apiPrefixes.some((prefix) => path.startsWith(prefix));

describe("routes from the contract", () => {
  it.each(allCalls.map((call) => [`${call.feature}.${call.name}`, call] as const))("%s is served", (_, call) => {
    expect(served).toContain(`${call.method} ${call.path}`);
  });

  it("serves no API path the contract does not name", () => {
    const named = new Set(allCalls.map((call) => `${call.method} ${call.path}`));
    const unnamed = apiRouters
      .flatMap((router) => router.routes)
      .filter(({ path }) => underApi(path))
      .map(({ method, path }) => `${method} ${path}`)
      .filter((entry) => !named.has(entry));
    expect(unnamed).toEqual([]);
  });
});
