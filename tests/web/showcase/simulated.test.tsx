/**
 * Issue 40: simulated results say so. Every medium the showcase pages list prints figures that
 * scripts/media computes from a sample trade log (its <name>.facts.json records them and what
 * they come from), so each carries the caption; and the footer carries the risk warning. In
 * every language.
 */
import { existsSync, readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { locales, localizedPath } from "#common/locales.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { renderLocalized } from "#tests/web/localized.tsx";
import { Footer } from "#web/components/shell/Footer.tsx";
import type { Media } from "#web/content/showcase/media.ts";
import { MediaView } from "#web/features/showcase/MediaView.tsx";
import { landing } from "./english-landing";
import { accordionMedia, desktopOverview, reportingTabs, themes } from "./english-showcase";

beforeAll(stubBrowserApis);

const listed: readonly Media[] = [
  ...landing.tabs.flatMap((tab) => tab.slides),
  ...desktopOverview.tabs.flatMap((tab) => tab.slides),
  ...accordionMedia.web.filter((m) => m !== null),
  ...accordionMedia.desktop.filter((m) => m !== null),
  ...reportingTabs.web.map((tab) => tab.image),
  ...reportingTabs.desktop.map((tab) => tab.image),
  ...themes,
];

const nameOf = (m: Media) => m.src.replace(/^\/media\/showcase\/|\.(webm|svg)$/g, "");

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(`web/i18n/messages/${locale}/shell.json`, "utf8")) as Record<string, string>;

describe("the showcase media", () => {
  it("print, every one, figures computed from sample trades: what the caption says", () => {
    expect(listed.length).toBeGreaterThan(20);
    for (const name of new Set(listed.map(nameOf))) {
      const file = `web/public/media/showcase/${name}.facts.json`;
      expect(existsSync(file), `${name} has no facts: does it print figures? If not, it needs no caption`).toBe(true);
      const facts = JSON.parse(readFileSync(file, "utf8")) as {
        inputs: Record<string, unknown>;
        printed: Record<string, string>;
      };
      expect(Object.keys(facts.printed).length, name).toBeGreaterThan(0);
      // The trades they come from: a session's trade log, or a rule's sample signal and ticket.
      expect("trades" in facts.inputs || ("signal" in facts.inputs && "ticket" in facts.inputs), name).toBe(true);
    }
  });

  it("caption an image and a clip: the figures are simulated from a sample trade log", () => {
    const image = reportingTabs.web[0]?.image as Media;
    const clip = accordionMedia.web[0] as Media;
    for (const media of [image, clip]) {
      const { unmount } = render(<MediaView media={media} />);
      expect(screen.getByRole("figure")).toHaveTextContent("Simulated figures from a sample trade log.");
      unmount();
    }
  });

  it("caption in the page's language", async () => {
    await renderLocalized("/ja/features/web", <MediaView media={reportingTabs.web[0]?.image as Media} />);
    expect(screen.getByRole("figure")).toHaveTextContent(catalogue("ja").media_simulated ?? "");
  });
});

describe("the footer's risk warning", () => {
  it.each(locales)("%s: on every page, in the page's language", async (locale) => {
    await renderLocalized(localizedPath(locale, "/"), <Footer />);
    const warning = catalogue(locale).risk_warning;
    expect(warning).toBeTruthy();
    expect(screen.getByTestId("footer-risk").textContent).toBe(warning);
  });

  it("says that trading risks loss and that past or simulated results guarantee nothing", async () => {
    await renderLocalized("/", <Footer />);
    expect(screen.getByTestId("footer-risk")).toHaveTextContent(
      "Risk warning: trading involves risk of loss. Past or simulated performance does not guarantee future results.",
    );
  });
});
