/** The order page tells the checkout its language (Stripe's form and the buyer's e-mails speak it). */
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteLocale } from "#common/locales.ts";
import { createCheckout } from "#web/features/checkout/api.ts";
import { type CheckoutApi, useOrder } from "#web/features/checkout/use-order.ts";
import { LocaleContext } from "#web/i18n/messages.ts";

afterEach(() => vi.unstubAllGlobals());

async function sentBody(locale: SiteLocale | undefined) {
  const fetchMock = vi.fn(async () => Response.json({ clientSecret: "s" }));
  vi.stubGlobal("fetch", fetchMock);
  await createCheckout(undefined, locale ? { locale } : {});
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe("createCheckout's language", () => {
  it.each(["ja", "pt-BR", "zh-Hans", "en"] as const)("sends the page's language %s", async (locale) => {
    expect(await sentBody(locale)).toEqual({ lookup_key: "Live_LifetimeLicense", locale });
  });

  it("sends English for the pseudo-locale, which the checkout does not speak", async () => {
    expect(await sentBody("en-XA")).toEqual({ lookup_key: "Live_LifetimeLicense", locale: "en" });
  });
});

describe("useOrder", () => {
  it("starts the checkout in the page's language", async () => {
    const api: CheckoutApi = {
      createCheckout: vi.fn(async () => ({ clientSecret: "cs_secret" })),
      checkoutStatus: vi.fn(),
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocaleContext.Provider value="fr">{children}</LocaleContext.Provider>
    );
    const { result } = renderHook(() => useOrder({ sid: null, couponCode: undefined, enabled: true, api }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.checkout.phase).toBe("ready"));
    expect(api.createCheckout).toHaveBeenCalledWith(undefined, expect.objectContaining({ locale: "fr" }));
  });
});
