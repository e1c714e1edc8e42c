/**
 * The partner's money beside the spec's range cards: pending, due and paid to date per currency,
 * the next payout day, and the payouts sent (GET /api/tv/affiliate/payouts; amounts in cents).
 */
import type { AffiliatePayout, AffiliatePayoutsAnswer } from "#common/api/affiliates.ts";
import { centsText } from "#common/money.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { formatIsoDay } from "#web/lib/dates.ts";
import { affiliateCopy } from "./copy";
import dashboard from "./Dashboard.module.css";
import styles from "./Payouts.module.css";
import { byCurrency, partnerMoney } from "./stats";

const copy = affiliateCopy.dashboard.payouts;

export type PayoutsLoad =
  | { readonly state: "loading" }
  | { readonly state: "ready"; readonly answer: AffiliatePayoutsAnswer }
  | { readonly state: "failed" };

const helper = tableColumns<AffiliatePayout>();
const columns = helper.columns([
  helper.accessor("paidOn", { header: copy.date, cell: (c) => formatIsoDay(c.getValue()) }),
  helper.accessor("reference", { header: copy.reference }),
  helper.display({
    id: "amount",
    header: copy.amount,
    cell: (c) => partnerMoney(c.row.original.amount, c.row.original.currency),
  }),
]);

export function Payouts({ load }: { load: PayoutsLoad }) {
  return (
    <section className={styles.payouts} aria-labelledby="affiliate-payouts">
      <h2 id="affiliate-payouts" className={dashboard.sectionTitle}>
        {copy.title}
      </h2>
      {load.state === "loading" && <p className={dashboard.muted}>{affiliateCopy.dashboard.loading}</p>}
      {load.state === "failed" && (
        <p className={dashboard.error} role="alert">
          {affiliateCopy.dashboard.loadFailed}
        </p>
      )}
      {load.state === "ready" && (
        <div className={styles.layout}>
          <Summary answer={load.answer} />
          <div className={`${dashboard.card} ${styles.history}`}>
            <h3 className={dashboard.cardTitle}>{copy.historyTitle}</h3>
            <VirtualTable
              columns={columns}
              rows={load.answer.payouts}
              label={copy.historyLabel}
              emptyMessage={copy.noPayouts}
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

function Summary({ answer }: { answer: AffiliatePayoutsAnswer }) {
  const balances = [...answer.balances].sort((a, b) => byCurrency(a.currency, b.currency));
  /** One amount per currency, each on its own line; $0.00 when there is none yet. */
  const amounts = (pick: (b: AffiliatePayoutsAnswer["balances"][number]) => number, of = balances): Amount[] =>
    of.length
      ? of.map((b) => ({ key: b.currency, text: partnerMoney(pick(b), b.currency) }))
      : [{ key: "usd", text: partnerMoney(0, "usd") }];
  const adjusted = balances.filter((b) => b.adjustments !== 0);
  return (
    <div className={dashboard.card} data-testid="payouts-summary">
      <h3 className={dashboard.cardTitle}>{copy.summaryTitle}</h3>
      <dl className={styles.figures}>
        <Figure
          label={copy.pending}
          hint={copy.pendingHint(answer.refundWindowDays)}
          values={amounts((b) => b.pending)}
          id="pending"
        />
        <Figure label={copy.due} hint={copy.dueHint} values={amounts((b) => b.due)} id="due" />
        <Figure label={copy.paid} values={amounts((b) => b.paid)} id="paid" />
        {adjusted.length > 0 && (
          <Figure
            label={copy.adjustments}
            hint={copy.adjustmentsHint}
            values={amounts((b) => b.adjustments, adjusted)}
            id="adjustments"
          />
        )}
        <Figure label={copy.nextPayout} values={[{ key: "day", text: formatIsoDay(answer.nextPayoutOn) }]} id="next" />
      </dl>
      <p className={styles.note}>{copy.minimumNote(centsText(answer.minimum))}</p>
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
