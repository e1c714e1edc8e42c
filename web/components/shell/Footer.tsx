import { FOOTER_ID } from "#common/first-paint.ts";
import { openConsentBanner } from "#web/components/consent/consent-state.ts";
import { InstagramIcon, TikTokIcon, XIcon, YouTubeIcon } from "#web/components/icons.tsx";
import { NavLink } from "#web/components/NavLink.tsx";
import { footerLinks, languageLabel, type SocialNetwork, socialLinks } from "#web/content/navigation.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { useLanguageLinks } from "#web/i18n/use-language-links.ts";
import { config } from "#web/lib/config.ts";
import styles from "./Footer.module.css";
import { sellerLine } from "./seller-line";

const socialIcons: Record<SocialNetwork, typeof XIcon> = {
  x: XIcon,
  youtube: YouTubeIcon,
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
};

export function Footer() {
  const year = new Date().getFullYear();
  const words = { t: useMessages(shellMessages), locale: useLocale() };
  const { t } = words;
  const links = useLanguageLinks();
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t("footer_nav")} className={styles.links}>
          {footerLinks(words).map((link) => (
            <NavLink key={link.label} target={link.target} className={styles.link}>
              {link.label}
            </NavLink>
          ))}
          {/* Only where analytics runs (a tag id is configured): the consent banner, reopened. */}
          {config.gtmId && (
            <button type="button" className={styles.link} onClick={(event) => openConsentBanner(event.currentTarget)}>
              {t("consent_settings")}
            </button>
          )}
        </nav>
        <ul className={styles.social} aria-label={t("social")}>
          {socialLinks.map(({ network, label, href }) => {
            const Icon = socialIcons[network];
            return (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={styles.icon}>
                  <Icon />
                </a>
              </li>
            );
          })}
        </ul>
        {/* On every page, as the showcase shows simulated results (decision 066). */}
        <p className={styles.risk} data-testid="footer-risk">
          {t("risk_warning")}
        </p>
        <p className={styles.seller} data-testid="footer-seller">
          {sellerLine(t)}
        </p>
        <nav aria-label={t("language")} className={styles.languages}>
          {links.map((link) => (
            <NavLink
              key={link.locale}
              target={{ kind: "language", href: link.href, locale: link.locale }}
              className={styles.link}
              current={link.current}
            >
              {languageLabel(link)}
            </NavLink>
          ))}
        </nav>
        <p className={styles.copyright}>{t("copyright", { year: String(year) })}</p>
      </div>
    </footer>
  );
}
