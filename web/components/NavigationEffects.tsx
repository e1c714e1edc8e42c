import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { config } from "#web/config.ts";
import { applyHead, headFor } from "#web/head.ts";
import { initAnalytics, trackPageView } from "#web/lib/analytics.ts";
import { readConsent } from "#web/lib/consent.ts";
import { applyScrollRule } from "#web/lib/scroll.ts";

/** What follows every navigation: the document head, the scroll rule and one analytics page view. */
export function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const head = headFor(location);
    const from = previous.current;
    if (from !== undefined) applyHead(head);
    applyScrollRule(from, location, window.location.hash);
    if (initAnalytics(config.gtmId, window, readConsent() === "granted")) trackPageView(location, head.title);
    previous.current = location;
  }, [location]);

  return null;
}
