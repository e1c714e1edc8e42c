import { useEffect, useMemo, useRef, useState } from "react";
import { buttonClass } from "#web/components/button.ts";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { showToast } from "#web/components/toast/toasts.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { isoLocalDay } from "#web/lib/dates.ts";
import { type DashboardText, useDashboardText } from "./affiliate-dashboard-messages";
import { affiliatesMessages } from "./affiliates-messages";
import { type AffiliateTransaction, fetchCoupons, fetchPayouts, fetchTransactions, signOutAffiliate } from "./api";
import styles from "./Dashboard.module.css";
import { DateField } from "./DateField";
import { Payouts, type PayoutsLoad } from "./Payouts";
import { ReferralLinks } from "./ReferralLinks";
import { SalesChart } from "./SalesChart";
import { type AffiliateUser, endSession } from "./session";
import {
  currentMonth,
  type DateRange,
  formatSums,
  rangeBounds,
  rangeStats,
  rowsInRange,
  totals,
  transactionsCsv,
} from "./stats";
import { TransactionsTable } from "./TransactionsTable";

const RANGE_ERROR_ID = "affiliate-range-error";
/** The range's two date fields, first to last. */
const rangeEdges = ["start", "end"] as const;

type Load = { state: "loading" } | { state: "ready"; rows: AffiliateTransaction[] } | { state: "failed" };

