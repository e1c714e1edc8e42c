import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { ConsentBanner } from "#web/components/consent/ConsentBanner.tsx";
import { closeConsentBanner, consentBanner, openConsentBanner } from "#web/components/consent/consent-state.ts";
import { CONSENT_STORAGE_KEY, readConsent, storeConsent } from "#web/lib/consent.ts";

// The bottom panels keep the page clear of themselves with a ResizeObserver, which jsdom lacks.
beforeAll(stubBrowserApis);

const layer = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));

function renderBanner(tagId = "G-TEST") {
  const { hook } = memoryLocation({ path: "/" });
  return render(
    <Router hook={hook}>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={(event) => openConsentBanner(event.currentTarget)}>
          Cookie settings
        </button>
      </main>
      <ConsentBanner tagId={tagId} />
    </Router>,
  );
}

const banner = () => screen.queryByRole("region", { name: "Analytics cookies" });
/** The question is a lazy chunk (decision 060): it shows once loaded. */
const asked = () => screen.findByRole("region", { name: "Analytics cookies" });

// The tag's queue as the page's snippet leaves it, whatever a file before this one did to it.
beforeEach(() => {
  window.dataLayer = [];
});

afterEach(() => {
  act(() => closeConsentBanner());
  localStorage.clear();
  window.dataLayer = [];
  delete window.gtag;
});

describe("the analytics consent banner", () => {
  it("asks on a first visit when a tag id is configured, with Refuse and Accept and a link to the details", async () => {
    renderBanner();
    const region = await asked();
    expect(region).toHaveTextContent("May we set Google Analytics cookies to count returning visits?");
    expect(screen.getByRole("link", { name: "Details" })).toHaveAttribute("href", "/privacy#cookies");
    expect(screen.getAllByRole("button", { name: /^(Refuse|Accept)$/ }).map((b) => b.textContent)).toEqual([
      "Refuse",
      "Accept",
    ]);
  });

  it("asks nothing without a tag id (nothing is measured) or once a choice is stored", () => {
    // The question is lazy, so what says it is not asked is the banner's state, not its absence yet.
    renderBanner("");
    expect(consentBanner.value.open).toBe(false);
    expect(banner()).toBeNull();
    storeConsent("denied");
    renderBanner();
    expect(consentBanner.value.open).toBe(false);
    expect(banner()).toBeNull();
  });

  it("Accept remembers the choice and grants analytics storage", async () => {
    window.gtag = (...args: unknown[]) => window.dataLayer?.push(args);
    renderBanner();
    await asked();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(banner()).toBeNull();
    expect(readConsent()).toBe("granted");
    await waitFor(() => expect(layer()).toEqual([["consent", "update", { analytics_storage: "granted" }]]));
    expect(document.activeElement?.id).toBe("main");
  });

  it("Refuse remembers the choice and keeps analytics storage denied", async () => {
    window.gtag = (...args: unknown[]) => window.dataLayer?.push(args);
    renderBanner();
    await asked();
    fireEvent.click(screen.getByRole("button", { name: "Refuse" }));
    expect(banner()).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "").choice).toBe("denied");
    await waitFor(() => expect(layer()).toEqual([["consent", "update", { analytics_storage: "denied" }]]));
  });

  it("reopens from the footer's button with the focus inside, and gives the focus back after the answer", async () => {
    storeConsent("granted");
    renderBanner();
    expect(banner()).toBeNull();
    const settings = screen.getByRole("button", { name: "Cookie settings" });
    settings.focus();
    fireEvent.click(settings);
    const region = await asked();
    await expect.poll(() => document.activeElement).toBe(region);
    fireEvent.click(screen.getByRole("button", { name: "Refuse" }));
    expect(readConsent()).toBe("denied");
    expect(document.activeElement).toBe(settings);
  });
});
