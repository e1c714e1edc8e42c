import { buttonClass } from "#web/components/button.ts";
import { ExternalIcon } from "#web/components/icons.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { discordBenefits } from "#web/content/discord/discord.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { config } from "#web/lib/config.ts";
import { BenefitIcon } from "./BenefitIcon";
import styles from "./DiscordPage.module.css";
import { discordMessages } from "./discord-messages";

function JoinButton() {
  const t = useMessages(discordMessages);
  const shell = useMessages(shellMessages);
  return (
    <a
      href={config.links.discordInvite}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass("primary", "large")}
    >
      {t("join")}
      <ExternalIcon width={18} height={18} />
      <span className="visually-hidden">{` ${shell("new_tab")}`}</span>
    </a>
  );
}

export default function DiscordPage() {
  const t = useMessages(discordMessages);
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <JoinButton />
      </PageHeader>
      <Section title={t("why")}>
        <ul className={styles.benefits}>
          {discordBenefits.map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <span className={styles.icon}>
                <BenefitIcon icon={benefit} />
              </span>
              <h3 className={styles.title}>{t(`${benefit}.title`)}</h3>
              <p className={styles.text}>{t(`${benefit}.text`)}</p>
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
