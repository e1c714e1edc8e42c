/** One payout batch: its payouts, its CSV, and marking each payout paid (reference and day). */
import { useState } from "react";
import { type MarkPaidRequest, markPaidRequest, type PayoutBatch, type PayoutLine } from "#common/api/payouts.ts";
import { buttonClass } from "#web/components/button.ts";
import { Dialog, DialogCloseButton } from "#web/components/Dialog.tsx";
import { FormError } from "#web/components/form/FormError.tsx";
import { SubmitButton } from "#web/components/form/SubmitButton.tsx";
import { TextField } from "#web/components/form/TextField.tsx";
import { useZodForm } from "#web/components/form/use-zod-form.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { AffiliateLink, Card, DetailView } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useActionForm } from "#web/features/admin/parts/data.ts";
import { dateTime, money, plural } from "#web/features/admin/parts/format.ts";
import { batchCsvUrl, markPaid } from "./api";

const today = () => new Date().toISOString().slice(0, 10);

/** "$12.00 + €3.50": an amount per currency. */
export function totals(rows: readonly { currency: string; amount: number }[]): string {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.amount);
  return sums.size ? [...sums].map(([currency, cents]) => money(cents, currency)).join(" + ") : "—";
}

function columns(markPaid: (payout: PayoutLine) => void) {
  const col = tableColumns<PayoutLine>();
  return [
    col.accessor("id", { header: "Payout", cell: (c) => `#${c.getValue()}` }),
    col.display({
      id: "affiliate",
      header: "Affiliate",
      cell: (c) => <AffiliateLink row={c.row.original} />,
    }),
    col.accessor("email", { header: "E-mail" }),
    col.display({ id: "amount", header: "Amount", cell: (c) => money(c.row.original.amount, c.row.original.currency) }),
    col.display({
      id: "parts",
      header: "Carries",
      cell: (c) => {
        const { commissionIds, adjustments } = c.row.original;
        return [
          plural(commissionIds.length, "commission"),
          ...(adjustments.length ? [plural(adjustments.length, "adjustment")] : []),
        ].join(", ");
      },
    }),
    col.display({
      id: "status",
      header: "Status",
      cell: (c) => {
        const { paidOn, reference } = c.row.original;
        return paidOn ? (
          <Badge tone="ok">{`paid ${paidOn} · ${reference}`}</Badge>
        ) : (
          <button type="button" className={buttonClass("outline")} onClick={() => markPaid(c.row.original)}>
            Mark paid
          </button>
        );
      },
    }),
  ];
}

/** What the partner's mail quotes: the payment's reference and the day it left. */
const markPaidFields = [
  { name: "reference", label: "Reference (bank or PayPal transaction id)", maxLength: 100 },
  { name: "paidOn", label: "Day sent (YYYY-MM-DD)", maxLength: 10 },
] as const;

function MarkPaidDialog({ payout, onClose, onDone }: { payout: PayoutLine; onClose: () => void; onDone: () => void }) {
  const form = useZodForm(markPaidRequest, { reference: "", paidOn: today() });
  const mark = useActionForm((data: MarkPaidRequest) => markPaid(payout.id, data), onDone);
  const formId = `mark-paid-${payout.id}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title={`Mark payout #${payout.id} paid`}
      actions={
        <>
          <DialogCloseButton label="Cancel" />
          <SubmitButton form={formId} label="Mark paid" pendingLabel="Marking..." size="normal" {...form.button} />
        </>
      }
    >
      <p>
        {`${money(payout.amount, payout.currency)} to ${payout.username} (${payout.email}). `}
        The partner gets a mail with the reference; it cannot be changed afterwards.
      </p>
      <form id={formId} onSubmit={form.submit(mark.run)} noValidate className={styles.formGrid}>
        {markPaidFields.map(({ name, label, maxLength }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            autoComplete="off"
            maxLength={maxLength}
            {...form.field(name)}
          />
        ))}
      </form>
      <FormError message={mark.error} />
    </Dialog>
  );
}

function Batch({ batch, reload }: { batch: PayoutBatch; reload: () => void }) {
  const [marking, setMarking] = useState<PayoutLine | null>(null);
  const paid = batch.payouts.filter((p) => p.paidOn !== null).length;
  const csv = batchCsvUrl(batch.id);
  return (
    <>
      <Card
        id="batch-title"
        title={
          <>
            {`Batch #${batch.id} `}
            <Badge
              tone={paid === batch.payouts.length ? "ok" : "warn"}
            >{`${paid} of ${batch.payouts.length} paid`}</Badge>
          </>
        }
      >
        <dl className={styles.facts}>
          <dt>Created</dt>
          <dd>{`${dateTime(batch.createdAt)} by ${batch.createdBy}`}</dd>
          <dt>Total</dt>
          <dd>{totals(batch.payouts)}</dd>
        </dl>
        <div className={styles.actions}>
          <a className={buttonClass("secondary")} href={csv} download={`payout-batch-${batch.id}.csv`}>
            Export CSV
          </a>
        </div>
      </Card>
      <VirtualTable
        columns={columns(setMarking)}
        rows={batch.payouts}
        label={`Payouts of batch ${batch.id}`}
        rowId={(p) => String(p.id)}
        height={480}
        minWidth={900}
      />
      {marking && (
        <MarkPaidDialog
          payout={marking}
          onClose={() => setMarking(null)}
          onDone={() => {
            setMarking(null);
            reload();
          }}
        />
      )}
    </>
  );
}

export function PayoutBatchDetail({
  batchId,
  load,
}: {
  batchId: string;
  load: (signal: AbortSignal) => Promise<PayoutBatch>;
}) {
  return (
    <DetailView
      back={{ section: "payouts", label: "All payouts" }}
      item={batchId}
      load={load}
      loadingLabel="Loading the batch"
    >
      {(data, reload) => <Batch batch={data} reload={reload} />}
    </DetailView>
  );
}
