import { useLocation } from "wouter";
import { PRERENDERED_PATH_ATTRIBUTE } from "#common/language-choice.ts";
import { useHydrated } from "./use-hydrated";

/**
 * The address a render may depend on. While hydrating it is the path the page was prerendered
 * for (<html data-path>): the not-found page is /404's file served at any unknown address, and
 * what it shows must hydrate as it was rendered. After hydration, the address itself.
 */
export function usePageLocation(): string {
  const [location] = useLocation();
  const hydrated = useHydrated();
  if (hydrated || typeof document === "undefined") return location;
  return document.documentElement.getAttribute(PRERENDERED_PATH_ATTRIBUTE) ?? location;
}
