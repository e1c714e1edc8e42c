import { type RefObject, useEffect } from "react";

/** The CSS variable global.css pads the page's end with (the body's padding-bottom). */
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
    const root = document.documentElement;
    // From the panel's top to the viewport's bottom: its height and the gap under it.
    const reserve = () =>
      root.style.setProperty(BOTTOM_CLEARANCE, `${window.innerHeight - element.getBoundingClientRect().top}px`);
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener("resize", reserve);
    reserve();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", reserve);
      root.style.removeProperty(BOTTOM_CLEARANCE);
    };
  }, [panel, shown]);
}
