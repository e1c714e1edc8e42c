/**
 * Every JSON POST of the contract (common/api/calls.ts `allCalls`) takes exactly
 * `application/json`: a look-alike type is a 415, so no cross-site form (which may send only
 * text/plain, multipart/form-data or urlencoded without a preflight) can post JSON to the API.
 * A chunked body over the limit is cut off while it streams (413), and nothing is written.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_JSON_BYTES } from "#common/api/call.ts";
import { allCalls } from "#common/api/calls.ts";
import worker from "#worker/index.ts";

const SITE = "https://ticksim.test";
/** A well-formed value for each path parameter, so only the content type can be what a route refuses. */
const sampleParams: Record<string, string> = {
  key: "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f",
  licenceKey: "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f",
  orderId: "402913385566",
  email: "someone%40example.com",
  token: "q8Zt3kP0vX7mN2bR5cW9yH1jL4dF6gS0aE3uI8oK2qM",
};
const pathOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? "1");
const jsonPosts = allCalls
  .filter((call) => call.method === "POST" && call.body !== undefined)
  .map((call) => ({ ...call, label: `${call.feature}.${call.name}` }));

let ip = 0;
/** Each request from its own address, so no rate limit answers before the content type is checked. */
const nextIp = () => `198.51.100.${(ip++ % 250) + 1}`;

/**
 * A POST to the Worker from its own address. The operator console's calls sit behind Cloudflare
 * Access, which answers before the body is looked at; the development identity opens them here,
 * so they are checked like every other call (Access sends its cookie cross-site too).
 */
async function post(path: string, headers: Record<string, string>, body: BodyInit): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { ...headers, "CF-Connecting-IP": nextIp() },
    body,
  });
  const res = await worker.fetch(request, { ...env, ENVIRONMENT: "development" }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Rows in every table of ours: a refused request must leave all of them as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) {
    counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<{ n: number }>())?.n ?? 0;
  }
  return counts;
}

const lookAlikes = [
  "text/plain;application/json",
  "text/plain; charset=utf-8; application/json",
  "application/jsonp",
  "application/json-patch+json",
  "application/x-json",
  "multipart/form-data; boundary=x",
  "application/x-www-form-urlencoded",
  "text/plain",
  "application/json, text/plain",
  "",
];

describe("JSON bodies: exact content type", () => {
  it("covers every JSON POST of the contract", () => {
    expect(jsonPosts.map((call) => call.label)).toEqual(
      expect.arrayContaining(["affiliates.signin", "affiliates.resetConfirm", "checkout.create", "contact.send"]),
    );
  });

  it.each(jsonPosts)("$label refuses look-alike content types with a 415 and writes nothing", async (call) => {
    const before = await rowCounts();
    for (const type of lookAlikes) {
      const res = await post(pathOf(call.path), type ? { "Content-Type": type } : {}, "{}");
      expect(res.status, `${call.path} with Content-Type "${type}"`).toBe(415);
      expect(await res.json()).toEqual({ error: "Expected a JSON body (Content-Type: application/json)" });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it.each(jsonPosts)("$label still takes application/json with parameters, in any case", async (call) => {
    for (const type of ["application/json", "Application/JSON; charset=utf-8"]) {
      const res = await post(pathOf(call.path), { "Content-Type": type }, "[]");
      // The type passed; the (deliberately wrong) body is what the route refuses.
      expect(res.status, `${call.path} with Content-Type "${type}"`).toBe(400);
    }
  });
});

/** A chunked body of `total` bytes made on demand, counting how much the Worker actually pulled. */
const CHUNK = 16 * 1024;

function countingStream(total: number, chunk = CHUNK) {
  const state = { pulled: 0 };
  const bytes = new TextEncoder().encode(`{"padding":"${"x".repeat(chunk)}`).subarray(0, chunk);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      controller.enqueue(bytes.slice());
      state.pulled += bytes.length;
    },
  });
  return { stream, state };
}

describe("JSON bodies: size while streaming", () => {
  const TOTAL = 64 * 1024 * 1024;

  it.each(jsonPosts)(
    "$label cuts off a chunked body over the limit with a 413, without reading it all, and writes nothing",
    async (call) => {
      const before = await rowCounts();
      const { stream, state } = countingStream(TOTAL);
      const res = await post(pathOf(call.path), { "Content-Type": "application/json" }, stream);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: "Request body too large" });
      // A 64 MiB body was offered; the Worker stopped at the first chunk past the call's limit
      // (64 KiB unless it names its own), so it never held the body.
      const limit = call.bodyLimit ?? MAX_JSON_BYTES;
      expect(state.pulled).toBeGreaterThan(limit);
      expect(state.pulled).toBeLessThanOrEqual(limit + 2 * CHUNK);
      expect(await rowCounts()).toEqual(before);
    },
  );
});
