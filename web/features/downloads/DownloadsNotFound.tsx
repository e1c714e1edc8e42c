import { useMessages } from "#web/i18n/messages.ts";
import styles from "./Download.module.css";
import { downloadMessages } from "./download-messages";
import { useDownloads } from "./use-downloads";
import { VersionList } from "./VersionList";

/** Under the not-found page at /download/...: the versions that do exist. */
export default function DownloadsNotFound() {
  const t = useMessages(downloadMessages);
  const downloads = useDownloads();
  return (
    <section className={styles.content} aria-labelledby="available-downloads">
      <h2 id="available-downloads">{t("not_found_title")}</h2>
      <VersionList state={downloads} />
    </section>
  );
}
