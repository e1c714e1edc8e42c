/** The order page charges the currency it shows the price in (<html data-currency>, decision 056). */
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCheckout } from "#web/features/checkout/api.ts";
import { type CheckoutApi, useOrder } from "#web/features/checkout/use-order.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("data-currency");
});

describe("the checkout's currency", () => {
  it("is sent as the page gives it", async () => {
    const fetchMock = vi.fn(async () => Response.json({ clientSecret: "s", currency: "jpy" }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await createCheckout(undefined, { currency: "jpy" })).toEqual({ clientSecret: "s", currency: "jpy" });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ lookup_key: "Live_LifetimeLicense", currency: "jpy" });
  });

  it.each([
    ["eur", "eur"],
    [null, "usd"],
    ["chf", "usd"],
  ])("useOrder starts the checkout in what <html> names (%s: %s)", async (named, sent) => {
    if (named) document.documentElement.setAttribute("data-currency", named);
    const api: CheckoutApi = {
      createCheckout: vi.fn(async () => ({ clientSecret: "cs_secret", currency: sent })),
      checkoutStatus: vi.fn(),
    };
    const { result } = renderHook(() => useOrder({ sid: null, couponCode: undefined, enabled: true, api }));
    await waitFor(() => expect(result.current.checkout.phase).toBe("ready"));
    expect(api.createCheckout).toHaveBeenCalledWith(undefined, expect.objectContaining({ currency: sent }));
  });
});