function downloadCsv(rows: readonly AffiliateTransaction[], range: DateRange, text: DashboardText): void {
  const blob = new Blob([transactionsCsv(rows, text)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `transactions-${isoLocalDay(range.start)}-to-${isoLocalDay(range.end)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The signed-in affiliate's dashboard: information, totals, range cards, referral links and all rows. */
export default function Dashboard({ user }: { user: AffiliateUser }) {
  const text = useDashboardText();
  const { t, f } = text;
  const forms = useMessages(formsMessages);
  const page = useMessages(affiliatesMessages);
  // Read when the session expires, after the effect has run: the words of the language shown then.
  const expiredMessage = useRef("");
  expiredMessage.current = t("session_expired");
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [coupons, setCoupons] = useState<string[] | null>(null);
  const [payouts, setPayouts] = useState<PayoutsLoad>({ state: "loading" });
  // Rendered only on the client (after the session is restored), so reading the clock here is safe.
  const [draft, setDraft] = useState<DateRange>(() => currentMonth(new Date()));
  const [applied, setApplied] = useState<DateRange>(draft);
  const [rangeError, setRangeError] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let expired = false;
    /** A failed call: an expired session ends it (once); anything else marks that part failed. */
    const failed = (markFailed: () => void) => (error: unknown) => {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.status === 401) {
        if (!expired) showToast({ message: expiredMessage.current, tone: "info" });
        expired = true;
        endSession();
        return;
      }
      markFailed();
    };
    // The spec's call: from 0 to now.
    fetchTransactions(user.Token, 0, Math.floor(Date.now() / 1000), { signal: controller.signal })
      .then((rows) => setLoad({ state: "ready", rows }))
      .catch(failed(() => setLoad({ state: "failed" })));
    fetchPayouts(user.Token, { signal: controller.signal })
      .then((answer) => setPayouts({ state: "ready", answer }))
      .catch(failed(() => setPayouts({ state: "failed" })));
    fetchCoupons(user.Token, { signal: controller.signal })
      .then(setCoupons)
      .catch(() => setCoupons([]));
    return () => controller.abort();
  }, [user.Token]);

  const rows = load.state === "ready" ? load.rows : [];
  const all = useMemo(() => totals(rows), [rows]);
  // Apply governs the page below it: the cards and the chart sum the range's rows, the table and the CSV list them.
  const inRange = useMemo(() => rowsInRange(rows, applied), [rows, applied]);
  const stats = useMemo(() => rangeStats(rows, applied), [rows, applied]);
  /** A count: "6667" in English as the spec writes it (no grouping), the language's own way elsewhere ("6 667"). */
  const count = (n: number) => f.fixed(n, 0);
  /** A figure computed from the rows: the spec's 'Loading...' until they are here, never a zero. */
  const figure = (value: () => string) =>
    load.state === "ready" ? value() : load.state === "loading" ? forms("loading") : t("unavailable");

  const editDraft = (change: Partial<DateRange>) => {
    setRangeError(false);
    setDraft((d) => ({ ...d, ...change }));
  };
  const apply = () => {
    const { fromMs, toMs } = rangeBounds(draft);
    // A start after the end would select nothing: say so instead of showing zeros.
    setRangeError(fromMs > toMs);
    if (fromMs <= toMs) setApplied(draft);
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{page("title")}</h1>
        <button
          type="button"
          className={buttonClass("outline")}
          onClick={() => {
            // The stored session ends at once; the server revokes the token in the background.
            void signOutAffiliate(user.Token);
            endSession();
          }}
        >
          {t("logout")}
        </button>
      </div>

      <div className={styles.grid}>
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="affiliate-info">
          <h2 id="affiliate-info" className={styles.cardTitle}>
            {t("info_title")}
          </h2>
          <dl className={styles.info}>
            <dt>{t("username")}</dt>
            <dd>{user.Username}</dd>
            <dt>{forms("email")}</dt>
            <dd>{user.Email}</dd>
          </dl>
        </section>
        <Stat
          label={t("total_subscriptions")}
          value={figure(() => count(all.subscriptions))}
          testId="total-subscriptions"
        />
        <Stat label={t("total_licences")} value={figure(() => count(all.licences))} testId="total-licences" />
        <Stat label={t("commission")} value={t("commission_value", { percent: f.number(user.Commission) })} wide />
      </div>

      <section className={styles.range} aria-label={t("range_heading")}>
        <div className={styles.rangeControls}>
          {rangeEdges.map((edge) => (
            <DateField
              key={edge}
              label={t(`${edge}_range`)}
              value={draft[edge]}
              onChange={(day) => editDraft({ [edge]: day })}
              invalid={rangeError}
              describedBy={rangeError ? RANGE_ERROR_ID : undefined}
            />
          ))}
          <button type="button" className={buttonClass("primary")} onClick={apply}>
            {t("apply")}
          </button>
          <button
            type="button"
            className={buttonClass("outline")}
            disabled={load.state !== "ready"}
            onClick={() => downloadCsv(inRange, applied, text)}
          >
            {t("export_csv")}
          </button>
        </div>
        {rangeError && (
          <p id={RANGE_ERROR_ID} className={styles.error} role="alert">
            {t("range_start_after_end")}
          </p>
        )}
        <div className={styles.grid}>
          <Stat
            label={t("range_subscriptions")}
            value={figure(() => count(stats.subscriptions))}
            testId="range-subscriptions"
          />
          <Stat label={t("range_licences")} value={figure(() => count(stats.licences))} testId="range-licences" />
          <Stat
            label={t("range_subscription_commissions")}
            value={figure(() => formatSums(stats.subscriptionCommissions, text))}
            testId="range-subscription-commissions"
          />
          <Stat
            label={t("range_licence_commissions")}
            value={figure(() => formatSums(stats.licenceCommissions, text))}
            testId="range-licence-commissions"
          />
        </div>
      </section>

      {load.state !== "failed" && <SalesChart rows={load.state === "ready" ? rows : null} range={applied} />}

      <section aria-labelledby="affiliate-transactions">
        <h2 id="affiliate-transactions" className={styles.sectionTitle}>
          {t("transactions_title")}
        </h2>
        {load.state === "loading" && <p className={styles.muted}>{forms("loading")}</p>}
        {load.state === "failed" && (
          <p className={styles.error} role="alert">
            {forms("failure")}
          </p>
        )}
        {load.state === "ready" && (
          <TransactionsTable
            rows={inRange}
            emptyMessage={t(rows.length ? "no_transactions_in_range" : "no_transactions")}
          />
        )}
      </section>

      <Payouts load={payouts} />

      <ReferralLinks coupons={coupons} />
    </div>
  );
}

function Stat({ label, value, testId, wide }: { label: string; value: string; testId?: string; wide?: boolean }) {
  return (
    <div className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}
