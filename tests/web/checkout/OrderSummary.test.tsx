import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CheckoutSessionStatus } from "#web/features/checkout/api.ts";
import { type CheckoutStart, OrderSummary } from "#web/features/checkout/OrderSummary.tsx";
import type { CheckoutApi } from "#web/features/checkout/use-order.ts";

/** Stands in for Stripe's embedded form: shows which secret it was given, can report a load failure. */
function FakePanel(props: { publishableKey: string; clientSecret: string; onLoadError: () => void }) {
  return (
    <div data-testid="panel">
      {props.publishableKey}:{props.clientSecret}
      <button type="button" onClick={props.onLoadError}>
        fail to load
      </button>
    </div>
  );
}

function fakeApi(overrides: Partial<CheckoutApi> = {}) {
  return {
    createCheckout: vi.fn(
      async (): ReturnType<CheckoutApi["createCheckout"]> => ({ clientSecret: "cs_test_new_secret" }),
    ),
    checkoutStatus: vi.fn(async (): Promise<CheckoutSessionStatus> => "open"),
    ...overrides,
  };
}

function renderOrder(start: CheckoutStart | null, api = fakeApi(), publishableKey = "pk_test_123") {
  render(<OrderSummary publishableKey={publishableKey} start={start} api={api} CheckoutPanel={FakePanel} />);
  return api;
}

/** An API call whose first `times` calls fail (the page logs each failure: silenced); chain its answer after. */
function failingFirst<Call extends CheckoutApi[keyof CheckoutApi]>(times: number, message: string) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const call = vi.fn<Call>();
  for (let i = 0; i < times; i++) call.mockRejectedValueOnce(new Error(message));
  return call;
}

// `hidden`: an open dialog hides the page behind it from the accessibility tree.
const title = () => screen.getByRole("heading", { level: 1, hidden: true });

