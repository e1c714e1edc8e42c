import { type DownloadVersion, downloadFilePath } from "#common/api/downloads.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./Download.module.css";
import { downloadMessages } from "./download-messages";
import { type DownloadsState, formatSize } from "./use-downloads";

/** Every version with its files, newest first: a link, the size and the SHA-256 of each file. */
export function VersionList({ state }: { readonly state: DownloadsState }) {
  const t = useMessages(downloadMessages);
  if (state.status === "loading") return <p className={styles.note}>{t("loading")}</p>;
  if (state.status === "failed") return <p className={styles.note}>{t("unavailable")}</p>;
  if (state.versions.length === 0) return <p className={styles.note}>{t("none")}</p>;
  return (
    <ul className={styles.versions}>
      {state.versions.map((version, i) => (
        <VersionItem key={version.version} version={version} latest={i === 0} />
      ))}
    </ul>
  );
}

function VersionItem({ version, latest }: { readonly version: DownloadVersion; readonly latest: boolean }) {
  const t = useMessages(downloadMessages);
  const format = formatterOf(useLocale());
  return (
    <li className={styles.version}>
      <p className={styles.versionTitle}>
        <strong>{t("version", { version: version.version })}</strong>{" "}
        {latest && <span className={styles.pill}>{t("latest")}</span>}{" "}
        <span className={styles.muted}>{t("released_on", { date: format.date(`${version.date}T00:00:00Z`) })}</span>
      </p>
      {version.files.map((file) => (
        <div key={file.name} className={styles.file}>
          <a href={downloadFilePath(version.version, file.name)} download>
            {file.name}
          </a>{" "}
          <span className={styles.muted}>({formatSize(file.size, t, format)})</span>
          <p className={styles.hash}>
            <span className={styles.muted}>{t("sha256")}</span> <code>{file.sha256}</code>
          </p>
        </div>
      ))}
    </li>
  );
}
