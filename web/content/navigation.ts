import type { Locale, SiteLocale } from "#common/locales.ts";
import { pathTo, type RouteId } from "#common/routes.ts";
import { type LanguageLink, languageWords } from "#web/i18n/languages.ts";
import type { Translate } from "#web/i18n/messages.ts";
import type { ShellKey } from "#web/i18n/shell-messages.ts";
import { config } from "#web/lib/config.ts";

export type NavTarget =
  | { readonly kind: "internal"; readonly to: string }
  | { readonly kind: "external"; readonly href: string }
  /** The page in another language: a whole page load (its own `<html lang>`), remembered as the visitor's choice. */
  | { readonly kind: "language"; readonly href: string; readonly locale: Locale };

export interface NavItem {
  readonly label: string;
  readonly target: NavTarget;
  readonly badge?: string;
}

export interface NavMenu {
  readonly label: string;
  readonly items: readonly NavItem[];
  readonly badge?: string;
}

const internal = (to: string): NavTarget => ({ kind: "internal", to });
const external = (href: string): NavTarget => ({ kind: "external", href });

/** The shell's words and the page's language, which its links stay in where a page is translated. */
type Words = { readonly t: Translate<ShellKey>; readonly locale: SiteLocale };
const to = (id: RouteId, locale: SiteLocale) => internal(pathTo(id, {}, locale));

/** The top bar's four menus (spec "Site shell"). */
export const topMenus = ({ t, locale }: Words): readonly NavMenu[] => [
  {
    label: t("menu_products"),
    items: [
      { label: t("menu_web_app"), target: to("home", locale) },
      { label: t("menu_desktop_app"), target: to("desktop", locale) },
      { label: t("menu_pricing"), target: to("pricing-web", locale) },
      // The parent of the web and desktop pricing pages (spec route table), beside the spec's Pricing item.
      { label: t("menu_pricing_overview"), target: to("pricing", locale) },
      { label: t("menu_features"), target: to("features-web", locale) },
    ],
  },
  {
    label: t("menu_community"),
    badge: "1",
    items: [
      { label: t("menu_discord_server"), target: to("discord", locale) },
      { label: t("menu_blog"), target: to("blog", locale), badge: "1" },
    ],
  },
  {
    label: t("menu_documentation"),
    items: [
      { label: t("menu_desktop_docs"), target: external(config.links.docs) },
      { label: t("menu_faq"), target: to("faq", locale) },
    ],
  },
  {
    label: t("menu_more"),
    items: [
      { label: t("menu_partners"), target: to("partners", locale) },
      { label: t("menu_contact"), target: to("contact", locale) },
    ],
  },
];

export const signInMenu = ({ t }: Words): NavMenu => ({
  label: t("account"),
  items: [{ label: t("sign_in"), target: external(config.links.signIn) }],
});

/** The language menu: the current page in each language, or that language's home where it is not translated yet. */
export const languageMenu = ({ t }: Words, links: readonly LanguageLink[]): NavMenu => ({
  label: t("language"),
  items: links.map((link) => ({
    label: languageLabel(link),
    target: { kind: "language", href: link.href, locale: link.locale },
  })),
});

/** "Français", or "Français · page d’accueil" when the link leads to that language's home. */
export const languageLabel = ({ locale, samePage }: LanguageLink): string => {
  const words = languageWords[locale];
  return samePage ? words.name : `${words.name} · ${words.home}`;
};

export const getStarted = ({ t, locale }: Words): NavItem => ({
  label: t("get_started"),
  target: to("pricing-web", locale),
});

export const footerLinks = ({ t, locale }: Words): readonly NavItem[] => [
  { label: t("footer_discord"), target: to("discord", locale) },
  { label: t("footer_privacy"), target: to("privacy", locale) },
  { label: t("footer_terms"), target: to("terms", locale) },
  { label: t("footer_find_licence"), target: to("licence-resend", locale) },
  { label: t("footer_reset_licence"), target: to("licence-reset", locale) },
];

export type SocialNetwork = "x" | "youtube" | "instagram" | "tiktok";

export const socialLinks: readonly {
  readonly network: SocialNetwork;
  readonly label: string;
  readonly href: string;
}[] = [
  { network: "x", label: "X", href: config.links.x },
  { network: "youtube", label: "YouTube", href: config.links.youtube },
  { network: "instagram", label: "Instagram", href: config.links.instagram },
  { network: "tiktok", label: "TikTok", href: config.links.tiktok },
];