describe("OrderSummary", () => {
  it("is 'Order details' and creates a checkout with the coupon cookie when there is no sid", async () => {
    const api = renderOrder({ sid: null, couponCode: "DEMO10" });
    expect(title()).toHaveTextContent("Order details");
    expect(await screen.findByTestId("panel")).toHaveTextContent("pk_test_123:cs_test_new_secret");
    expect(api.createCheckout).toHaveBeenCalledWith("DEMO10", expect.anything());
    expect(api.checkoutStatus).not.toHaveBeenCalled();
    expect(screen.getByText("Desktop app license")).toBeInTheDocument();
    expect(screen.getByText(/\$269/)).toBeInTheDocument();
  });

  it("names a coupon code the checkout could not apply, above the form", async () => {
    const api = fakeApi({
      createCheckout: vi.fn(async () => ({ clientSecret: "cs_test_full_price", unusableCoupon: "SPRING-24" })),
    });
    renderOrder({ sid: null, couponCode: "spring-24" }, api);
    expect(await screen.findByTestId("panel")).toHaveTextContent("cs_test_full_price");
    expect(screen.getByRole("status")).toHaveTextContent(
      "The code SPRING-24 cannot be used for this purchase; you are paying the full price.",
    );
  });

  it("shows what the form charges when the Price lacks the page's currency, and says so", async () => {
    document.documentElement.setAttribute("data-currency", "eur");
    const api = fakeApi({ createCheckout: vi.fn(async () => ({ clientSecret: "cs_test_usd", currency: "usd" })) });
    renderOrder({ sid: null, couponCode: undefined }, api);
    expect(await screen.findByTestId("panel")).toHaveTextContent("cs_test_usd");
    expect(api.createCheckout).toHaveBeenCalledWith(undefined, expect.objectContaining({ currency: "eur" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "The licence cannot be paid in euros at the moment: the price shown and the payment are in US dollars.",
    );
    // The prices now show the dollars the form charges; the visitor's own choice is not overwritten.
    expect(document.documentElement.getAttribute("data-currency")).toBe("usd");
    expect(document.cookie).not.toMatch(/currency=/);
    document.documentElement.removeAttribute("data-currency");
  });

  it("shows no code notice when the code applied", async () => {
    renderOrder({ sid: null, couponCode: "DEMO10" });
    await screen.findByTestId("panel");
    expect(screen.queryByText(/cannot be used for this purchase/)).not.toBeInTheDocument();
  });

  it("says how the price stands to tax in each currency and that an invoice comes with the key", async () => {
    renderOrder({ sid: null, couponCode: undefined });
    // One note per currency, stacked; CSS shows the visitor's (decision 069: tax included outside US dollars).
    const stack = screen.getByText("plus VAT where applicable").parentElement;
    const notes = Object.fromEntries(
      [...(stack?.children ?? [])].map((el) => [el.getAttribute("data-in"), el.textContent]),
    );
    expect(notes).toEqual({
      usd: "plus VAT where applicable",
      eur: "VAT included",
      gbp: "VAT included",
      jpy: "Consumption tax included",
      brl: "Taxes included",
    });
    expect(screen.getByText(/Every purchase comes with an invoice/)).toBeInTheDocument();
    await screen.findByTestId("panel");
  });

  it("shows the loading state, and calls nothing, until the browser has read the start", () => {
    const api = renderOrder(null);
    expect(screen.getAllByText("Preparing the secure payment form...").length).toBeGreaterThan(0);
    expect(api.createCheckout).not.toHaveBeenCalled();
  });

  it("after a completed payment: 'Checkout summary', the success dialog and the thanks with spam note and Discord link", async () => {
    const api = renderOrder(
      { sid: "cs_test_done", couponCode: undefined },
      fakeApi({ checkoutStatus: vi.fn(async () => "complete" as const) }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Your order is successful")).toBeInTheDocument();
    expect(within(dialog).getByText("Thanks for your purchase !")).toBeInTheDocument();
    expect(title()).toHaveTextContent("Checkout summary");
    expect(api.checkoutStatus).toHaveBeenCalledWith("cs_test_done", expect.anything());
    expect(api.createCheckout).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText(/Check your spam folder/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Discord" })).toHaveAttribute("href", "/discord");
    expect(screen.queryByTestId("panel")).toBeNull();
  });

  it("after an unpaid return: the failure dialog, then a fresh checkout to try again", async () => {
    const api = renderOrder({ sid: "cs_test_open", couponCode: undefined });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Your order has failed")).toBeInTheDocument();
    expect(within(dialog).getByText("Something went wrong, the order has not been processed")).toBeInTheDocument();
    expect(title()).toHaveTextContent("Checkout summary");
    expect(await screen.findByTestId("panel")).toBeInTheDocument();
    expect(api.createCheckout).toHaveBeenCalledTimes(1);
  });

  it("explains that payments are not configured without a publishable key, and calls nothing", () => {
    const api = renderOrder({ sid: null, couponCode: undefined }, fakeApi(), "");
    expect(screen.getByRole("note")).toHaveTextContent("Payments are not configured on this site");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(api.createCheckout).not.toHaveBeenCalled();
  });

  it("offers Retry when the API fails, and retries", async () => {
    const createCheckout = failingFirst<CheckoutApi["createCheckout"]>(1, "502").mockResolvedValueOnce({
      clientSecret: "cs_test_second",
    });
    renderOrder({ sid: null, couponCode: undefined }, fakeApi({ createCheckout }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The payment form could not be loaded");
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("panel")).toHaveTextContent("cs_test_second");
  });

  it("sends one attempt key however often the attempt runs, and a new one on Retry", async () => {
    // Strict mode runs the effect twice: both runs of the first attempt fail.
    const createCheckout = failingFirst<CheckoutApi["createCheckout"]>(2, "502").mockResolvedValue({
      clientSecret: "cs_test_second",
    });
    render(
      <StrictMode>
        <OrderSummary
          publishableKey="pk_test_123"
          start={{ sid: null, couponCode: undefined }}
          api={fakeApi({ createCheckout })}
          CheckoutPanel={FakePanel}
        />
      </StrictMode>,
    );
    await screen.findByRole("alert");
    expect(createCheckout).toHaveBeenCalledTimes(2);
    const firstKeys = new Set(createCheckout.mock.calls.map(([, options]) => options?.attemptKey));
    expect(firstKeys.size).toBe(1);
    const [firstKey] = firstKeys;
    expect(firstKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByTestId("panel");
    const retryKey = createCheckout.mock.calls.at(-1)?.[1]?.attemptKey;
    expect(retryKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(retryKey).not.toBe(firstKey);
  });

  it("retries the session lookup itself when that is what failed", async () => {
    const checkoutStatus = failingFirst<CheckoutApi["checkoutStatus"]>(1, "offline").mockResolvedValueOnce("complete");
    renderOrder({ sid: "cs_test_x", couponCode: undefined }, fakeApi({ checkoutStatus }));
    await userEvent.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Your order is successful")).toBeInTheDocument();
  });

  it("shows the error state when Stripe.js cannot load", async () => {
    renderOrder({ sid: null, couponCode: undefined });
    const fail = await screen.findByRole("button", { name: "fail to load" });
    await act(async () => fail.click());
    await waitFor(() => expect(screen.getByRole("alert")).toBeInTheDocument());
  });
});
