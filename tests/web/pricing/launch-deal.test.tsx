/**
 * The launch deal is dated (decision 037): its terms come from web/.env, the pages state its last
 * day while it runs and stop offering it after, as of the moment the site was built.
 */
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { englishMatrix } from "#tests/web/english.ts";
import { type LaunchDeal, launchDealAt, launchDealCopy } from "#web/content/pricing/launch-deal.ts";
import type { FeatureTab } from "#web/content/showcase/showcase.ts";
import { config } from "#web/lib/config.ts";

const terms = { launchDate: "2025-04-14", months: 3 };
const matrix = await englishMatrix();

describe("launchDealAt", () => {
  it("runs from the launch day until the end of its last day, months later", () => {
    expect(launchDealAt(terms, new Date("2025-04-14T00:00:00Z")).running).toBe(true);
    const lastMoment = launchDealAt(terms, new Date("2025-07-13T23:59:59Z"));
    expect(lastMoment.running).toBe(true);
    expect(lastMoment.lastDate.toISOString()).toBe("2025-07-13T00:00:00.000Z");
    expect(launchDealAt(terms, new Date("2025-07-14T00:00:00Z")).running).toBe(false);
    expect(launchDealAt(terms, new Date("2026-11-25T12:00:00Z")).running).toBe(false);
  });

  it("ends on the last day of a shorter month rather than spilling into the next", () => {
    const deal = launchDealAt({ launchDate: "2025-11-30", months: 3 }, new Date("2026-02-27T12:00:00Z"));
    expect(deal.endsAt.toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(deal.lastDate.toISOString()).toBe("2026-02-27T00:00:00.000Z");
  });

  it("is read from web/.env: the launch day and the deal's length in months", () => {
    expect(config.launchDeal.launchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.launchDeal.months).toBeGreaterThan(0);
  });
});

describe("the deal's words", () => {
  it("offer the deal with its last day while it runs", () => {
    const words = launchDealCopy(launchDealAt(terms, new Date("2025-05-01T00:00:00Z")), matrix);
    expect(words.offer).toBe(
      "The desktop licence includes lifetime access to the web app during the first 3 months of launch: licences bought until July 13, 2025 get it.",
    );
    expect(words.condition).toBe("Launch deal: licences bought in the first 3 months of launch (until July 13, 2025)");
    expect(words.tab.title).toBe("Web version included");
    expect(words.tab.subtitle).toContain("until July 13, 2025");
  });

  it("offer nothing once it ended, and say when it ended", () => {
    const words = launchDealCopy(launchDealAt(terms, new Date("2025-08-01T00:00:00Z")), matrix);
    expect(words.offer).toBeUndefined();
    expect(words.tab.title).toBe("Web version");
    expect(words.tab.subtitle).toContain("ended on July 13, 2025");
    expect(words.until).toBe("until July 13, 2025");
  });
});

/** The pages' modules loaded again as if the site had been built at `builtAt`. */
async function pagesBuiltAt(builtAt: string) {
  vi.resetModules();
  vi.doMock("#web/content/pricing/launch-deal.ts", async (importOriginal) => {
    const real = await importOriginal<typeof import("#web/content/pricing/launch-deal.ts")>();
    const deal: LaunchDeal = real.launchDealAt(terms, new Date(builtAt));
    return { ...real, launchDeal: deal };
  });
  // The modules' catalogues are loaded again too, as the SPA loads a page's before it shows it.
  const { loadPageMessages } = await import("#web/i18n/page-messages.ts");
  await Promise.all([loadPageMessages("/pricing/desktop"), loadPageMessages("/pricing")]);
  const [{ default: PricingDesktopPage }, { default: PricingPage }, { desktopLicence }, { desktopOverview }] =
    await Promise.all([
      import("#web/features/pricing/PricingDesktopPage.tsx"),
      import("#web/features/pricing/PricingPage.tsx"),
      import("#tests/web/pricing/english-pricing.ts"),
      import("#tests/web/showcase/english-showcase.ts"),
    ]);
  return { PricingDesktopPage, PricingPage, desktopLicence, desktopOverview };
}

describe("pages built while the deal runs and after it", () => {
  afterEach(() => {
    vi.doUnmock("#web/content/pricing/launch-deal.ts");
    vi.resetModules();
  });
  stubBrowserApis();

  it("states the last day on /pricing/desktop, /pricing and the desktop tab while it runs", async () => {
    const built = await pagesBuiltAt("2025-06-01T10:00:00Z");
    render(<built.PricingDesktopPage />);
    expect(screen.getByRole("heading", { name: "Launch deal" })).toBeInTheDocument();
    expect(screen.getByText(/licences bought until July 13, 2025 get it/)).toBeInTheDocument();
    const item = document.querySelector('[data-feature="webLifetimeAccess"][data-offers="desktop"] ');
    expect(item?.textContent).toContain("(until July 13, 2025)");
    expect(built.desktopLicence.items.at(-1)).toMatchObject({ status: "available", activated: true });
    expect(renderToString(<built.PricingPage />)).toContain("until July 13, 2025");
    expect(built.desktopOverview.tabs.at(-1)).toMatchObject({
      title: "Web version included",
      claim: "webLifetimeAccess",
    });
  });

  it("stops offering it after its last day: no deal block, the licence item says it ended", async () => {
    const built = await pagesBuiltAt("2025-07-14T00:00:01Z");
    render(<built.PricingDesktopPage />);
    expect(screen.queryByRole("heading", { name: "Launch deal" })).toBeNull();
    expect(built.desktopLicence.launchDeal).toBeUndefined();
    expect(built.desktopLicence.items.at(-1)).toMatchObject({
      label: "Web app lifetime access",
      status: "not-included",
      activated: false,
      tag: "Launch deal ended on July 13, 2025",
    });
    expect(renderToString(<built.PricingPage />)).not.toMatch(/Launch deal/);
    expect(built.desktopOverview.tabs.at(-1)?.title).toBe("Web version");
    // The tab no longer sells the deal: no claim, so no status badge beside its title.
    expect((built.desktopOverview.tabs.at(-1) as FeatureTab).claim).toBeUndefined();
  });
});
