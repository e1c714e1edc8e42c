import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { EnglishOnlyNotice } from "#web/components/language-notice/EnglishOnlyNotice.tsx";
import { englishOnlyMessages } from "#web/components/language-notice/english-only-messages.ts";
import { NotFound } from "#web/components/not-found/NotFound.tsx";
import { articleLoaders } from "#web/content/blog/articles.ts";
import { findBlogEntry } from "#web/content/blog/index.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useRouteParams } from "#web/lib/use-route-params.ts";
import { ArticleBody } from "./ArticleBody";
import styles from "./BlogPostPage.module.css";

/** One lazy component per article: each body is its own chunk. */
const bodies: Record<number, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(articleLoaders).map(([number, load]) => [
    Number(number),
    lazy(async () => {
      const { default: article } = await load();
      return { default: () => <ArticleBody html={article.html} /> };
    }),
  ]),
);

/** The blog is in English only (decision 057): its dates too. */
const english = formatterOf("en");

function BackLink() {
  return (
    <Link href={pathTo("blog")} className={`${buttonClass("outline")} ${styles.back}`}>
      <span aria-hidden="true">←</span> All Blogs
    </Link>
  );
}

export default function BlogPostPage() {
  const { id = "" } = useRouteParams<"id">();
  const entry = findBlogEntry(id);
  const Body = entry ? bodies[entry.number] : undefined;
  if (!entry || !Body) return <NotFound />;
  return (
    <article className={styles.article}>
      <BackLink />
      <img className={styles.image} src={entry.imagesrc} alt="" width={1200} height={630} fetchPriority="high" />
      <header className={styles.header}>
        <h1 className={styles.title}>{entry.title}</h1>
        <p className={styles.meta}>
          By <span className={styles.author}>{entry.author}</span> ·{" "}
          <time dateTime={entry.date}>{english.date(entry.date)}</time>
        </p>
      </header>
      <Suspense fallback={<p className={styles.loading}>Loading the article...</p>}>
        <Body />
      </Suspense>
      <footer className={styles.footer}>
        <BackLink />
      </footer>
      <EnglishOnlyNotice messages={englishOnlyMessages} text="notice" />
    </article>
  );
}
