import { afterEach, describe, expect, it, vi } from "vitest";
import { checkoutStatus, createCheckout } from "#web/features/checkout/api.ts";
import { resetLicenceKey } from "#web/features/licences/api.ts";

afterEach(() => vi.unstubAllGlobals());

function answering(response: () => Response) {
  const fetchMock = vi.fn(async () => response());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
const callOf = (fetchMock: ReturnType<typeof answering>) => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

/** One exchange with the server: `call`'s result, and the URL and init of the one request it sent. */
async function exchange<Result>(response: Response, call: () => Promise<Result>) {
  const fetchMock = answering(() => response);
  const result = await call();
  const [url, init] = callOf(fetchMock);
  return { result, url, init };
}

describe("createCheckout (call 3)", () => {
  it("posts the lifetime lookup key and the coupon, and reads the client secret", async () => {
    const created = await exchange(Response.json({ clientSecret: "cs_test_1_secret_2" }), () =>
      createCheckout("DEMO10"),
    );
    expect(created).toMatchObject({
      result: { clientSecret: "cs_test_1_secret_2" },
      url: "/stripe/create-checkout-payment",
      init: { method: "POST" },
    });
    expect(JSON.parse(String(created.init.body))).toEqual({
      lookup_key: "Live_LifetimeLicense",
      coupon_code: "DEMO10",
    });
  });

  it("leaves out a coupon cookie that cannot be a code (anyone can set it), so the buyer still gets a checkout", async () => {
    for (const cookie of ["SPRING_SALE", "a b", "<script>", "X"]) {
      const { init } = await exchange(Response.json({ clientSecret: "s" }), () => createCheckout(cookie));
      expect(JSON.parse(String(init.body)), cookie).toEqual({ lookup_key: "Live_LifetimeLicense" });
      vi.unstubAllGlobals();
    }
  });

  it("sends the attempt's key as Idempotency-Key, so a request sent again gets the same session", async () => {
    const { init } = await exchange(Response.json({ clientSecret: "s" }), () =>
      createCheckout("DEMO10", { attemptKey: "5f0c1e4a-8d7b-4a3e-9c21-6b1f2d3e4a5b" }),
    );
    expect(new Headers(init.headers).get("Idempotency-Key")).toBe("5f0c1e4a-8d7b-4a3e-9c21-6b1f2d3e4a5b");
  });

  it("sends no coupon when the cookie is absent", async () => {
    const { init } = await exchange(Response.json({ clientSecret: "s" }), () => createCheckout(undefined));
    expect(JSON.parse(String(init.body))).toEqual({ lookup_key: "Live_LifetimeLicense" });
  });

  it("rejects with the API's message on an error status, and on an answer without a secret", async () => {
    answering(() => Response.json({ error: "The payment provider could not start the checkout" }, { status: 502 }));
    await expect(createCheckout(undefined)).rejects.toThrow("The payment provider could not start the checkout");
    answering(() => Response.json({ nope: true }));
    await expect(createCheckout(undefined)).rejects.toThrow();
  });
});

describe("checkoutStatus (call 2)", () => {
  it("reads the status of an encoded session id, without cache", async () => {
    expect(await exchange(Response.json({ status: "complete" }), () => checkoutStatus("cs_test_a/b"))).toMatchObject({
      result: "complete",
      url: "/stripe/session/cs_test_a%2Fb",
      init: { cache: "no-store" },
    });
  });

  it("rejects on an unknown status or a network failure", async () => {
    answering(() => Response.json({ status: "weird" }));
    await expect(checkoutStatus("cs_1")).rejects.toThrow();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    await expect(checkoutStatus("cs_1")).rejects.toThrow("Network error");
  });
});

describe("resetLicenceKey (call 10)", () => {
  const form = {
    email: "jane+desk@example.com",
    licenceKey: "0a1b2c3d-0000-4000-8000-00000000abcd",
    orderId: "123456789012",
  };

  it("puts the three fields, encoded, in the path and reads OK as success", async () => {
    const { result, url } = await exchange(new Response("OK"), () => resetLicenceKey(form));
    expect(result).toEqual({ outcome: "reset" });
    expect(url).toBe("/ResetLicenseKey/jane%2Bdesk%40example.com/0a1b2c3d-0000-4000-8000-00000000abcd/123456789012");
  });

  it.each([
    ["KO", () => new Response("KO")],
    ["a 429", () => Response.json({ error: "Too many" }, { status: 429 })],
    ["a 400", () => Response.json({ error: "bad" }, { status: 400 })],
  ])("reads %s as a failure", async (_name, response) => {
    answering(response);
    expect(await resetLicenceKey(form)).toEqual({ outcome: "failed" });
  });

  it("reads 'KO2 <date>' as the key's reset limit, with the date of the next reset", async () => {
    answering(() => new Response("KO2 2026-12-01T10:00:00.000Z"));
    expect(await resetLicenceKey(form)).toEqual({
      outcome: "limited",
      nextResetAt: new Date("2026-12-01T10:00:00.000Z"),
    });
  });

  it("reads a network failure as a failure", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("offline");
    });
    expect(await resetLicenceKey(form)).toEqual({ outcome: "failed" });
  });
});
