import { useLocation } from "wouter";
import { PRERENDERED_PATH_ATTRIBUTE } from "#common/language-choice.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { type LanguageLink, languageLinks } from "./languages";

/**
 * The switcher's links for the current page. While hydrating, they are those of the path the page
 * was prerendered for: the not-found page (/404's) is served at any unknown address, and links
 * made for that address would not match the prerendered text. After hydration, the address's own.
 */
export function useLanguageLinks(): LanguageLink[] {
  const [location] = useLocation();
  const hydrated = useHydrated();
  const prerendered =
    typeof document === "undefined" ? null : document.documentElement.getAttribute(PRERENDERED_PATH_ATTRIBUTE);
  return languageLinks(hydrated ? location : (prerendered ?? location));
}
