import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { at } from "#common/at.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { faq } from "#web/content/faq/faq.ts";
import { desktopIndicators, type Indicator, webIndicators } from "#web/content/showcase/indicators.ts";
import { testimonialName } from "#web/content/showcase/showcase.ts";
import { FeatureAccordion } from "#web/features/showcase/FeatureAccordion.tsx";
import { FeatureShowcase } from "#web/features/showcase/FeatureShowcase.tsx";
import { IndicatorSearch } from "#web/features/showcase/IndicatorSearch.tsx";
import { ReportingSection } from "#web/features/showcase/ReportingSection.tsx";
import { RuleManagerCards } from "#web/features/showcase/RuleManagerCards.tsx";
import faqWords from "#web/i18n/messages/en/faq.json";
import { landing } from "./english-landing";
import {
  accordionItems,
  accordionMedia,
  desktopOverview,
  reportingTabs,
  ruleCards,
  testimonials,
} from "./english-showcase";

beforeAll(stubBrowserApis);

describe("content", () => {
  it("lists 107 distinct web indicators and 44 distinct desktop indicators", () => {
    const names = (list: readonly Indicator[]) => list.flatMap((i) => [i.name, ...(i.also ? [i.also] : [])]);
    expect(new Set(names(webIndicators)).size).toBe(names(webIndicators).length);
    expect(webIndicators).toHaveLength(107);
    expect(new Set(names(desktopIndicators)).size).toBe(names(desktopIndicators).length);
    expect(desktopIndicators).toHaveLength(44);
  });

  it("names the desktop indicators as the spec gives them (AC, ADX, Alligator, ATR, BollingerBands...)", () => {
    const names = desktopIndicators.map((i) => i.name);
    for (const name of ["AC", "ADX", "Alligator", "ATR", "BollingerBands", "Ichimoku", "Keltner", "MACD", "RSI"]) {
      expect(names).toContain(name);
    }
    expect(names).toEqual(expect.arrayContaining(["SuperTrend", "ZigZag"]));
  });

  it("makes the landing's fifth slide an image and the others videos", () => {
    expect(landing.tabs.map((t) => t.slides[0]?.kind)).toEqual(["video", "video", "video", "video", "image"]);
    expect(landing.tabs.map((t) => t.title)).toContain("Backtest everywhere");
  });

  it("shows 'anonymous' for a testimonial with an empty name", () => {
    expect(testimonials.some((t) => t.name === "")).toBe(true);
    expect(testimonialName({ name: "  ", role: "", text: "" }, "anonymous")).toBe("anonymous");
    expect(testimonialName({ name: "Ann", role: "", text: "" }, "anonymous")).toBe("Ann");
  });

  it("gives the desktop accordion an image at index 4 and the web videos everywhere but Indicators", () => {
    expect(accordionMedia.web.map((m) => m?.kind ?? null)).toEqual(["video", null, "video", "video", "video", "video"]);
    expect(accordionMedia.desktop[4]?.kind).toBe("image");
    expect(accordionItems.map((i) => i.title)).toEqual([
      "Market orders",
      "Indicators",
      "Drawing tools",
      "Risk management",
      "Timeframes",
      "Economic calendar",
    ]);
  });
});

