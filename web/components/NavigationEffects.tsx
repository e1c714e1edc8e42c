import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { config } from "../config";
import { applyHead, headFor } from "../head";
import { initAnalytics, trackPageView } from "../lib/analytics";
import { applyScrollRule } from "../lib/scroll";

/** What follows every navigation: the document head, the scroll rule and one analytics page view. */
export function NavigationEffects() {
  const [location] = useLocation();
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const head = headFor(location);
    const from = previous.current;
    if (from !== undefined) applyHead(head);
    applyScrollRule(from, location, window.location.hash);
    if (initAnalytics(config.gtmId)) trackPageView(location, head.title);
    previous.current = location;
  }, [location]);

  return null;
}
