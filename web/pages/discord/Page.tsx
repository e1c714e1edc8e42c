import { buttonClass } from "../../components/button";
import { ExternalIcon } from "../../components/icons";
import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";
import { config } from "../../config";
import { discordBenefits, discordIntro } from "../../content/community/discord";
import { BenefitIcon } from "./BenefitIcon";
import styles from "./Page.module.css";

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
