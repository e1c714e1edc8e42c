import { pathTo } from "#common/routes.ts";
import { config } from "#web/config.ts";

export type NavTarget =
  | { readonly kind: "internal"; readonly to: string }
  | { readonly kind: "external"; readonly href: string };

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

/** The top bar's four menus (spec "Site shell"). */
export const topMenus: readonly NavMenu[] = [
  {
    label: "Products",
    items: [
      { label: "Web app", target: internal(pathTo("home")) },
      { label: "Desktop app", target: internal(pathTo("desktop")) },
      { label: "Pricing", target: internal(pathTo("pricing-web")) },
      // The parent of the web and desktop pricing pages (spec route table), beside the spec's Pricing item.
      { label: "Pricing overview", target: internal(pathTo("pricing")) },
      { label: "Features", target: internal(pathTo("features-web")) },
    ],
  },
  {
    label: "Community",
    badge: "1",
    items: [
      { label: "Discord server", target: internal(pathTo("discord")) },
      { label: "Blog", target: internal(pathTo("blog")), badge: "1" },
    ],
  },
  {
    label: "Documentation",
    items: [
      { label: "Desktop app documentation", target: external(config.links.docs) },
      { label: "FAQ", target: internal(pathTo("faq")) },
    ],
  },
  {
    label: "More",
    items: [
      { label: "Partners", target: internal(pathTo("partners")) },
      { label: "Contact us", target: internal(pathTo("contact")) },
    ],
  },
];

export const signInMenu: NavMenu = {
  label: "Account",
  items: [{ label: "Sign in", target: external(config.links.signIn) }],
};

export const getStarted: NavItem = { label: "Get started", target: internal(pathTo("pricing-web")) };

export const footerLinks: readonly NavItem[] = [
  { label: "Discord", target: internal(pathTo("discord")) },
  { label: "Privacy policy", target: internal(pathTo("privacy")) },
  { label: "Terms & conditions", target: internal(pathTo("terms")) },
  { label: "Find your licence key", target: internal(pathTo("licence-resend")) },
  { label: "Reset your licence", target: internal(pathTo("licence-reset")) },
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
