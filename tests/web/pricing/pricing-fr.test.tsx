/**
 * The pricing pages, the comparison and the order page in a translation (issue 29, item 1): French
 * headings, states and messages from their catalogues, the feature matrix's words in French and
 * every price written by the page language's formatter.
 */
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { renderLocalized } from "#tests/web/localized.tsx";
import { launchDeal } from "#web/content/pricing/launch-deal.ts";
import type { CheckoutSessionStatus } from "#web/features/checkout/api.ts";
import { OrderSummary } from "#web/features/checkout/OrderSummary.tsx";
import ComparisonPage from "#web/features/comparison/ComparisonPage.tsx";
import PricingDesktopPage from "#web/features/pricing/PricingDesktopPage.tsx";
import PricingPage from "#web/features/pricing/PricingPage.tsx";
import PricingWebPage from "#web/features/pricing/PricingWebPage.tsx";
import { formatterOf } from "#web/i18n/format.ts";

beforeAll(() => {
  stubBrowserApis();
  vi.stubGlobal("fetch", () => new Promise(() => {}));
});

const fr = formatterOf("fr");
/** Text as Testing Library compares it: French prices and punctuation carry no-break spaces, which it reads as spaces. */
const plain = (text: string) => text.replace(/\s+/g, " ");
const price = (amount: number) => plain(fr.price(amount));
const pageText = () => plain(document.body.textContent ?? "");
const h1 = () => screen.getByRole("heading", { level: 1, hidden: true });

describe("the pricing pages in French", () => {
  it("/fr/pricing: the overview, its prices in French and the Rule Manager with its French status", async () => {
    await renderLocalized("/fr/pricing", <PricingPage />);
    expect(h1()).toHaveTextContent("100 % gratuit pour les swing traders");
    expect(fr.price(13.59)).not.toBe("$13.59");
    expect(pageText()).toContain(`commencent à ${price(13.59)} par mois`);
    expect(pageText()).toContain("Rule Manager (en cours de développement)");
    expect(pageText()).toContain(`licence à vie pour ${price(269)}`);
  });

  it("/fr/pricing/web: the toggle, the cards' French prices and billing lines, the plans' items", async () => {
    await renderLocalized("/fr/pricing/web", <PricingWebPage />);
    expect(h1()).toHaveTextContent("Forfaits de l’application web");
    expect(screen.getByRole("radio", { name: "Annuel -15\u00a0%" })).toBeChecked();
    const grid = within(screen.getByTestId("plans-grid"));
    expect(grid.getAllByTestId("plan-price").map((e) => plain(e.textContent ?? ""))).toEqual(
      [0, 13.59, 22.09].map(price),
    );
    expect(grid.getAllByTestId("plan-billing").map((e) => plain(e.textContent ?? ""))).toEqual([
      "Gratuit pour toujours",
      `${price(163.08)} facturés à l’année`,
      `${price(265.08)} facturés à l’année`,
    ]);
    expect(grid.getAllByText("2 graphiques à la fois")).toHaveLength(1);
    expect(grid.getByText("En cours de développement")).toBeInTheDocument();
  });

  it("/fr/pricing/desktop: the licence card, its French price, tax note and the deal's French date", async () => {
    await renderLocalized("/fr/pricing/desktop", <PricingDesktopPage />);
    expect(h1()).toHaveTextContent("Tarifs de l’application de bureau");
    const card = screen.getByRole("article", { name: "Licence de l’application de bureau" });
    expect(within(card).getByText(price(269))).toBeInTheDocument();
    expect(within(card).getAllByText("Bientôt disponible")).toHaveLength(2);
    const lastDay = fr.date(launchDeal.lastDate);
    expect(lastDay).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
    expect(plain(card.textContent ?? "")).toContain(plain(lastDay));
  });

  it("/fr/comparison: French rows, competitors and notes; our prices and theirs in French", async () => {
    await renderLocalized("/fr/comparison", <ComparisonPage />);
    expect(h1()).toHaveTextContent("TickSim face à la concurrence");
    const grid = within(screen.getByTestId("comparison-grid"));
    expect(grid.getByRole("rowheader", { name: "Spread historique" })).toBeInTheDocument();
    expect(grid.getByRole("columnheader", { name: "Concurrent 2" })).toBeInTheDocument();
    expect(grid.getByText("19 actifs seulement")).toBeInTheDocument();
    expect(grid.getByText(`${price(17.99)} ou ${price(35)} / mois`)).toHaveAttribute("data-in", "usd");
    const ours = grid.getAllByText(/^Gratuit, ou /);
    expect(ours.find((el) => el.dataset.in === "usd")).toHaveTextContent(`licence de bureau à vie pour ${price(269)}`);
    // In euros: the licence with its VAT, the plans without a dollar amount (decisions 069, 070).
    expect(ours.find((el) => el.dataset.in === "eur")).toHaveTextContent(/licence de bureau à vie pour 249\s€ TTC/);
  });
});

/** Stands in for Stripe's embedded form. */
const Panel = () => <div data-testid="panel" />;

describe("the order page in French", () => {
  const api = (status: CheckoutSessionStatus, unusableCoupon?: string) => ({
    createCheckout: vi.fn(async () => ({ clientSecret: "cs_test_fr", unusableCoupon })),
    checkoutStatus: vi.fn(async () => status),
  });
  const order = (sid: string | null, checkout: ReturnType<typeof api>) =>
    renderLocalized(
      "/fr/OrderSummary",
      <OrderSummary
        publishableKey="pk_test_fr"
        start={{ sid, couponCode: "X" }}
        api={checkout}
        CheckoutPanel={Panel}
      />,
    );

  it("names an unusable code in French above the form, beside the licence in French", async () => {
    await order(null, api("open", "SPRING-24"));
    expect(await screen.findByTestId("panel")).toBeInTheDocument();
    expect(h1()).toHaveTextContent("Détails de la commande");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Le code SPRING-24 ne peut pas être utilisé pour cet achat ; vous payez le prix plein.",
    );
    expect(screen.getByRole("complementary", { name: "Votre commande" })).toHaveTextContent(price(269));
  });

  it("tells a completed payment in a French dialog and thanks the buyer", async () => {
    await order("cs_paid", api("complete"));
    expect(await screen.findByRole("dialog", { name: "Votre commande a réussi" })).toHaveTextContent(
      "Merci pour votre achat !",
    );
    expect(screen.getByRole("button", { name: "Fermer" })).toBeInTheDocument();
    expect(h1()).toHaveTextContent("Récapitulatif de la commande");
  });

  it("offers to retry in French when the payment form cannot start", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = { ...api("open"), createCheckout: vi.fn(async () => Promise.reject(new Error("offline"))) };
    await order(null, failing);
    expect(await screen.findByRole("alert")).toHaveTextContent("Le formulaire de paiement n’a pas pu être chargé.");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
  });
});
