import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { ExternalIcon } from "#web/components/icons.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { partners } from "#web/content/partners/partners.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import styles from "./PartnersPage.module.css";
import { partnersMessages } from "./partners-messages";

export default function PartnersPage() {
  const t = useMessages(partnersMessages);
  const shell = useMessages(shellMessages);
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Section>
        <div className={styles.showcases}>
          {partners.map((partner) => {
            const id = `partner-${partner.name.toLowerCase().replace(/\W+/g, "-")}`;
            return (
              <article key={partner.name} className={styles.showcase} aria-labelledby={id}>
                {/* A typographic mark beside the heading: decorative, the name is read once, in the heading. */}
                <img className={styles.banner} src={partner.banner} alt="" width={1200} height={400} loading="lazy" />
                <div className={styles.body}>
                  <h2 id={id} className={styles.name}>
                    {partner.name}
                  </h2>
                  <p className={styles.description}>{t(`${partner.id}.description`)}</p>
                  {/* The visible label starts the accessible name (label in name); the name says whose site. */}
                  <a
                    href={partner.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass("outline")}
                    aria-label={`${t("visit_named", { name: partner.name })} ${shell("new_tab")}`}
                  >
                    {t("visit")}
                    <ExternalIcon width={18} height={18} />
                  </a>
                </div>
              </article>
            );
          })}
        </div>
      </Section>
      <Section narrow>
        <div className={styles.invite}>
          <h2>{t("invite_title")}</h2>
          <p>{t("invite_text")}</p>
          <div className={styles.actions}>
            <Link href={pathTo("contact", {}, locale)} className={buttonClass("primary", "large")}>
              {t("invite_contact")}
            </Link>
            <Link href={pathTo("affiliates", {}, locale)} className={buttonClass("outline", "large")}>
              {t("invite_portal")}
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
