import { usePageLocation } from "#web/lib/use-page-location.ts";
import { type LanguageLink, languageLinks } from "./languages";

/** The switcher's links for the current page, hydrating as prerendered (usePageLocation). */
export const useLanguageLinks = (): LanguageLink[] => languageLinks(usePageLocation());
