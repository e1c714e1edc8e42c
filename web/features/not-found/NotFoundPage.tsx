import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";

// Only a missing download (/download/{version}/{file}) lists what exists, so only it loads the list.
const DownloadsNotFound = lazy(() => import("#web/features/downloads/DownloadsNotFound.tsx"));

/** Whether the path asked for a download; known only once the page runs (the prerendered page is /404's). */
function useUnderDownloads(): boolean {
  const [location] = useLocation();
  const [under, setUnder] = useState(false);
  useEffect(() => setUnder(location.startsWith(`${pathTo("download")}/`)), [location]);
  return under;
}

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
