import { lazy, Suspense, useEffect, useState } from "react";
import { MarkdownHtml } from "#web/components/markdown/MarkdownHtml.tsx";
import { LAUNCH_DEAL_UNTIL, RANDOM_CANDLES_EMBED } from "#web/content/blog/articles.ts";
import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { launchDeal, launchDealCopy } from "#web/content/pricing/launch-deal.ts";
import styles from "./BlogPostPage.module.css";

// Only the article that embeds the chart ever downloads it.
const RandomCandles = lazy(() => import("./random-candles/RandomCandles"));

function ChartPlaceholder() {
  return (
    <div className={styles.embedPlaceholder} aria-hidden="true">
      Loading the interactive chart...
    </div>
  );
}

/** The interactive chart, mounted after hydration: its random candles never exist on the server. */
function RandomCandlesEmbed() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <section className={styles.embed} aria-label="Interactive chart: pseudo-random candles" data-embed="random-candles">
      {mounted ? (
        <Suspense fallback={<ChartPlaceholder />}>
          <RandomCandles />
        </Suspense>
      ) : (
        <ChartPlaceholder />
      )}
    </section>
  );
}

/** An article's build-time HTML, with its dates filled in and its embeds replaced by their components. */
export function ArticleBody({ html }: { html: string }) {
  const until = launchDealCopy(launchDeal, useMatrixWords()).until;
  const parts = html.replaceAll(LAUNCH_DEAL_UNTIL, until).split(RANDOM_CANDLES_EMBED);
  return (
    <div className={styles.body}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed HTML string, in order.
        <div key={i}>
          <MarkdownHtml html={part} />
          {i < parts.length - 1 && <RandomCandlesEmbed />}
        </div>
      ))}
    </div>
  );
}
