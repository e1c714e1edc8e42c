/**
 * /admin/payouts: what each affiliate is owed (per currency, against the configured minimum),
 * creating a payout batch, and the batches; /admin/payouts/<batch>: a batch's payouts, its CSV and
 * marking each payout paid with the bank or PayPal reference and the day the money left.
 */

import { useLocation } from "wouter";
import type { DueBalanceRow, PayoutBatch } from "#common/api/payouts.ts";
import { pathTo } from "#common/routes.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { ConfirmButton } from "#web/features/admin/parts/ConfirmButton.tsx";
import { AffiliateLink, Card, itemCell } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useAction, useAdminData } from "#web/features/admin/parts/data.ts";
import { dateTime, money, plural } from "#web/features/admin/parts/format.ts";
import { LoadState } from "#web/features/admin/parts/LoadState.tsx";
import { PagedTable } from "#web/features/admin/parts/PagedTable.tsx";
import type { SectionProps } from "#web/features/admin/section-props.ts";
import { listBatches, loadBalances, loadBatch, newBatch } from "./api";
import { PayoutBatchDetail, totals } from "./PayoutBatchDetail";
import own from "./PayoutsSection.module.css";

const SECTION = "payouts";

const balanceCol = tableColumns<DueBalanceRow>();
const cents = (pick: (b: DueBalanceRow) => number) => (c: { row: { original: DueBalanceRow } }) =>
  money(pick(c.row.original), c.row.original.currency);
const balanceColumns = [
  balanceCol.display({
    id: "affiliate",
    header: "Affiliate",
    cell: (c) => (
      <>
        <AffiliateLink row={c.row.original} />
        <span className={`${styles.muted} ${own.email}`}>{c.row.original.email}</span>
      </>
    ),
  }),
  balanceCol.accessor("currency", { header: "Currency", cell: (c) => c.getValue().toUpperCase() }),
  balanceCol.display({ id: "pending", header: "Pending", cell: cents((b) => b.pending) }),
  balanceCol.display({ id: "available", header: "Due", cell: cents((b) => b.available) }),
  balanceCol.display({ id: "adjustments", header: "Adjustments", cell: cents((b) => b.adjustments) }),
  balanceCol.display({ id: "payable", header: "Next batch", cell: cents((b) => b.payable) }),
  balanceCol.display({ id: "inPayment", header: "In a batch", cell: cents((b) => b.inPayment) }),
  balanceCol.display({ id: "paid", header: "Paid", cell: cents((b) => b.paid) }),
  balanceCol.accessor("eligible", {
    header: "Status",
    cell: (c) => (c.getValue() ? <Badge tone="ok">will be paid</Badge> : <Badge tone="warn">waits</Badge>),
  }),
];

const batchCol = tableColumns<PayoutBatch>();
const batchColumns = [
  batchCol.accessor("id", { header: "Batch", cell: itemCell(SECTION, "#") }),
  batchCol.accessor("createdAt", { header: "Created", cell: (c) => dateTime(c.getValue()) }),
  batchCol.accessor("createdBy", { header: "By" }),
  batchCol.display({ id: "count", header: "Payouts", cell: (c) => String(c.row.original.payouts.length) }),
  batchCol.display({ id: "total", header: "Total", cell: (c) => totals(c.row.original.payouts) }),
  batchCol.display({
    id: "paid",
    header: "Paid",
    cell: (c) => {
      const { payouts } = c.row.original;
      const paid = payouts.filter((p) => p.paidOn !== null).length;
      return <Badge tone={paid === payouts.length ? "ok" : "warn"}>{`${paid} of ${payouts.length}`}</Badge>;
    },
  }),
];

function Overview() {
  const [, navigate] = useLocation();
  const balances = useAdminData(loadBalances, "");
  const action = useAction();
  const createBatch = () =>
    action.run(
      "create-batch",
      async () => {
        const answer = await newBatch();
        navigate(pathTo("admin-item", { section: SECTION, id: String(answer.batchId) }));
        return answer;
      },
      balances.reload,
    );
  return (
    <LoadState state={balances.state} onRetry={balances.reload} label="Loading balances">
      {(data) => {
        const eligible = data.balances.filter((b) => b.eligible);
        return (
          <>
            <Card id="payout-rules" title="Due balances">
              <dl className={styles.facts}>
                <dt>Minimum payout</dt>
                <dd>
                  {Object.entries(data.minimums)
                    .map(([currency, minimum]) => money(minimum, currency))
                    .join(", ")}
                </dd>
                <dt>Refund window</dt>
                <dd>{plural(data.refundWindowDays, "day")}: commissions stay pending until it closes</dd>
                <dt>Next payout day</dt>
                <dd>{data.nextPayoutOn}</dd>
                <dt>Next batch</dt>
                <dd>
                  {eligible.length
                    ? `${plural(eligible.length, "payout")}: ${totals(eligible.map((b) => ({ ...b, amount: b.payable })))}`
                    : "nothing reaches the minimum yet"}
                </dd>
              </dl>
              <div className={styles.actions}>
                <ConfirmButton
                  label="Create payout batch"
                  title="Create a payout batch?"
                  variant="primary"
                  busy={action.busy === "create-batch"}
                  disabled={eligible.length === 0}
                  onConfirm={createBatch}
                >
                  {`It takes ${plural(eligible.length, "balance")} (${totals(
                    eligible.map((b) => ({ ...b, amount: b.payable })),
                  )}) out of the due balances. Then export its CSV, send the money and mark each payout paid.`}
                </ConfirmButton>
              </div>
            </Card>
            <VirtualTable
              columns={balanceColumns}
              rows={data.balances}
              label="Balances per affiliate and currency"
              emptyMessage="No affiliate has earned a commission yet"
              rowId={(b) => `${b.affiliateId}:${b.currency}`}
              muted={(b) => !b.eligible}
              rowHeight={56}
              height={420}
              minWidth={1080}
            />
          </>
        );
      }}
    </LoadState>
  );
}

function Batches() {
  return (
    <section aria-labelledby="payout-batches" className={own.batches}>
      <h2 id="payout-batches" className={styles.cardTitle}>
        Batches
      </h2>
      <PagedTable
        columns={batchColumns}
        label="Payout batches, newest first"
        listKey=""
        fetchPage={listBatches}
        emptyMessage="No batch yet"
        minWidth={760}
        height={360}
      />
    </section>
  );
}

/** /admin/payouts (balances and batches) and /admin/payouts/<batch id>. */
export default function PayoutsSection({ item }: SectionProps) {
  if (item) {
    return <PayoutBatchDetail batchId={item} load={(signal) => loadBatch(item, signal)} />;
  }
  return (
    <>
      <Overview />
      <Batches />
    </>
  );
}
