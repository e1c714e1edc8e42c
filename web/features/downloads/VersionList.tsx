import { type DownloadVersion, downloadFilePath } from "#common/api/downloads.ts";
import { formatDate } from "#common/dates.ts";
import { downloadCopy as copy } from "#web/content/downloads/copy.ts";
import styles from "./Download.module.css";
import { type DownloadsState, formatSize } from "./useDownloads";

/** Every version with its files, newest first: a link, the size and the SHA-256 of each file. */
export function VersionList({ state }: { readonly state: DownloadsState }) {
  if (state.status === "loading") return <p className={styles.note}>{copy.loading}</p>;
  if (state.status === "failed") return <p className={styles.note}>{copy.unavailable}</p>;
  if (state.versions.length === 0) return <p className={styles.note}>{copy.none}</p>;
  return (
    <ul className={styles.versions}>
      {state.versions.map((version, i) => (
        <VersionItem key={version.version} version={version} latest={i === 0} />
      ))}
    </ul>
  );
}

function VersionItem({ version, latest }: { readonly version: DownloadVersion; readonly latest: boolean }) {
  return (
    <li className={styles.version}>
      <p className={styles.versionTitle}>
        <strong>
          {copy.version} {version.version}
        </strong>{" "}
        {latest && <span className={styles.pill}>{copy.latest}</span>}{" "}
        <span className={styles.muted}>
          {copy.released} {formatDate(`${version.date}T00:00:00Z`)}
        </span>
      </p>
      {version.files.map((file) => (
        <div key={file.name} className={styles.file}>
          <a href={downloadFilePath(version.version, file.name)} download>
            {file.name}
          </a>{" "}
          <span className={styles.muted}>({formatSize(file.size)})</span>
          <p className={styles.hash}>
            <span className={styles.muted}>{copy.sha256}</span> <code>{file.sha256}</code>
          </p>
        </div>
      ))}
    </li>
  );
}
