import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { loadPageMessages } from "#web/i18n/page-messages.ts";
import { noteReading } from "#web/i18n/reading-language.ts";
import { config } from "#web/lib/config.ts";
import { readConsent } from "#web/lib/consent.ts";
import { focusPageHeading } from "#web/lib/route-focus.ts";
import { applyScrollRule, isVariantSwitch } from "#web/lib/scroll.ts";
import type { Head } from "./head";

/**
 * The head of a page reached in the app, as the prerender writes it: a lazy chunk (every route's
 * head and the blog's articles), since the first page's head is already in its HTML (decision
 * 060). The page's catalogues first: a translated page's title is its catalogue's.
 */
async function headOf(path: string): Promise<{ readonly head: Head; readonly apply: () => void }> {
  const [{ applyHead, headFor }] = await Promise.all([import("./head"), loadPageMessages(path).catch(() => undefined)]);
  const head = headFor(path);
  return { head, apply: () => applyHead(head) };
}

/**
 * One page view with the Google tag, whose code loads only where a tag id is configured, after
 * the page is shown (decision 060).
 */
async function trackPage(path: string, title: string): Promise<void> {
  if (!config.gtmId) return;
  const { initAnalytics, trackPageView } = await import("#web/lib/analytics.ts");
  if (initAnalytics(config.gtmId, window, readConsent() === "granted")) trackPageView(path, title);
}

/**
 * What follows every navigation: the document head, the scroll rule and one analytics page view;
 * after an in-app one (not the first load), focus on the new page's heading and its title
 * announced politely. A switch between two variants of a page (web/desktop) keeps the focus on
 * the switch the visitor used, and a link to an anchor leaves focus to the anchor's scroll.
 */
export function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef<string | undefined>(undefined);
  const handled = useRef<Promise<void>>(Promise.resolve());
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    noteReading(location);
    const from = previous.current;
    previous.current = location;
    applyScrollRule(from, location, window.location.hash);
    const warn = (error: unknown) => console.warn("navigation: a lazy module could not be loaded", error);
    // The first page: its head is the prerendered one.
    if (from === undefined) {
      handled.current = handled.current.then(() => trackPage(location, document.title)).catch(warn);
      return;
    }
    // Unmounted (the app torn down), the wait for the heading stops with it.
    let mounted = true;
    if (from !== location && !isVariantSwitch(from, location) && !window.location.hash) {
      focusPageHeading(() => mounted && previous.current === location);
    }
    // Heads load side by side but are handled in the order of the navigations: one page view
    // each, in order, and the last navigation's head on the document.
    const loading = headOf(location);
    handled.current = handled.current
      .then(() => loading)
      .then(({ head, apply }) => {
        if (previous.current === location) {
          apply();
          if (from !== location) setAnnouncement(head.title);
        }
        return trackPage(location, head.title);
      })
      .catch(warn);
    return () => {
      mounted = false;
    };
  }, [location]);

  // A live region without role="status": the page's own status messages stay the only ones.
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
