import { buttonClass } from "#web/components/button.ts";
import { ExternalIcon } from "#web/components/icons.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import { discordBenefits, discordIntro } from "#web/content/discord/discord.ts";
import { BenefitIcon } from "./BenefitIcon";
import styles from "./DiscordPage.module.css";

function JoinButton() {
  return (
    <a
      href={config.links.discordInvite}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass("primary", "large")}
    >
      {discordIntro.join}
      <ExternalIcon width={18} height={18} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export default function DiscordPage() {
  return (
    <>
      <PageHeader title={discordIntro.title} subtitle={discordIntro.subtitle}>
        <JoinButton />
      </PageHeader>
      <Section title="Why join?">
        <ul className={styles.benefits}>
          {discordBenefits.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <span className={styles.icon}>
                <BenefitIcon icon={benefit.icon} />
              </span>
              <h3 className={styles.title}>{benefit.title}</h3>
              <p className={styles.text}>{benefit.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.again}>
          <JoinButton />
        </div>
      </Section>
    </>
  );
}
