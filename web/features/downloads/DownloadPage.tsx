import { downloadFilePath } from "#common/api/downloads.ts";
import { formatDate } from "#common/dates.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { config } from "#web/config.ts";
import { downloadCopy as copy } from "#web/content/downloads/copy.ts";
import styles from "./Download.module.css";
import { type Platform, usePlatform } from "./platform";
import { SendLinkForm } from "./SendLinkForm";
import { type DownloadsState, formatSize, useDownloads } from "./useDownloads";
import { VersionList } from "./VersionList";

/**
 * /download: the Windows installer (newest version, its size and SHA-256) and, for any other
 * platform, the web app and "send me the link". Both are always on the page; the visitor's
 * platform decides which comes first, once the page runs (the prerendered order is Windows first).
 */
export default function DownloadPage() {
  const platform = usePlatform();
  const downloads = useDownloads();
  const windows = <WindowsCard key="windows" state={downloads} />;
  const other = <OtherPlatformsCard key="other" platform={platform} />;
  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <div className={styles.content} data-platform={platform ?? "unknown"}>
        <div className={styles.cards}>{platform === "other" ? [other, windows] : [windows, other]}</div>
        <section className={styles.all} aria-labelledby="all-versions">
          <h2 id="all-versions">{copy.versionsTitle}</h2>
          <VersionList state={downloads} />
        </section>
      </div>
    </>
  );
}

function WindowsCard({ state }: { readonly state: DownloadsState }) {
  const latest = state.status === "ready" ? state.versions[0] : undefined;
  const file = latest?.files[0];
  return (
    <section className={styles.card} aria-labelledby="windows-title" data-card="windows">
      <h2 id="windows-title">{copy.windowsTitle}</h2>
      <p className={styles.muted}>{copy.windowsText}</p>
      {latest && file ? (
        <>
          <a href={downloadFilePath(latest.version, file.name)} className={buttonClass("primary")} download>
            {copy.download(latest.version)}
          </a>
          <dl className={styles.facts}>
            <dt>{copy.size}</dt>
            <dd>{formatSize(file.size)}</dd>
            <dt>{copy.released}</dt>
            <dd>{formatDate(`${latest.date}T00:00:00Z`)}</dd>
            <dt>{copy.sha256}</dt>
            <dd>
              <code className={styles.hash}>{file.sha256}</code>
            </dd>
          </dl>
          <p className={styles.note}>{copy.verify}</p>
        </>
      ) : (
        <VersionList state={state} />
      )}
    </section>
  );
}

function OtherPlatformsCard({ platform }: { readonly platform: Platform | undefined }) {
  return (
    <section className={styles.card} aria-labelledby="other-title" data-card="other">
      <h2 id="other-title">{copy.otherTitle}</h2>
      <p className={styles.muted}>{copy.otherText}</p>
      <a href={config.links.signUp} className={buttonClass(platform === "other" ? "primary" : "outline")}>
        {copy.webApp}
      </a>
      <SendLinkForm />
    </section>
  );
}
