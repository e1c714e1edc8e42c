import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { config } from "#web/config.ts";
import type { Head } from "#web/head.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";
import { noteReading } from "#web/i18n/reading-language.ts";
import { initAnalytics, trackPageView } from "#web/lib/analytics.ts";
import { readConsent } from "#web/lib/consent.ts";
import { focusPageHeading } from "#web/lib/route-focus.ts";
import { applyScrollRule, isVariantSwitch } from "#web/lib/scroll.ts";

/**
 * The head of a page reached in the app, as the prerender writes it: a lazy chunk (every route's
 * head and the blog's articles), since the first page's head is already in its HTML (decision
 * 060). The page's catalogues first: a translated page's title is its catalogue's.
 */
async function headOf(path: string): Promise<{ readonly head: Head; readonly apply: () => void }> {
  const [{ applyHead, headFor }] = await Promise.all([
    import("#web/head.ts"),
    loadPageMessages(path).catch(() => undefined),
  ]);
  const head = headFor(path);
  return { head, apply: () => applyHead(head) };
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
    const track = (title: string) => {
      if (initAnalytics(config.gtmId, window, readConsent() === "granted")) trackPageView(location, title);
    };
    // The first page: its head is the prerendered one.
    if (from === undefined) {
      track(document.title);
      return;
    }
    if (from !== location && !isVariantSwitch(from, location) && !window.location.hash) {
      focusPageHeading(() => previous.current === location);
    }
    // Heads load side by side but are handled in the order of the navigations: one page view
    // each, in order, and the last navigation's head on the document.
    const loading = headOf(location);
    handled.current = handled.current
      .then(() => loading)
      .then(({ head, apply }) => {
        track(head.title);
        if (previous.current !== location) return;
        apply();
        if (from !== location) setAnnouncement(head.title);
      })
      .catch((error: unknown) => console.warn("navigation: the head could not be loaded", error));
  }, [location]);

  // A live region without role="status": the page's own status messages stay the only ones.
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
