import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { config } from "#web/config.ts";
import { applyHead, headFor } from "#web/head.ts";
import { noteReading } from "#web/i18n/reading-language.ts";
import { initAnalytics, trackPageView } from "#web/lib/analytics.ts";
import { readConsent } from "#web/lib/consent.ts";
import { focusPageHeading } from "#web/lib/route-focus.ts";
import { applyScrollRule, isVariantSwitch } from "#web/lib/scroll.ts";

/**
 * What follows every navigation: the document head, the scroll rule and one analytics page view;
 * after an in-app one (not the first load), focus on the new page's heading and its title
 * announced politely. A switch between two variants of a page (web/desktop) keeps the focus on
 * the switch the visitor used, and a link to an anchor leaves focus to the anchor's scroll.
 */
export function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const head = headFor(location);
    noteReading(location);
    const from = previous.current;
    if (from !== undefined) applyHead(head);
    applyScrollRule(from, location, window.location.hash);
    if (initAnalytics(config.gtmId, window, readConsent() === "granted")) trackPageView(location, head.title);
    previous.current = location;
    if (from === undefined || from === location) return;
    setAnnouncement(head.title);
    if (!isVariantSwitch(from, location) && !window.location.hash) {
      focusPageHeading(() => previous.current === location);
    }
  }, [location]);

  // A live region without role="status": the page's own status messages stay the only ones.
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