describe("feature tabs and carousel", () => {
  it("selecting a tab selects its slide and subtitle", async () => {
    render(<FeatureShowcase label="Web app features" idPrefix="t" tabs={landing.tabs} layout="slides" />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs).toHaveLength(5);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.click(at(tabs, 2));
    expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    expect(tabs[0]).toHaveAttribute("aria-selected", "false");
    const slides = screen.getAllByRole("group", { hidden: true });
    const visible = slides.filter((s) => s.getAttribute("aria-hidden") !== "true");
    expect(visible.map((s) => s.getAttribute("aria-label"))).toEqual([at(landing.tabs, 2).title]);
    expect(screen.getByText(at(landing.tabs, 2).subtitle, { selector: "p" })).toBeInTheDocument();
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    render(<FeatureShowcase label="Desktop" idPrefix="d" tabs={desktopOverview.tabs} layout="per-tab" />);
    const tabs = screen.getAllByRole("tab");
    at(tabs, 0).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tabs[1]).toHaveAttribute("aria-selected", "true");
    expect(tabs[1]).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(tabs[4]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    // The per-tab carousel shows the selected tab's own slides.
    expect(screen.getByRole("region", { name: `${at(desktopOverview.tabs, 0).title} media` })).toBeInTheDocument();
  });

  it("loads the desktop overview's first image at once and first: it is the page's largest paint", () => {
    render(<FeatureShowcase label="Desktop" idPrefix="d" tabs={desktopOverview.tabs} layout="per-tab" />);
    const first = screen.getByRole("img", { name: /dark theme/ });
    expect(first).toHaveAttribute("loading", "eager");
    expect(first).toHaveAttribute("fetchpriority", "high");
    expect(screen.getByRole("img", { name: /light theme/, hidden: true })).not.toHaveAttribute("fetchpriority");
  });

  it("reporting tabs select the matching screenshot", async () => {
    render(<ReportingSection mode="web" />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(reportingTabs.web.map((t) => t.title));
    await userEvent.click(at(tabs, 5));
    const carousel = screen.getByRole("region", { name: "Reporting screenshots" });
    const shown = within(carousel)
      .getAllByRole("group", { hidden: true })
      .filter((s) => s.getAttribute("aria-hidden") !== "true");
    expect(shown.map((s) => s.getAttribute("aria-label"))).toEqual(["Monte-Carlo simulation"]);
    expect(screen.getByText(at(reportingTabs.web, 5).subtitle)).toBeInTheDocument();
  });
});

describe("accordion and media", () => {
  it("the opened item picks the media panel, and Indicators shows the search instead", async () => {
    render(<FeatureAccordion mode="web" media={accordionMedia.web} />);
    const panel = screen.getByTestId("accordion-media");
    expect(panel.querySelector("video")).toHaveAttribute("data-src", "/media/showcase/orders.webm");
    expect(panel.querySelector("video")).toHaveAttribute("preload", "none");
    expect(panel.querySelector("video")?.textContent).toBe("Your browser does not support this video format.");
    // The poster is a <picture> under the clip, so the width picks the crop before the first paint.
    expect(panel.querySelector("video")).not.toHaveAttribute("poster");
    expect(panel.querySelector("picture source")).toHaveAttribute("srcset", "/media/showcase/orders-mobile.svg");
    expect(panel.querySelector("picture img")).toHaveAttribute("src", "/media/showcase/orders.svg");
    await userEvent.click(screen.getByRole("button", { name: "Indicators" }));
    expect(screen.getByRole("button", { name: "Indicators" })).toHaveAttribute("aria-expanded", "true");
    expect(panel.querySelector("video")).toBeNull();
    expect(within(panel).getByLabelText(/Indicator name/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Drawing tools" }));
    expect(panel.querySelector("video")).toHaveAttribute("data-src", "/media/showcase/drawing.webm");
  });

  it("marks one copy of the first clip's poster for inlining: the inline one, as the side panel never shows on a phone", () => {
    const { container } = render(<FeatureAccordion mode="web" media={accordionMedia.web} />);
    const marked = container.querySelectorAll("[data-inline-poster]");
    expect(marked).toHaveLength(1);
    expect(marked[0]?.closest('[data-testid="accordion-media"]')).toBeNull();
    expect(marked[0]).toHaveAttribute("srcset", "/media/showcase/orders-mobile.svg");
  });

  it("on the desktop page the Timeframes item shows an image", async () => {
    render(<FeatureAccordion mode="desktop" media={accordionMedia.desktop} />);
    await userEvent.click(screen.getByRole("button", { name: "Timeframes" }));
    const panel = screen.getByTestId("accordion-media");
    expect(panel.querySelector("img")).toHaveAttribute("src", "/media/showcase/timeframes-desktop.svg");
    expect(panel.querySelector("video")).toBeNull();
  });
});

describe("indicator search", () => {
  it("filters the full list, clears, and requires a value", async () => {
    render(<IndicatorSearch indicators={webIndicators} />);
    const field = screen.getByLabelText(/Indicator name/);
    expect(screen.getByText("107 of 107 indicators")).toBeInTheDocument();
    await userEvent.type(field, "moving average");
    const options = within(screen.getByRole("list", { name: "Indicators" })).getAllByRole("button");
    expect(options.length).toBeGreaterThan(3);
    for (const o of options) expect(o.textContent?.toLowerCase()).toContain("moving average");
    await userEvent.click(screen.getByRole("button", { name: "Clear the indicator name" }));
    expect(field).toHaveValue("");
    expect(screen.getByRole("alert")).toHaveTextContent("Choose an indicator");
    expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(field, "zzzz");
    expect(screen.getByText("No indicator matches")).toBeInTheDocument();
  });

  it("picking an indicator fills the field", async () => {
    render(<IndicatorSearch indicators={desktopIndicators} />);
    expect(screen.getByText("44 of 44 indicators")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "ParabolicSAR (Parabolic SAR)" }));
    expect(screen.getByLabelText(/Indicator name/)).toHaveValue("ParabolicSAR");
  });

  it("finds an indicator by its abbreviation first: RSI, SMA, ATR, ADX on the web", async () => {
    render(<IndicatorSearch indicators={webIndicators} />);
    const field = screen.getByLabelText(/Indicator name/);
    const firstOption = () =>
      within(screen.getByRole("list", { name: "Indicators" })).getAllByRole("button")[0]?.textContent;
    for (const [typed, found] of [
      ["RSI", "Relative Strength Index (RSI)"],
      ["SMA", "Simple Moving Average (SMA)"],
      ["ATR", "Average True Range (ATR)"],
      ["ADX", "Average Directional Index (ADX)"],
      ["relative strength", "Relative Strength Index (RSI)"],
    ]) {
      await userEvent.clear(field);
      await userEvent.type(field, typed as string);
      expect(firstOption()).toBe(found);
    }
  });

  it("finds a desktop indicator by its full name as well as its platform name", async () => {
    render(<IndicatorSearch indicators={desktopIndicators} />);
    const field = screen.getByLabelText(/Indicator name/);
    await userEvent.type(field, "Relative Strength Index");
    expect(within(screen.getByRole("list", { name: "Indicators" })).getAllByRole("button")[0]).toHaveTextContent(
      "RSI (Relative Strength Index)",
    );
  });
});

describe("Rule Manager cards", () => {
  it("are the spec's three kinds: Setup, Entry and Exit", () => {
    expect(ruleCards.map((c) => c.title)).toEqual(["Setup rules", "Entry rules", "Exit rules"]);
  });

  it("toggle between 200px and their expanded height on click and keyboard", async () => {
    render(<RuleManagerCards />);
    const cards = screen.getAllByRole("button");
    expect(cards).toHaveLength(ruleCards.length);
    for (const c of cards) expect(c).toHaveAttribute("data-height", "200");
    await userEvent.click(at(cards, 1));
    expect(cards[1]).toHaveAttribute("aria-expanded", "true");
    expect(cards[1]).toHaveAttribute("data-height", "300");
    at(cards, 0).focus();
    await userEvent.keyboard("{Enter}");
    expect(cards[0]).toHaveAttribute("data-height", "486");
    await userEvent.keyboard(" ");
    expect(cards[0]).toHaveAttribute("data-height", "200");
    await act(async () => fireEvent.click(at(cards, 1)));
    expect(cards[1]).toHaveAttribute("aria-expanded", "false");
  });

  it("show their image collapsed and their rules expanded", async () => {
    render(<RuleManagerCards />);
    for (const card of ruleCards) {
      const button = screen.getByRole("button", { name: new RegExp(card.title) });
      expect(button.querySelector("img")).toHaveAttribute("src", card.image);
      await userEvent.click(button);
      expect(button.querySelector("img")).toBeNull();
      for (const rule of card.rules) expect(button).toHaveTextContent(rule);
    }
  });
});

describe("FAQ by mode", () => {
  it("shows the questions of the page's mode", () => {
    const question = (id: string) => faqWords[`${id}.question` as keyof typeof faqWords];
    const { unmount } = render(<FaqList mode="desktop" />);
    for (const item of faq.desktop) expect(screen.getByText(question(item.id))).toBeInTheDocument();
    expect(screen.queryByText(question(at(faq.web, 0).id))).toBeNull();
    unmount();
    render(<FaqList mode="web" />);
    for (const item of faq.web) expect(screen.getByText(question(item.id))).toBeInTheDocument();
  });
});
