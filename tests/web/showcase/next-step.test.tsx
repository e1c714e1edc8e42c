/**
 * Issue 40: every showcase page leads on. The features pages end with their product's next step
 * (the web app's sign-up; the desktop app's trial and licence), and wherever the desktop app says
 * 'Buy now' its free trial stands beside it. Links come from the config and the route table.
 */
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { pathTo } from "#common/routes.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { renderLocalized } from "#tests/web/localized.tsx";
import PricingDesktopPage from "#web/features/pricing/PricingDesktopPage.tsx";
import DesktopPage from "#web/features/showcase/DesktopPage.tsx";
import FeaturesDesktopPage from "#web/features/showcase/FeaturesDesktopPage.tsx";
import FeaturesWebPage from "#web/features/showcase/FeaturesWebPage.tsx";
import { config } from "#web/lib/config.ts";

beforeAll(stubBrowserApis);

/** The page's last band, once every section of it has been read. */
const lastBand = () => {
  const bands = screen.getAllByTestId("next-step");
  expect(bands).toHaveLength(1);
  const band = bands[0] as HTMLElement;
  const sections = [...document.querySelectorAll("section")].filter((s) => !s.closest("section section"));
  expect(sections.at(-1)?.contains(band), "the next step is the page's last section").toBe(true);
  return within(band);
};

/** The trial as a computer gets it: the download route, with the configured length. */
const expectTrial = (container: HTMLElement, label: string | RegExp) => {
  const computer = container.querySelector<HTMLElement>('[data-platform="computer"]') as HTMLElement;
  expect(within(computer).getByRole("link", { name: label })).toHaveAttribute("href", pathTo("download"));
  expect(computer).toHaveTextContent(`Free for ${config.trialDays} days`);
  // A phone, which cannot run it, is offered the web app instead.
  const phone = container.querySelector<HTMLElement>('[data-platform="phone"]') as HTMLElement;
  expect(within(phone).getByRole("link", { name: "Start with the web app" })).toHaveAttribute(
    "href",
    config.links.signUp,
  );
};

describe("the features pages end with their product's next step", () => {
  it("/features/web: sign up for free, at the configured sign-up address, after the FAQ", async () => {
    await renderLocalized("/features/web", <FeaturesWebPage />);
    const band = lastBand();
    expect(band.getByRole("heading", { level: 2, name: "Start backtesting in your browser" })).toBeVisible();
    expect(band.getByRole("link", { name: "Sign up for free" })).toHaveAttribute("href", config.links.signUp);
    expect(band.getByText("100% free for swing traders, no credit card needed.")).toBeVisible();
  });

  it("/features/desktop: the free trial and 'Buy now' with the licence's price, after the FAQ", async () => {
    await renderLocalized("/features/desktop", <FeaturesDesktopPage />);
    const band = lastBand();
    expect(band.getByRole("link", { name: "Buy now" })).toHaveAttribute("href", pathTo("order-summary"));
    expect(band.getByText("$269, lifetime licence")).toBeInTheDocument();
    expectTrial(screen.getByTestId("next-step"), "Download the free trial");
  });

  it("/de/features/desktop: in German, from the page's own catalogues", async () => {
    await renderLocalized("/de/features/desktop", <FeaturesDesktopPage />);
    const band = lastBand();
    expect(band.getByRole("link", { name: "Jetzt kaufen" })).toHaveAttribute("href", pathTo("order-summary", {}, "de"));
    expect(band.getByRole("link", { name: "Kostenlose Testversion herunterladen" })).toHaveAttribute(
      "href",
      pathTo("download", {}, "de"),
    );
  });

  it("/ja/features/web: in Japanese", async () => {
    await renderLocalized("/ja/features/web", <FeaturesWebPage />);
    expect(lastBand().getByRole("link", { name: "無料で登録" })).toHaveAttribute("href", config.links.signUp);
  });
});

describe("every desktop 'Buy now' has the free trial beside it", () => {
  it("/desktop: in the header, beside 'Buy now' and the price", async () => {
    const { container } = await renderLocalized("/desktop", <DesktopPage />);
    const header = container.querySelector("header") as HTMLElement;
    expect(within(header).getByRole("link", { name: "Buy now" })).toHaveAttribute("href", pathTo("order-summary"));
    expectTrial(header, "Download the free trial");
    // The spec's closing 'Sign up for free' stays.
    expect(lastBand().getByRole("link", { name: "Sign up for free" })).toHaveAttribute("href", config.links.signUp);
  });

  it("/pricing/desktop: in the licence's card, right under 'Buy now'", async () => {
    await renderLocalized("/pricing/desktop", <PricingDesktopPage />);
    const card = screen.getByRole("article", { name: "Desktop app license" });
    const buy = within(card).getByRole("link", { name: "Buy now" });
    expect(buy).toHaveAttribute("href", pathTo("order-summary"));
    expectTrial(card, "Download the trial");
    // Under it, before the list of what is included.
    const trial = within(card).getByRole("link", { name: "Download the trial" });
    expect(buy.compareDocumentPosition(trial) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      trial.compareDocumentPosition(within(card).getByRole("heading", { name: "What's included" })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
