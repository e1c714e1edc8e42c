import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { DEFAULT_LOCALE } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { EnglishOnlyNotice } from "#web/components/language-notice/EnglishOnlyNotice.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { usePageLocation } from "#web/lib/use-page-location.ts";
import { notFoundMessages } from "./not-found-messages";

// Only a missing download (/download/{version}/{file}) lists what exists, so only it loads the list.
const DownloadsNotFound = lazy(() => import("#web/features/downloads/DownloadsNotFound.tsx"));

/** Whether the path asked for a download; known once hydrated (the prerendered page is /404's). */
const useUnderDownloads = () => usePageLocation().startsWith(`${pathTo("download")}/`);

export default function NotFoundPage() {
  const underDownloads = useUnderDownloads();
  const t = useMessages(notFoundMessages);
  const locale = useLocale();
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <Link href={pathTo("home", {}, locale)} className={buttonClass("primary")}>
          {t("home")}
        </Link>
      </PageHeader>
      {/* At an English address (an unknown article, a missing download), in the visitor's own language too. */}
      {locale === DEFAULT_LOCALE && <EnglishOnlyNotice messages={notFoundMessages} text="subtitle" />}
      {underDownloads && (
        <Suspense>
          <DownloadsNotFound />
        </Suspense>
      )}
    </>
  );
}
