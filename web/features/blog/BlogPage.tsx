import { EnglishOnlyNotice } from "#web/components/language-notice/EnglishOnlyNotice.tsx";
import { englishOnlyMessages } from "#web/components/language-notice/english-only-messages.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { blogEntries } from "#web/content/blog/index.ts";
import { BlogCard } from "./BlogCard";
import styles from "./BlogPage.module.css";

/** Newest first: by date, then by number. */
const ordered = [...blogEntries].sort((a, b) => b.date.localeCompare(a.date) || b.number - a.number);

export default function BlogPage() {
  const [latest, ...others] = ordered;
  return (
    <>
      <PageHeader title="Blog" subtitle="Backtesting, spreads and market randomness." />
      <Section>
        {latest && (
          <div className={styles.latestLarge}>
            <BlogCard entry={latest} size="large" latest />
          </div>
        )}
        <h2 className={styles.more}>More Blogs</h2>
        <div className={styles.grid}>
          {latest && (
            <div className={styles.latestSmall}>
              <BlogCard entry={latest} size="small" latest />
            </div>
          )}
          {others.map((entry) => (
            <BlogCard key={entry.number} entry={entry} size="small" />
          ))}
        </div>
      </Section>
      <EnglishOnlyNotice messages={englishOnlyMessages} text="notice" />
    </>
  );
}
