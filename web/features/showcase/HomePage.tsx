import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { CurrencyStack, useLocalTexts } from "#web/components/currency/LocalAmount.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { landingIn } from "#web/content/showcase/landing.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import { FeatureShowcase } from "./FeatureShowcase";
import styles from "./HomePage.module.css";
import { homeMessages } from "./home-messages";
import { SparkChart } from "./SparkChart";

export default function HomePage() {
  const locale = useLocale();
  const landing = landingIn(useMessages(homeMessages), formatterOf(locale));
  const { chart, motivation, comparison } = landing;
  const local = useLocalTexts();
  return (
    <>
      <PageHeader title={landing.title} subtitle={landing.subtitle}>
        <a href={config.links.signUp} className={buttonClass("primary", "large")}>
          {landing.signUp}
        </a>
      </PageHeader>

      <Section>
        <FeatureShowcase label={landing.featuresLabel} idPrefix="landing" tabs={landing.tabs} layout="slides" />
      </Section>

      <Section title={chart.title}>
        <div className={styles.chartBlock}>
          <p className={styles.lead}>{chart.text}</p>
          <SparkChart buyLabel={chart.buyMarker} sellLabel={chart.sellMarker} label={chart.label} />
        </div>
      </Section>

      <Section title={motivation.title} narrow>
        <div className={styles.motivation}>
          {motivation.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <figure className={styles.quote}>
            <blockquote>{motivation.quote}</blockquote>
            <figcaption>— {motivation.quoteAuthor}</figcaption>
          </figure>
          <a href={config.links.signUp} className={buttonClass("primary", "large")}>
            <span className={styles.long}>{motivation.signUpLong}</span>
            <span className={styles.short}>{motivation.signUpShort}</span>
          </a>
        </div>
      </Section>

      <Section>
        <div className={styles.teaser}>
          <div>
            <h2 className={styles.teaserTitle}>{comparison.title}</h2>
            <p className={styles.lead}>{comparison.text}</p>
            <ul className={styles.points}>
              {comparison.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
              <li>
                <CurrencyStack texts={local(comparison.price)} />
              </li>
            </ul>
          </div>
          <Link href={pathTo("comparison", {}, locale)} className={buttonClass("outline", "large")}>
            {comparison.link}
          </Link>
        </div>
      </Section>
    </>
  );
}
