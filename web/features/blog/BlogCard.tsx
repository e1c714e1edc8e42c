import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { EXCERPT_LARGE, EXCERPT_SMALL, excerpt } from "#web/content/blog/format.ts";
import { type BlogEntry, blogId } from "#web/content/blog/index.ts";
import { formatterOf } from "#web/i18n/format.ts";
import styles from "./BlogPage.module.css";

/** The blog is in English only (decision 057): its dates too. */
const english = formatterOf("en");

/**
 * A blog entry as a card: large (latest entry, wide screens) or small (the 'More Blogs' grid).
 * The latest entry's cover is the page's largest paint at every width (large on wide screens,
 * first in the grid on phones), so both of its cards fetch it at once and first; one file.
 */
export function BlogCard({
  entry,
  size,
  latest = false,
}: {
  entry: BlogEntry;
  size: "large" | "small";
  latest?: boolean;
}) {
  const large = size === "large";
  return (
    <article className={large ? `${styles.card} ${styles.large}` : styles.card} data-size={size}>
      <Link href={pathTo("blog-post", { id: blogId(entry) })} className={styles.cardLink}>
        <img
          className={styles.image}
          src={entry.imagesrc}
          alt=""
          width={1200}
          height={630}
          loading={latest ? "eager" : "lazy"}
          fetchPriority={latest ? "high" : undefined}
        />
        <div className={styles.cardBody}>
          {large ? (
            <h2 className={styles.cardTitle}>{entry.title}</h2>
          ) : (
            <h3 className={styles.cardTitle}>{entry.title}</h3>
          )}
          <p className={styles.meta}>
            <time dateTime={entry.date}>{english.date(entry.date)}</time> · {entry.author}
          </p>
          <p className={styles.excerpt}>{excerpt(entry.text, large ? EXCERPT_LARGE : EXCERPT_SMALL)}</p>
        </div>
      </Link>
    </article>
  );
}
