import { openConsentBanner } from "#web/components/consent/consent-state.ts";
import { InstagramIcon, TikTokIcon, XIcon, YouTubeIcon } from "#web/components/icons.tsx";
import { NavLink } from "#web/components/NavLink.tsx";
import { config } from "#web/config.ts";
import { consentCopy } from "#web/content/consent.ts";
import { footerLinks, type SocialNetwork, socialLinks } from "#web/content/navigation.ts";
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
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.links}>
          {footerLinks.map((link) => (
            <NavLink key={link.label} target={link.target} className={styles.link}>
              {link.label}
            </NavLink>
          ))}
          {/* Only where analytics runs (a tag id is configured): the consent banner, reopened. */}
          {config.gtmId && (
            <button type="button" className={styles.link} onClick={(event) => openConsentBanner(event.currentTarget)}>
              {consentCopy.settings}
            </button>
          )}
        </nav>
        <ul className={styles.social} aria-label="Social networks">
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
        <p className={styles.seller} data-testid="footer-seller">
          {sellerLine()}
        </p>
        <p className={styles.copyright}>© {year} TickSim. All rights reserved.</p>
      </div>
    </footer>
  );
}
