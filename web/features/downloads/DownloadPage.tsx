import { downloadFilePath } from "#common/api/downloads.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { config } from "#web/config.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./Download.module.css";
import { downloadMessages } from "./download-messages";
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
  const t = useMessages(downloadMessages);
  const platform = usePlatform();
  const downloads = useDownloads();
  const windows = <WindowsCard key="windows" state={downloads} />;
  const other = <OtherPlatformsCard key="other" platform={platform} />;
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className={styles.content} data-platform={platform ?? "unknown"}>
        <div className={styles.cards}>{platform === "other" ? [other, windows] : [windows, other]}</div>
        <section className={styles.all} aria-labelledby="all-versions">
          <h2 id="all-versions">{t("versions_title")}</h2>
          <VersionList state={downloads} />
        </section>
      </div>
    </>
  );
}

function WindowsCard({ state }: { readonly state: DownloadsState }) {
  const t = useMessages(downloadMessages);
  const format = formatterOf(useLocale());
  const latest = state.status === "ready" ? state.versions[0] : undefined;
  const file = latest?.files[0];
  return (
    <section className={styles.card} aria-labelledby="windows-title" data-card="windows">
      <h2 id="windows-title">{t("windows_title")}</h2>
      <p className={styles.muted}>{t("windows_text", { days: format.number(config.trialDays) })}</p>
      {latest && file ? (
        <>
          <a href={downloadFilePath(latest.version, file.name)} className={buttonClass("primary")} download>
            {t("download", { version: latest.version })}
          </a>
          <dl className={styles.facts}>
            <dt>{t("size")}</dt>
            <dd>{formatSize(file.size, t, format)}</dd>
            <dt>{t("released")}</dt>
            <dd>{format.date(`${latest.date}T00:00:00Z`)}</dd>
            <dt>{t("sha256")}</dt>
            <dd>
              <code className={styles.hash}>{file.sha256}</code>
            </dd>
          </dl>
          <p className={styles.note}>{t("verify")}</p>
        </>
      ) : (
        <VersionList state={state} />
      )}
    </section>
  );
}

function OtherPlatformsCard({ platform }: { readonly platform: Platform | undefined }) {
  const t = useMessages(downloadMessages);
  return (
    <section className={styles.card} aria-labelledby="other-title" data-card="other">
      <h2 id="other-title">{t("other_title")}</h2>
      <p className={styles.muted}>{t("other_text")}</p>
      <a href={config.links.signUp} className={buttonClass(platform === "other" ? "primary" : "outline")}>
        {t("web_app")}
      </a>
      <SendLinkForm />
    </section>
  );
}
