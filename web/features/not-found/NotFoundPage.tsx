import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { usePageLocation } from "#web/lib/use-page-location.ts";

// Only a missing download (/download/{version}/{file}) lists what exists, so only it loads the list.
const DownloadsNotFound = lazy(() => import("#web/features/downloads/DownloadsNotFound.tsx"));

/** Whether the path asked for a download; known once hydrated (the prerendered page is /404's). */
const useUnderDownloads = () => usePageLocation().startsWith(`${pathTo("download")}/`);

export default function NotFoundPage() {
  const underDownloads = useUnderDownloads();
  return (
    <>
      <PageHeader title="Page not found" subtitle="This page does not exist, or it has moved.">
        <Link href={pathTo("home")} className={buttonClass("primary")}>
          Back to the home page
        </Link>
      </PageHeader>
      {underDownloads && (
        <Suspense>
          <DownloadsNotFound />
        </Suspense>
      )}
    </>
  );
}
