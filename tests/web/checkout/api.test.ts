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

describe("createCheckout (call 3)", () => {
  it("posts the lifetime lookup key and the coupon, and reads the client secret", async () => {
    const fetchMock = answering(() => Response.json({ clientSecret: "cs_test_1_secret_2" }));
    expect(await createCheckout("DEMO10")).toBe("cs_test_1_secret_2");
    const [url, init] = callOf(fetchMock);
    expect(url).toBe("/stripe/create-checkout-payment");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ lookup_key: "Live_LifetimeLicense", coupon_code: "DEMO10" });
  });

  it("sends the attempt's key as Idempotency-Key, so a request sent again gets the same session", async () => {
    const fetchMock = answering(() => Response.json({ clientSecret: "s" }));
    await createCheckout("DEMO10", { attemptKey: "5f0c1e4a-8d7b-4a3e-9c21-6b1f2d3e4a5b" });
    expect(new Headers(callOf(fetchMock)[1].headers).get("Idempotency-Key")).toBe(
      "5f0c1e4a-8d7b-4a3e-9c21-6b1f2d3e4a5b",
    );
  });

  it("sends no coupon when the cookie is absent", async () => {
    const fetchMock = answering(() => Response.json({ clientSecret: "s" }));
    await createCheckout(undefined);
    expect(JSON.parse(String(callOf(fetchMock)[1].body))).toEqual({ lookup_key: "Live_LifetimeLicense" });
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
    const fetchMock = answering(() => Response.json({ status: "complete" }));
    expect(await checkoutStatus("cs_test_a/b")).toBe("complete");
    const [url, init] = callOf(fetchMock);
    expect(url).toBe("/stripe/session/cs_test_a%2Fb");
    expect(init.cache).toBe("no-store");
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
    const fetchMock = answering(() => new Response("OK"));
    expect(await resetLicenceKey(form)).toEqual({ outcome: "reset" });
    expect(callOf(fetchMock)[0]).toBe(
      "/ResetLicenseKey/jane%2Bdesk%40example.com/0a1b2c3d-0000-4000-8000-00000000abcd/123456789012",
    );
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
