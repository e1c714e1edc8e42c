import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { ExternalIcon } from "#web/components/icons.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { partnerInvitation, partners, visitLabel } from "#web/content/partners/partners.ts";
import styles from "./PartnersPage.module.css";

export default function PartnersPage() {
  return (
    <>
      <PageHeader
        title="Our partners"
        subtitle="Trading schools and tools we work with, and whose members backtest with TickSim."
      />
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
                  <p className={styles.description}>{partner.description}</p>
                  {/* The visible label starts the accessible name (label in name); the name says whose site. */}
                  <a
                    href={partner.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass("outline")}
                    aria-label={`${visitLabel} of ${partner.name} (opens in a new tab)`}
                  >
                    {visitLabel}
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
          <h2>{partnerInvitation.title}</h2>
          <p>{partnerInvitation.text}</p>
          <div className={styles.actions}>
            <Link href={pathTo("contact")} className={buttonClass("primary", "large")}>
              {partnerInvitation.contact}
            </Link>
            <Link href={pathTo("affiliates")} className={buttonClass("outline", "large")}>
              {partnerInvitation.portal}
            </Link>
          </div>
        </div>
      </Section>
    </>
  );
}
