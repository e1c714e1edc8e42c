import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { adminCalls } from "#common/api/admin.ts";
import { affiliateCalls } from "#common/api/affiliates.ts";
import { checkoutCalls } from "#common/api/checkout.ts";
import { contactCalls } from "#common/api/contact.ts";
import { licenceCalls } from "#common/api/licences.ts";
import type { SymbolResult, symbolCalls } from "#common/api/symbols.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch with one answer; `sent()` is the URL and init of the one request made. */
function answering(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal("fetch", fetchMock);
  const sent = () => {
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    return { url, init: init as RequestInit, headers: new Headers(init?.headers) };
  };
  return { fetchMock, sent };
}

const contactBody = { Name: "jane@example.com", Subject: "Hi", Content: "Hello", CaptchaToken: "t" };

describe("callApi: the request comes from the call", () => {
  it("GETs a JSON answer at the call's path, asking JSON and never the HTTP cache", async () => {
    const { sent } = answering(() => Response.json({ email: "ops@example.com", development: true }));
    await callApi(adminCalls.me);
    const { url, init, headers } = sent();
    expect(url).toBe("/api/admin/me");
    expect(init).toMatchObject({ method: "GET", cache: "no-store" });
    expect(init.body).toBeUndefined();
    expect([...headers]).toEqual([["accept", "application/json"]]);
  });

  it("fills each :name segment, percent-encoded as one segment", async () => {
    const { sent } = answering(() => new Response("OK"));
    await callApi(licenceCalls.reset, {
      params: { email: "jane+desk@example.com", licenceKey: "a/b c", orderId: 123456789012 },
    });
    expect(sent().url).toBe("/ResetLicenseKey/jane%2Bdesk%40example.com/a%2Fb%20c/123456789012");
  });

  it("POSTs the body as JSON, with the headers the caller adds", async () => {
    const { sent } = answering(() => new Response("OK"));
    await callApi(contactCalls.send, { body: contactBody, headers: { "X-Extra": "1" } });
    const { url, init, headers } = sent();
    expect(url).toBe("/api/tv/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(contactBody);
    expect(Object.fromEntries(headers)).toEqual({ "content-type": "application/json", "x-extra": "1" });
  });

  it("POSTs no body for a call without one (still declared JSON, as the Worker has always received it)", async () => {
    const { sent } = answering(() => new Response("OK"));
    await callApi(affiliateCalls.signout, { headers: { Authorization: "Bearer t.o.k" } });
    const { init, headers } = sent();
    expect(init.body).toBeUndefined();
    expect(Object.fromEntries(headers)).toEqual({ "content-type": "application/json", authorization: "Bearer t.o.k" });
  });

  it("passes the caller's signal on", async () => {
    const { sent } = answering(() => Response.json({ coupons: [] }));
    const controller = new AbortController();
    await callApi(affiliateCalls.coupons, { signal: controller.signal });
    expect(sent().init.signal).toBe(controller.signal);
  });
});

describe("callApi: the answer is read as the call says", () => {
  it("parses a JSON answer with the call's schema (unknown fields dropped)", async () => {
    answering(() => Response.json({ status: "complete", extra: "dropped" }));
    expect(await callApi(checkoutCalls.session, { params: { sid: "cs_1" } })).toEqual({ status: "complete" });
  });

  it("rejects a JSON answer the schema refuses", async () => {
    answering(() => Response.json({ status: "weird" }));
    const answer = callApi(checkoutCalls.session, { params: { sid: "cs_1" } });
    await expect(answer).rejects.toThrow();
    await expect(answer).rejects.not.toBeInstanceOf(ApiError);
  });

  it("reads a plain answer as its text, untouched, without asking for JSON", async () => {
    const { sent } = answering(() => new Response("KO2 "));
    expect(await callApi(affiliateCalls.resetInfo, { params: { token: "abc" } })).toBe("KO2 ");
    expect(sent().headers.has("accept")).toBe(false);
  });
});

describe("callApi: failures are ApiErrors", () => {
  it("carries the status, the JSON error's message and the JSON body", async () => {
    const body = { error: "Captcha required", captchaRequired: true };
    answering(() => Response.json(body, { status: 401 }));
    await expect(callApi(contactCalls.send, { body: contactBody })).rejects.toEqual(
      new ApiError(401, body.error, body),
    );
  });

  it("takes a plain-text error's text as the message, and the status text when there is none", async () => {
    answering(() => new Response("Too many", { status: 429 }));
    await expect(callApi(adminCalls.me)).rejects.toMatchObject({ status: 429, message: "Too many", body: undefined });
    answering(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(callApi(adminCalls.me)).rejects.toMatchObject({ status: 503, message: "Service Unavailable" });
  });

  it("is status 0 when the network fails", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(callApi(adminCalls.me)).rejects.toEqual(new ApiError(0, "Network error"));
  });

  it("lets an abort through as itself, not as a network failure", async () => {
    const controller = new AbortController();
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      init.signal?.throwIfAborted();
      return Response.json({});
    });
    controller.abort();
    const answer = callApi(adminCalls.me, { signal: controller.signal });
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
    await expect(answer).rejects.not.toBeInstanceOf(ApiError);
  });
});

/** Holds calls that must not compile; never run, `tsc -p tsconfig.web.json` checks them. */
const neverSent = (..._calls: (() => unknown)[]) => {};

describe("callApi: its types come from the call (checked by tsc)", () => {
  it("takes exactly the body and path values the call names", () => {
    neverSent(
      // @ts-expect-error: a call with a body needs one
      () => callApi(contactCalls.send),
      // @ts-expect-error: the body is the call's own (Subject missing)
      () => callApi(contactCalls.send, { body: { Name: "a@b.co", Content: "x", CaptchaToken: "t" } }),
      // @ts-expect-error: the body is what the schema accepts (a number, not the form's text)
      () => callApi(adminCalls.affiliateCommission, { params: { id: 1 }, body: { commissionPercent: "30" } }),
      // @ts-expect-error: a call without a body schema takes none
      () => callApi(checkoutCalls.session, { params: { sid: "cs_1" }, body: {} }),
      // @ts-expect-error: every :name segment needs a value
      () => callApi(affiliateCalls.transactions, { params: { from: 1 } }),
      // @ts-expect-error: a path with parameters needs them
      () => callApi(adminCalls.order),
      // @ts-expect-error: a path without parameters takes none
      () => callApi(adminCalls.me, { params: { id: 1 } }),
    );
  });

  it("answers the schema's output, or a string for a plain answer", () => {
    expectTypeOf<Awaited<ReturnType<typeof callApi<typeof symbolCalls.search>>>>().toEqualTypeOf<SymbolResult[]>();
    expectTypeOf<Awaited<ReturnType<typeof callApi<typeof contactCalls.send>>>>().toEqualTypeOf<string>();
  });
});
