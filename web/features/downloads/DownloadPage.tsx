import { type DownloadFile, type DownloadVersion, downloadFilePath } from "#common/api/downloads.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import styles from "./Download.module.css";
import { downloadMessages } from "./download-messages";
import { usePlatform } from "./platform";
import { SendLinkForm } from "./SendLinkForm";
import { type DownloadsState, formatSize, useDownloads } from "./use-downloads";
import { VersionList } from "./VersionList";

/**
 * /download: the Windows installer (newest version, its size and SHA-256) and, for any other
 * platform, the web app and "send me the link". Both are always on the page, laid out for the
 * visitor's platform from the first paint: the Worker names it on <html data-platform> and the
 * CSS orders the cards and picks the web app button's look by it (decision 059). Once the page
 * runs, the DOM order follows, for focus and screen readers; what is seen does not move.
 */
export default function DownloadPage() {
  const t = useMessages(downloadMessages);
  const platform = usePlatform();
  const downloads = useDownloads();
  const windows = <WindowsCard key="windows" state={downloads} />;
  const other = <OtherPlatformsCard key="other" />;
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className={styles.content}>
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
      {state.status === "loading" ? (
        <Installer />
      ) : latest && file ? (
        <Installer latest={{ version: latest, file }} />
      ) : (
        <VersionList state={state} />
      )}
    </section>
  );
}

/**
 * Stands in for the newest installer while the list loads: a version, size and date of a real
 * one's length, and a SHA-256's 64 digits, so each placeholder takes the lines its value will. The
 * day is a two-digit one in September, the longest month name in most of the site's languages: a
 * phone's narrow column wraps "16 de novembro de 2026" as it wraps this date.
 */
const PLACEHOLDER: { readonly version: DownloadVersion; readonly file: DownloadFile } = {
  version: { version: "0.0.0", date: "2026-09-28", files: [] },
  file: { name: "", platform: "windows", size: 70 * 1024 * 1024, sha256: "0".repeat(64) },
};

/**
 * The newest installer: its button, size, release day and SHA-256. Until the list arrives
 * (`latest` undefined) the same lines hold placeholders of their size, so the card is already as
 * tall as it will be and nothing after it moves when the values come (decision 059).
 */
function Installer({ latest }: { readonly latest?: { version: DownloadVersion; file: DownloadFile } }) {
  const t = useMessages(downloadMessages);
  const format = formatterOf(useLocale());
  const { version, file } = latest ?? PLACEHOLDER;
  const value = (text: string) => (latest ? text : <span className={styles.pending}>{text}</span>);
  const label = t("download", { version: version.version });
  return (
    <>
      {latest ? (
        <a href={downloadFilePath(version.version, file.name)} className={buttonClass("primary")} download>
          {label}
        </a>
      ) : (
        <span className={`${buttonClass("primary")} ${styles.pendingButton}`}>
          <span className={styles.pending} aria-hidden="true">
            {label}
          </span>
          <span className="visually-hidden">{t("loading")}</span>
        </span>
      )}
      <dl className={styles.facts} aria-hidden={latest ? undefined : true}>
        <dt>{t("size")}</dt>
        <dd>{value(formatSize(file.size, t, format))}</dd>
        <dt>{t("released")}</dt>
        <dd>{value(format.date(`${version.date}T00:00:00Z`))}</dd>
        <dt>{t("sha256")}</dt>
        <dd>
          <code className={styles.hash}>{value(file.sha256)}</code>
        </dd>
      </dl>
      <p className={styles.note}>{t("verify")}</p>
    </>
  );
}

/** The web app: the first offer elsewhere than Windows, the second beside the installer. */
function OtherPlatformsCard() {
  const t = useMessages(downloadMessages);
  return (
    <section className={styles.card} aria-labelledby="other-title" data-card="other">
      <h2 id="other-title">{t("other_title")}</h2>
      <p className={styles.muted}>{t("other_text")}</p>
      {/* Both looks are rendered; the CSS shows the one for the platform <html> names (decision 059). */}
      <a href={config.links.signUp} className={`${buttonClass("primary")} ${styles.elsewhere}`}>
        {t("web_app")}
      </a>
      <a href={config.links.signUp} className={`${buttonClass("outline")} ${styles.onWindows}`}>
        {t("web_app")}
      </a>
      <SendLinkForm />
    </section>
  );
}
