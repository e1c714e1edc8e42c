import { downloadCopy as copy } from "#web/content/downloads/copy.ts";
import styles from "./Download.module.css";
import { useDownloads } from "./useDownloads";
import { VersionList } from "./VersionList";

/** Under the not-found page at /download/...: the versions that do exist. */
export default function DownloadsNotFound() {
  const downloads = useDownloads();
  return (
    <section className={styles.content} aria-labelledby="available-downloads">
      <h2 id="available-downloads">{copy.notFoundTitle}</h2>
      <VersionList state={downloads} />
    </section>
  );
}
