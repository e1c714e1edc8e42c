import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pathOf } from "#common/api/call.ts";
import { healthCalls } from "#common/api/health.ts";
import { TEST_SITE_URL } from "#tests/worker/bindings.ts";
import { fetchWithBindings } from "#tests/worker/support/worker.ts";

const readyPath = pathOf(healthCalls.ready);

/** The Worker with a D1 binding whose session fails the way a D1 outage does. */
function withBrokenD1(session: Pick<D1DatabaseSession, "prepare">) {
  const DB = { withSession: () => ({ ...session, getBookmark: () => null }) } as unknown as D1Database;
  return fetchWithBindings({ DB }, readyPath);
}

afterEach(() => vi.restoreAllMocks());

describe.each([
  { call: healthCalls.live, when: "", answer: { status: "ok", version: env.CF_VERSION_METADATA.id } },
  { call: healthCalls.ready, when: " when D1 answers a query", answer: { status: "ok" } },
])("GET $call.path", ({ call, when, answer }) => {
  it(`answers ok${when}, never cached`, async () => {
    const res = await SELF.fetch(`${TEST_SITE_URL}${pathOf(call)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(call.answer.parse(await res.json())).toEqual(answer);
  });
});

it("names the version that answered, as the version metadata binding gives it", async () => {
  const versions = ["11111111-2222-4333-8444-555555555555", "66666666-7777-4888-9999-000000000000"];
  for (const id of versions) {
    const CF_VERSION_METADATA = { id, tag: "", timestamp: "2026-11-26T05:00:00Z" };
    const res = await fetchWithBindings({ CF_VERSION_METADATA }, pathOf(healthCalls.live));
    expect(await res.json()).toEqual({ status: "ok", version: id });
  }
});

describe(`GET ${readyPath}`, () => {
  it("answers 503 unavailable when the D1 query fails, and logs the cause", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await withBrokenD1({
      prepare: () =>
        ({
          first: () => Promise.reject(new Error("D1_ERROR: Network connection lost.")),
        }) as unknown as D1PreparedStatement,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "unavailable" });
    expect(String(log.mock.calls[0]?.[0])).toContain("Network connection lost");
  });

  it("answers 503 when the binding throws before any query", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await withBrokenD1({
      prepare: () => {
        throw new Error("D1 binding unavailable");
      },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
  });
});
