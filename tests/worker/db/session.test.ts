/**
 * D1 sessions: read-only calls may be served by a replica, never older than the bookmark the
 * client sends; everything else starts on the primary; every answer that used D1 carries the
 * session's bookmark, so a client that writes and then reads sees its write.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pathOf } from "#common/api/call.ts";
import { healthCalls } from "#common/api/health.ts";
import { licenceCalls } from "#common/api/licences.ts";
import { symbolCalls } from "#common/api/symbols.ts";
import { aLicence, anIp } from "#tests/worker/licences/helpers.ts";
import { fetchWithBindings, jsonPost } from "#tests/worker/support/worker.ts";
import { BOOKMARK_HEADER, sessionStart } from "#worker/middleware/d1-session.ts";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
const aBookmark = "0000007b-0000b26e-00001538-0c3e87bb37b3db5cc52eedb93cd3b96b";
const searchPath = pathOf(symbolCalls.search, { limit: 10, query: "EURUSD", exchange: "ALL", type: "ALL" });

/** The Worker on the test database, recording where each request's D1 session started. */
async function call(path: string, init: RequestInit = {}) {
  const starts: (string | undefined)[] = [];
  const DB = new Proxy(env.DB, {
    get(target, name) {
      if (name === "withSession") {
        return (start?: string) => {
          starts.push(start);
          return target.withSession(start);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const res = await fetchWithBindings({ DB }, path, init);
  return { res, start: starts[0] };
}

describe("where a request's D1 session starts", () => {
  it("a read-only call starts anywhere, or at the caller's bookmark", () => {
    expect(sessionStart("GET", searchPath, undefined)).toBe("first-unconstrained");
    expect(sessionStart("GET", searchPath, aBookmark)).toBe(aBookmark);
    expect(sessionStart("POST", pathOf(licenceCalls.validate), aBookmark)).toBe(aBookmark);
  });

  it("ignores a bookmark that is not D1's shape", () => {
    for (const junk of ["", "first-primary", "garbage", `${aBookmark}x`, aBookmark.toUpperCase()]) {
      expect(sessionStart("GET", searchPath, junk)).toBe("first-unconstrained");
    }
  });

  it("every other call starts on the primary, whatever bookmark it carries", () => {
    const reset = pathOf(licenceCalls.reset, { email: "a@example.com", licenceKey: "k", orderId: "1" });
    expect(sessionStart("GET", reset, aBookmark)).toBe("first-primary");
    expect(sessionStart("POST", pathOf(licenceCalls.activate), aBookmark)).toBe("first-primary");
    expect(sessionStart("GET", "/api/tv/affiliate/signin", aBookmark)).toBe("first-primary");
  });
});

describe(`the ${BOOKMARK_HEADER} header`, () => {
  it("comes with every answer that used D1, and only those", async () => {
    const search = await call(searchPath);
    expect(search.res.status).toBe(200);
    expect(search.start).toBe("first-unconstrained");
    expect(search.res.headers.get(BOOKMARK_HEADER)).toMatch(BOOKMARK);

    const health = await call(pathOf(healthCalls.live));
    expect(health.res.headers.get(BOOKMARK_HEADER)).toBeNull();
  });

  it("carries a write to the read after it: a reset, then the app's check on the same device", async () => {
    const licence = await aLicence();
    const device = "device-one-0001";
    const activated = await call(
      pathOf(licenceCalls.activate),
      jsonPost({ key: licence.key, deviceId: device }, { "CF-Connecting-IP": anIp() }),
    );
    expect(activated.res.status).toBe(200);
    expect(activated.start).toBe("first-primary");

    const reset = await call(
      pathOf(licenceCalls.reset, { email: licence.email, licenceKey: licence.key, orderId: licence.orderId }),
      { headers: { "CF-Connecting-IP": anIp() } },
    );
    expect(await reset.res.text()).toBe("OK");
    expect(reset.start).toBe("first-primary");
    const bookmark = reset.res.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(BOOKMARK);

    const check = await call(pathOf(licenceCalls.validate), {
      ...jsonPost({ key: licence.key, deviceId: device }, { "CF-Connecting-IP": anIp() }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": anIp(), [BOOKMARK_HEADER]: bookmark ?? "" },
    });
    expect(check.start).toBe(bookmark);
    expect(await check.res.json()).toEqual({ valid: false, reason: "not_activated" });
    // The answer's bookmark is never older than the one the read started from.
    expect((check.res.headers.get(BOOKMARK_HEADER) ?? "") >= (bookmark ?? "")).toBe(true);
  });
});
