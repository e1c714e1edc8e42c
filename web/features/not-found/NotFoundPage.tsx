import { lazy, Suspense } from "react";
import { pathTo } from "#common/routes.ts";
import { NotFound } from "#web/components/not-found/NotFound.tsx";
import { usePageLocation } from "#web/lib/use-page-location.ts";

// Only a missing download (/download/{version}/{file}) lists what exists, so only it loads the list.
const DownloadsNotFound = lazy(() => import("#web/features/downloads/DownloadsNotFound.tsx"));

/** Whether the path asked for a download; known once hydrated (the prerendered page is /404's). */
const useUnderDownloads = () => usePageLocation().startsWith(`${pathTo("download")}/`);

export default function NotFoundPage() {
  const underDownloads = useUnderDownloads();
  return (
    <NotFound>
      {underDownloads && (
        <Suspense>
          <DownloadsNotFound />
        </Suspense>
      )}
    </NotFound>
  );
}
