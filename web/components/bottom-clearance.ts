import { type RefObject, useEffect } from "react";

/** The CSS variable global.css pads the page's end with (the body's own, not inherited: see there). */
export const BOTTOM_CLEARANCE = "--bottom-panel-clearance";

/**
 * Keeps the end of the page clear of a panel fixed at the bottom of the viewport (the consent
 * question, the language suggestion) while it is shown: scrolled to the end, the footer (its
 * language links, a phone's only switcher) sits above the panel instead of under it (issue 41). The
 * page only grows at its end, so nothing in view moves (CLS 0). `shown`: a panel that stays mounted
 * while hidden (the prerendered consent question) reserves nothing then.
 */
export function useBottomClearance(panel: RefObject<HTMLElement | null>, shown = true): void {
  useEffect(() => {
    const element = panel.current;
    if (!element || !shown) return;
    const body = document.body;
    // From the panel's top to the viewport's bottom: its height and the gap under it.
    const reserve = () =>
      body.style.setProperty(BOTTOM_CLEARANCE, `${window.innerHeight - element.getBoundingClientRect().top}px`);
    // The observer's first call comes with the next frame, after its layout: measured here, in the
    // effect, the panel would force a layout of the whole page in the middle of hydration.
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener("resize", reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", reserve);
      body.style.removeProperty(BOTTOM_CLEARANCE);
    };
  }, [panel, shown]);
}
