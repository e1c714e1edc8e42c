/**
 * The partner's money beside the spec's range cards: pending, due and paid to date per currency,
 * the next payout day, and the payouts sent (GET /api/tv/affiliate/payouts; amounts in cents).
 */
import { useMemo } from "react";
import type { AffiliatePayout, AffiliatePayoutsAnswer } from "#common/api/affiliates.ts";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import { type DashboardText, useDashboardText } from "./affiliate-dashboard-messages";
import dashboard from "./Dashboard.module.css";
import styles from "./Payouts.module.css";
import { byCurrency, partnerMoney } from "./stats";

export type PayoutsLoad =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly answer: AffiliatePayoutsAnswer }
  | { readonly state: "failed" };

const helper = tableColumns<AffiliatePayout>();
const columnsIn = (text: DashboardText) =>
  helper.columns([
    helper.accessor("paidOn", { header: text.t("payouts_date"), cell: (c) => text.f.isoDay(c.getValue()) }),
    helper.accessor("reference", { header: text.t("payouts_reference") }),
    helper.display({
      id: "amount",
      header: text.t("payouts_amount"),
      cell: (c) => partnerMoney(c.row.original.amount, c.row.original.currency, text),
    }),
  ]);

export function Payouts({ load }: { load: PayoutsLoad }) {
  const text = useDashboardText();
  const { t } = text;
  const forms = useMessages(formsMessages);
  const columns = useMemo(() => columnsIn(text), [text]);
  return (
    <section className={styles.payouts} aria-labelledby="affiliate-payouts">
      <h2 id="affiliate-payouts" className={dashboard.sectionTitle}>
        {t("payouts_title")}
      </h2>
      {load.state === "loading" && <p className={dashboard.muted}>{forms("loading")}</p>}
      {load.state === "failed" && (
        <p className={dashboard.error} role="alert">
          {forms("failure")}
        </p>
      )}
      {load.state === "ready" && (
        <div className={styles.layout}>
          <Summary answer={load.answer} />
          <div className={`${dashboard.card} ${styles.history}`}>
            <h3 className={dashboard.cardTitle}>{t("payouts_history_title")}</h3>
            <VirtualTable
              columns={columns}
              rows={load.answer.payouts}
              label={t("payouts_history_label")}
              emptyMessage={t("payouts_none")}
              height={264}
              minWidth={360}
              cardsOnPhones
            />
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The smallest payout in each of the partner's currencies ("$50.00, ¥7,500": each in its own
 * units); the US dollar one before any sale.
 */
function minimumText(answer: AffiliatePayoutsAnswer, text: DashboardText): string {
  const set = [...answer.balances]
    .sort((a, b) => byCurrency(a.currency, b.currency))
    .flatMap((b) => (b.minimum === null ? [] : [partnerMoney(b.minimum, b.currency, text)]));
  return set.length ? set.join(", ") : partnerMoney(answer.minimum, "usd", text);
}

function Summary({ answer }: { answer: AffiliatePayoutsAnswer }) {
  const text = useDashboardText();
  const { t, f } = text;
  const balances = [...answer.balances].sort((a, b) => byCurrency(a.currency, b.currency));
  /** One amount per currency, each on its own line; $0.00 when there is none yet. */
  const amounts = (pick: (b: AffiliatePayoutsAnswer["balances"][number]) => number, of = balances): Amount[] =>
    of.length
      ? of.map((b) => ({ key: b.currency, text: partnerMoney(pick(b), b.currency, text) }))
      : [{ key: "usd", text: partnerMoney(0, "usd", text) }];
  const adjusted = balances.filter((b) => b.adjustments !== 0);
  return (
    <div className={dashboard.card} data-testid="payouts-summary">
      <h3 className={dashboard.cardTitle}>{t("payouts_summary_title")}</h3>
      <dl className={styles.figures}>
        <Figure
          label={t("payouts_pending")}
          hint={t("payouts_pending_hint", { days: answer.refundWindowDays })}
          values={amounts((b) => b.pending)}
          id="pending"
        />
        <Figure label={t("payouts_due")} hint={t("payouts_due_hint")} values={amounts((b) => b.due)} id="due" />
        <Figure label={t("payouts_paid")} values={amounts((b) => b.paid)} id="paid" />
        {adjusted.length > 0 && (
          <Figure
            label={t("payouts_adjustments")}
            hint={t("payouts_adjustments_hint")}
            values={amounts((b) => b.adjustments, adjusted)}
            id="adjustments"
          />
        )}
        <Figure label={t("payouts_next")} values={[{ key: "day", text: f.isoDay(answer.nextPayoutOn) }]} id="next" />
      </dl>
      <p className={styles.note}>{t("payouts_minimum_note", { minimum: minimumText(answer, text) })}</p>
    </div>
  );
}

/** A figure's text, keyed by its currency. */
interface Amount {
  readonly key: string;
  readonly text: string;
}

function Figure({ label, hint, values, id }: { label: string; hint?: string; values: Amount[]; id: string }) {
  return (
    <div className={styles.figure}>
      <dt>
        {label}
        {hint && <span className={styles.hint}>{hint}</span>}
      </dt>
      <dd data-testid={`payouts-${id}`}>
        {values.map((value) => (
          <span key={value.key} className={styles.amount}>
            {value.text}
          </span>
        ))}
      </dd>
    </div>
  );
}
