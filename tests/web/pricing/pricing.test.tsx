import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { at } from "#common/at.ts";
import { LICENCE_TAX_BEHAVIOR } from "#common/tax.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { desktopLicence, englishPrices, plans, pricingWeb } from "#tests/web/pricing/english-pricing.ts";
import { DEFAULT_BILLING, monthlyPriceOf, type Plan } from "#web/content/pricing/plans.ts";
import { billingPeriod, highlightedPlan } from "#web/features/pricing/billing.ts";
import { billingNote } from "#web/features/pricing/PlanCard.tsx";
import { PlanTable } from "#web/features/pricing/PlanTable.tsx";
import PricingDesktopPage from "#web/features/pricing/PricingDesktopPage.tsx";

const plan = (id: string) => {
  const found = plans.find((p) => p.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe("web plans", () => {
  it("hold the spec's prices: monthly 0/15.99/25.99, yearly per month 0/13.59/22.09, billed 0/163.08/265.08", () => {
    expect(plans.map((p) => p.title)).toEqual(["Free", "Basic", "Essential"]);
    expect(plans.map((p) => p.monthlyprice)).toEqual([0, 15.99, 25.99]);
    expect(plans.map((p) => p.yearlyprice)).toEqual([0, 13.59, 22.09]);
    expect(plans.map((p) => p.yearlypricesum)).toEqual([0, 163.08, 265.08]);
  });

  it("bill a year as twelve times the yearly monthly price, about 15% under monthly billing", () => {
    for (const p of plans) {
      expect(Math.round(p.yearlyprice * 12 * 100)).toBe(Math.round(p.yearlypricesum * 100));
      if (p.monthlyprice > 0) expect(1 - p.yearlyprice / p.monthlyprice).toBeCloseTo(0.15, 2);
    }
  });

  it("follow the plan limits: charts, intraday, seconds; the Rule Manager is Essential's, still a work in progress", () => {
    const active = (id: string) =>
      plan(id)
        .items.filter((i) => i.activated)
        .map((i) => i.label);
    expect(active("free")).toContain("1 chart at a time");
    expect(active("free").join()).not.toMatch(/Intraday|Seconds|Rule Manager/);
    expect(active("basic")).toContain("2 charts at a time");
    expect(active("basic")).toContain("Intraday timeframes: 4h to 1m");
    expect(active("basic").join()).not.toMatch(/Seconds|Rule Manager/);
    expect(active("essential")).toEqual(expect.arrayContaining(["Unlimited charts", "Seconds and custom timeframes"]));
    const ruleManager = plan("essential").items.find((i) => i.feature === "ruleManager");
    expect(ruleManager).toMatchObject({
      label: "Rule Manager",
      status: "coming",
      tag: "Work in progress",
      activated: false,
    });
  });

  it("picks the price per month of the billing period and says what is billed", () => {
    expect(monthlyPriceOf(plan("basic"), "monthly")).toBe(15.99);
    expect(monthlyPriceOf(plan("basic"), "yearly")).toBe(13.59);
    const note = (p: Plan, period: "monthly" | "yearly") => billingNote(p, period, pricingWeb, englishPrices);
    expect(note(plan("essential"), "yearly")).toBe("$265.08 billed yearly");
    expect(note(plan("essential"), "monthly")).toBe("Billed monthly");
    expect(note(plan("free"), "yearly")).toBe("Free forever");
  });

  it("default to Yearly billing, labelled 'Yearly -15%'", () => {
    expect(DEFAULT_BILLING).toBe("yearly");
    render(<PlanTable />);
    expect(screen.getByRole("radio", { name: "Yearly -15%" })).toBeChecked();
  });
});

describe("desktop licence", () => {
  it("says on its card whether VAT is added or included, as LICENCE_TAX_BEHAVIOR says", () => {
    render(
      <Router ssrPath="/pricing/desktop">
        <PricingDesktopPage />
      </Router>,
    );
    const card = screen.getByRole("article", { name: "Desktop app license" });
    const expected = LICENCE_TAX_BEHAVIOR === "inclusive" ? "VAT included" : "plus VAT where applicable";
    expect(within(card).getByText(expected)).toBeInTheDocument();
  });

  it("costs 269 USD per life and lists 12 items: the Rule Manager and Fast Backtest coming, web access by the launch deal", () => {
    expect(desktopLicence.title).toBe("Desktop app license");
    expect(desktopLicence.items).toHaveLength(12);
    expect(desktopLicence.items.filter((i) => i.status === "coming").map((i) => [i.label, i.tag])).toEqual([
      ["Rule Manager", "Coming soon"],
      ["Fast Backtest", "Coming soon"],
    ]);
    // Running or ended, the deal is dated (tests/web/pricing/launch-deal.test.tsx has both states).
    expect(desktopLicence.items.at(-1)).toMatchObject({ label: "Web app lifetime access" });
    expect(`${desktopLicence.items.at(-1)?.note ?? desktopLicence.items.at(-1)?.tag}`).toMatch(
      /^Launch deal.* \w+ \d{1,2}, \d{4}\)?$/,
    );
  });
});

stubBrowserApis();

describe("billing toggle and plan cards", () => {
  beforeEach(() => {
    billingPeriod.value = "yearly";
    highlightedPlan.value = "essential";
  });

  const grid = () => within(screen.getByTestId("plans-grid"));
  const carousel = () => within(screen.getByTestId("plans-carousel"));
  /** The text of each element with this test id, card by card. */
  const texts = (cards: ReturnType<typeof grid>, testId: string) =>
    cards.getAllByTestId(testId).map((el) => el.textContent);
  const prices = () => texts(grid(), "plan-price");

  it("starts on Yearly with the yearly prices per month, one option always checked", () => {
    render(<PlanTable />);
    expect(screen.getByRole("radio", { name: "Yearly -15%" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Monthly" })).not.toBeChecked();
    expect(prices()).toEqual(["$0", "$13.59", "$22.09"]);
    expect(texts(grid(), "plan-billing")).toEqual(["Free forever", "$163.08 billed yearly", "$265.08 billed yearly"]);
  });

  it("switches every price, in the grid and in the carousel, to monthly and back", async () => {
    const user = userEvent.setup();
    render(<PlanTable />);
    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(prices()).toEqual(["$0", "$15.99", "$25.99"]);
    expect(texts(carousel(), "plan-price")).toEqual(["$0", "$15.99", "$25.99"]);
    expect(screen.getByRole("radio", { name: "Yearly -15%" })).not.toBeChecked();
    await user.click(screen.getByRole("radio", { name: "Yearly -15%" }));
    expect(prices()).toEqual(["$0", "$13.59", "$22.09"]);
  });

  it("highlights Essential as 'Most Popular' and links Free to sign-up, the others to the purchase page of their plan and period", async () => {
    render(<PlanTable />);
    const cards = grid().getAllByRole("article");
    expect(cards.map((c) => c.getAttribute("data-highlighted"))).toEqual(["false", "false", "true"]);
    expect(within(at(cards, 2)).getByText("Most Popular")).toBeInTheDocument();
    expect(within(at(cards, 0)).queryByText("Most Popular")).toBeNull();
    const free = within(at(cards, 0)).getByRole("link", { name: /Subscribe/ });
    expect(free.getAttribute("href")).toBe(import.meta.env.VITE_SIGNUP_URL);
    const buyNow = () =>
      cards.slice(1).map((card) =>
        within(card)
          .getByRole("link", { name: /Buy now/ })
          .getAttribute("href"),
      );
    const template = String(import.meta.env.VITE_WEB_PURCHASE_URL);
    const address = (plan: string, period: string) => template.replace("{plan}", plan).replace("{period}", period);
    expect(buyNow()).toEqual([address("basic", "yearly"), address("essential", "yearly")]);
    await userEvent.setup().click(screen.getByRole("radio", { name: "Monthly" }));
    expect(buyNow()).toEqual([address("basic", "monthly"), address("essential", "monthly")]);
  });

  it("moves the highlight to the card the visitor points at", async () => {
    const user = userEvent.setup();
    render(<PlanTable />);
    const cards = grid().getAllByRole("article");
    await user.hover(at(cards, 1));
    expect(cards.map((c) => c.getAttribute("data-highlighted"))).toEqual(["false", "true", "false"]);
  });
});

describe("/pricing/desktop for licence owners", () => {
  it("links the licence reset and the page that sends the licence again", () => {
    render(<PricingDesktopPage />);
    const owners = screen.getByRole("navigation", { name: "Already have a licence?" });
    expect(within(owners).getByRole("link", { name: "Reset your licence key" })).toHaveAttribute(
      "href",
      "/resetlicense",
    );
    expect(within(owners).getByRole("link", { name: "Send me my licence again" })).toHaveAttribute("href", "/licence");
  });
});
