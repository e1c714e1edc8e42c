/**
 * The order page as the browser runs it: the real page, call wrappers and embedded-checkout
 * panel, with `fetch` and Stripe.js's loader (`@stripe/stripe-js/pure`) mocked. The loader
 * stand-in adds a js.stripe.com script tag, as Stripe.js's does, so leaving the page can be
 * checked for its removal.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCookie, storeQueryCookies } from "#web/lib/cookies.ts";

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn<(key: string) => Promise<unknown>>(),
  destroyed: 0,
}));

vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));
// The test build has no publishable key in web/.env; this page needs one to start a checkout.
vi.mock("#web/lib/config.ts", async (importOriginal) => {
  const { config } = await importOriginal<typeof import("#web/lib/config.ts")>();
  return { config: { ...config, stripePublishableKey: "pk_test_page" } };
});

const { default: OrderSummaryPage } = await import("#web/features/checkout/OrderSummaryPage.tsx");

/** Enough of a Stripe instance for @stripe/react-stripe-js's embedded checkout. */
function fakeStripe(publishableKey: string) {
  const unsupported = () => {
    throw new Error("not used by an embedded checkout");
  };
  return {
    elements: unsupported,
    createToken: unsupported,
    createPaymentMethod: unsupported,
    confirmCardPayment: unsupported,
    createEmbeddedCheckoutPage: async (options: { clientSecret: string }) => ({
      mount(target: HTMLElement) {
        const form = document.createElement("div");
        form.dataset.testid = "stripe-form";
        form.textContent = `${publishableKey} ${options.clientSecret}`;
        target.append(form);
      },
      unmount() {},
      destroy() {
        stripe.destroyed += 1;
      },
    }),
  };
}

function loadsStripeJs() {
  stripe.loadStripe.mockImplementation(async (key: string) => {
    const script = document.createElement("script");
    script.src = "https://js.stripe.com/endive/stripe.js";
    document.head.append(script);
    return fakeStripe(key);
  });
}

type Answer = () => Response | Promise<Response>;
/** Answers the calls in order; records each URL and body. */
function apiAnswers(...answers: Answer[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error("unexpected call");
    return next();
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    urls: () => fetchMock.mock.calls.map(([url]) => url),
    body: (n: number) => JSON.parse(String(fetchMock.mock.calls[n]?.[1]?.body)) as unknown,
  };
}
const secret = (value: string) => () => Response.json({ clientSecret: value });
const session = (status: string) => () => Response.json({ status });

/**
 * The page reads its catalogues through React's use(): React then leaves a synchronous act()'s
 * queue unflushed, so the later updates (the checkout created, the session read) would wait forever.
 */
async function renderPage() {
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(<OrderSummaryPage />);
  });
  return rendered as ReturnType<typeof render>;
}

const stripeScripts = () => document.querySelectorAll('script[src^="https://js.stripe.com"]').length;
const title = () => screen.getByRole("heading", { level: 1, hidden: true });

beforeEach(() => {
  stripe.loadStripe.mockReset();
  loadsStripeJs();
  stripe.destroyed = 0;
  window.history.replaceState(null, "", "/OrderSummary");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCookie(document, "coupon-code", "", 0);
  for (const script of document.querySelectorAll("script")) script.remove();
});

describe("/OrderSummary page", () => {
  it("creates the checkout with the coupon-code cookie and mounts Stripe's embedded form with its secret", async () => {
    storeQueryCookies("?coupon=DEMO10");
    const api = apiAnswers(secret("cs_test_1_secret_a"));
    await renderPage();
    expect(title()).toHaveTextContent("Order details");
    expect(await screen.findByTestId("stripe-form")).toHaveTextContent("pk_test_page cs_test_1_secret_a");
    expect(api.urls()).toEqual(["/stripe/create-checkout-payment"]);
    // The page's language and currency have their own tests (checkout-language, currency).
    expect(api.body(0)).toMatchObject({ lookup_key: "Live_LifetimeLicense", coupon_code: "DEMO10" });
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_page");
  });

  it("sends no coupon when there is no cookie", async () => {
    const api = apiAnswers(secret("cs_test_2_secret_b"));
    await renderPage();
    await screen.findByTestId("stripe-form");
    expect(api.body(0)).toMatchObject({ lookup_key: "Live_LifetimeLicense" });
    expect(api.body(0)).not.toHaveProperty("coupon_code");
  });

  it("removes Stripe.js's script and destroys the checkout when the page is left", async () => {
    apiAnswers(secret("cs_test_3_secret_c"));
    const { unmount } = await renderPage();
    await screen.findByTestId("stripe-form");
    expect(stripeScripts()).toBe(1);
    unmount();
    expect(stripeScripts()).toBe(0);
    await waitFor(() => expect(stripe.destroyed).toBe(1));
  });

  it("reads a returned sid: complete shows the success dialog and the thanks, and loads no Stripe.js", async () => {
    window.history.replaceState(null, "", "/OrderSummary?sid=cs_test_paid");
    const api = apiAnswers(session("complete"));
    await renderPage();
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Your order is successful");
    expect(dialog).toHaveTextContent("Thanks for your purchase !");
    expect(title()).toHaveTextContent("Checkout summary");
    expect(api.urls()).toEqual(["/stripe/session/cs_test_paid"]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.getByText(/Check your spam folder/)).toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it.each(["open", "expired"])("reads a returned %s session as failed, then offers a new checkout", async (status) => {
    window.history.replaceState(null, "", "/OrderSummary?sid=cs_test_unpaid");
    const api = apiAnswers(session(status), secret("cs_test_4_secret_d"));
    await renderPage();
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Your order has failed");
    expect(dialog).toHaveTextContent("Something went wrong, the order has not been processed");
    expect(title()).toHaveTextContent("Checkout summary");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(await screen.findByTestId("stripe-form")).toHaveTextContent("cs_test_4_secret_d");
    expect(api.urls()).toEqual(["/stripe/session/cs_test_unpaid", "/stripe/create-checkout-payment"]);
  });

  it("shows an error with Retry when the API fails, and starts again on Retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = apiAnswers(
      () => Response.json({ error: "The payment provider could not start the checkout" }, { status: 502 }),
      secret("cs_test_5_secret_e"),
    );
    await renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("The payment form could not be loaded");
    expect(screen.queryByTestId("stripe-form")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("stripe-form")).toHaveTextContent("cs_test_5_secret_e");
    expect(api.urls()).toHaveLength(2);
  });

  it("shows the error with Retry when Stripe.js cannot be loaded", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stripe.loadStripe.mockRejectedValueOnce(new Error("Failed to load Stripe.js"));
    apiAnswers(secret("cs_test_6_secret_f"), secret("cs_test_7_secret_g"));
    await renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("The payment form could not be loaded");
    expect(logged).toHaveBeenCalledWith("checkout: Stripe.js could not be loaded", expect.any(Error));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("stripe-form")).toHaveTextContent("cs_test_7_secret_g");
  });
});
