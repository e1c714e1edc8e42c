import { type RefObject, useEffect, useState } from "react";

/**
 * True once any part of the element has entered the viewport, and from then on: for work that
 * only matters to a visitor who scrolls to it (the landing chart's drawing), so it never competes
 * with the page's start-up. Where IntersectionObserver does not exist, true at once. Always false
 * on the server and at hydration: it changes in an effect.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      setSeen(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return seen;
}
