import { Link } from "wouter";
import type { LicenceRow, OrderDetailAnswer, OrderDispute, OrderRefund, ResetRow } from "#common/api/admin.ts";
import { pathTo } from "#common/routes.ts";
import { tableColumns, VirtualTable } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { ActionButton, ConfirmButton } from "#web/features/admin/parts/ConfirmButton.tsx";
import { Card, itemView } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useAction } from "#web/features/admin/parts/data.ts";
import { dateTime, money } from "#web/features/admin/parts/format.ts";
import { languageName } from "#web/features/admin/parts/LanguageSelect.tsx";
import { MailTable } from "#web/features/admin/parts/MailTable.tsx";
import { actOnKey, actOnOrder, type KeyAction, loadOrder, type OrderAction } from "./api";

/** One order: its keys, device, refunds, disputes, resets, mails, and what an operator can do with it. */
export default itemView(Order, {
  back: { section: "orders", label: "All orders" },
  noun: "order",
  load: loadOrder,
});

type Action = ReturnType<typeof useAction>;

function licenceState(l: LicenceRow) {
  if (l.revokedAt !== null) return <Badge tone="bad">revoked</Badge>;
  if (l.suspendedAt !== null) return <Badge tone="warn">suspended (dispute)</Badge>;
  return <Badge tone="ok">live</Badge>;
}

/** The key table's columns; a refunded order's keys stay revoked (the Worker refuses to restore them). */
function keyColumns(action: Action, reload: () => void, refunded: boolean) {
  const col = tableColumns<LicenceRow>();
  const post = (name: KeyAction, key: string) => () => action.run(`${name}:${key}`, () => actOnKey(name, key), reload);
  return [
    col.accessor("key", { header: "Key", cell: (c) => <span className={styles.mono}>{c.getValue()}</span> }),
    col.accessor("seq", { header: "#" }),
    col.display({ id: "state", header: "State", cell: (c) => licenceState(c.row.original) }),
    col.accessor("deviceId", {
      header: "Device",
      cell: (c) => {
        const l = c.row.original;
        return l.deviceId ? (
          <span title={l.activatedAt ? `Activated ${dateTime(l.activatedAt)}` : undefined}>
            <span className={styles.mono}>{l.deviceId}</span>
          </span>
        ) : (
          <span className={styles.muted}>not bound</span>
        );
      },
    }),
    col.display({
      id: "resets",
      header: "Resets",
      cell: (c) =>
        `${c.row.original.resets}${c.row.original.extraResets ? ` (+${c.row.original.extraResets} granted)` : ""}`,
    }),
    col.display({
      id: "actions",
      header: "Actions",
      cell: (c) => {
        const l = c.row.original;
        const busy = action.busy?.endsWith(l.key) ?? false;
        return (
          <div className={styles.rowActions}>
            {l.revokedAt === null ? (
              <ConfirmButton
                small
                label="Revoke"
                title={`Revoke key ${l.key.slice(0, 8)}…?`}
                busy={busy}
                onConfirm={post("revoke", l.key)}
              >
                <p>The desktop app stops accepting this key at its next check. You can restore it later.</p>
              </ConfirmButton>
            ) : (
              <ActionButton small label="Restore" busy={busy} disabled={refunded} onClick={post("restore", l.key)} />
            )}
            <ActionButton
              small
              label="Unbind device"
              busy={busy}
              disabled={l.deviceId === null}
              onClick={post("unbind", l.key)}
            />
            <ActionButton
              small
              label="Grant a reset"
              busy={busy}
              disabled={l.revokedAt !== null}
              onClick={post("grantReset", l.key)}
            />
          </div>
        );
      },
    }),
  ];
}

const resetCol = tableColumns<ResetRow>();
const resetColumns = [
  resetCol.accessor("at", { header: "When", cell: (c) => dateTime(c.getValue()) }),
  resetCol.accessor("key", { header: "Key", cell: (c) => <span className={styles.mono}>{c.getValue()}</span> }),
  resetCol.accessor("source", { header: "By" }),
  resetCol.accessor("released", {
    header: "Device",
    cell: (c) =>
      c.getValue() ? <Badge tone="ok">released</Badge> : <span className={styles.muted}>none bound: not counted</span>,
  }),
];

/** A refund's status: one that failed or was cancelled gave the money back to the shop. */
function RefundStatus({ refund }: { refund: OrderRefund }) {
  if (refund.status === "failed" || refund.status === "canceled")
    return (
      <Badge tone="warn">
        {refund.status}
        {refund.failureReason ? `: ${refund.failureReason}` : ""}, nothing taken
      </Badge>
    );
  if (refund.status === "reported") return <span>reported by the charge</span>;
  return <span>{refund.status}</span>;
}

const refundCol = tableColumns<OrderRefund>();
const refunds = {
  columns: [
    refundCol.accessor("refundedAt", { header: "When", cell: (c) => dateTime(c.getValue()) }),
    refundCol.accessor("amount", { header: "Amount", cell: (c) => money(c.getValue(), c.row.original.currency) }),
    refundCol.display({ id: "status", header: "Status", cell: (c) => <RefundStatus refund={c.row.original} /> }),
    refundCol.accessor("id", {
      header: "Stripe refund",
      cell: (c) => <span className={styles.mono}>{c.getValue()}</span>,
    }),
  ],
  rowId: (r: OrderRefund) => r.id,
  emptyMessage: "Never refunded",
  height: 160,
  minWidth: 680,
};

const disputeCol = tableColumns<OrderDispute>();
const disputes = {
  columns: [
    disputeCol.accessor("at", { header: "Opened", cell: (c) => dateTime(c.getValue()) }),
    disputeCol.accessor("amount", { header: "Amount", cell: (c) => money(c.getValue(), c.row.original.currency) }),
    disputeCol.accessor("status", {
      header: "Status",
      cell: (c) => <Badge tone={c.getValue() === "won" ? "ok" : "bad"}>{c.getValue().replaceAll("_", " ")}</Badge>,
    }),
    disputeCol.accessor("closedAt", {
      header: "Closed",
      cell: (c) => {
        const closed = c.getValue();
        return closed === null ? <span className={styles.muted}>open</span> : dateTime(closed);
      },
    }),
    disputeCol.accessor("id", {
      header: "Stripe dispute",
      cell: (c) => <span className={styles.mono}>{c.getValue()}</span>,
    }),
  ],
  rowId: (d: OrderDispute) => d.id,
  emptyMessage: "Never disputed",
  height: 160,
  minWidth: 760,
};

const resets = {
  columns: resetColumns,
  rowId: (r: ResetRow) => `${r.key}-${r.at}`,
  emptyMessage: "Never reset",
  height: 240,
  minWidth: 720,
};

function Order({ data, reload }: { data: OrderDetailAnswer; reload: () => void }) {
  const action = useAction();
  const { order, refund } = data;
  const orderAction = (name: OrderAction) => () => action.run(name, () => actOnOrder(name, order.id), reload);
  const amount = money(order.amountTotal, order.currency);
  return (
    <>
      <Card
        id="order-title"
        title={
          <>
            Order {order.id} <Badge tone={order.status === "paid" ? "ok" : "bad"}>{order.status}</Badge>
          </>
        }
      >
        <dl className={styles.facts}>
          <dt>Customer</dt>
          <dd>
            {order.email} ({[order.country, `mails in ${languageName(order.locale)}`].filter(Boolean).join(", ")})
          </dd>
          <dt>Date</dt>
          <dd>{dateTime(order.createdAt)}</dd>
          <dt>Paid</dt>
          <dd>
            {amount}
            {order.amountDiscount > 0 &&
              ` (${money(order.amountSubtotal, order.currency)} less ${money(order.amountDiscount, order.currency)})`}
          </dd>
          <dt>Coupon</dt>
          <dd>
            {order.couponCode ?? "—"}
            {order.affiliate && (
              <>
                {" "}
                (affiliate{" "}
                <Link href={pathTo("admin-item", { section: "affiliates", id: String(order.affiliate.id) })}>
                  {order.affiliate.username}
                </Link>
                )
              </>
            )}
          </dd>
          <dt>Stripe</dt>
          <dd className={styles.mono}>
            {order.stripeSessionId}
            {order.paymentIntentId ? ` / ${order.paymentIntentId}` : ""}
          </dd>
          <dt>Refund</dt>
          <dd>{refund.allowed ? `Possible until ${dateTime(refund.until)}` : refund.reason}</dd>
        </dl>
        <div className={styles.actions}>
          <ActionButton
            label="Resend licence mail"
            busy={action.busy === "resend"}
            disabled={order.status !== "paid"}
            onClick={orderAction("resend")}
          />
          <ConfirmButton
            label="Issue second key"
            title="Issue the free second key?"
            busy={action.busy === "secondKey"}
            disabled={!data.secondKeyAvailable}
            onConfirm={orderAction("secondKey")}
          >
            <p>The order gets its one free extra key, and {order.email} receives both keys by mail.</p>
          </ConfirmButton>
          <ConfirmButton
            label="Refund in full"
            title={`Refund ${amount} to ${order.email}?`}
            busy={action.busy === "refund"}
            disabled={!refund.allowed}
            onConfirm={orderAction("refund")}
          >
            <p>
              Stripe refunds {amount} to the customer's payment method. When Stripe confirms it, the keys of this order
              are revoked and any affiliate commission is voided.
            </p>
          </ConfirmButton>
        </div>
      </Card>

      <Card id="keys-title" landmark={false} title="Licence keys">
        <VirtualTable
          columns={keyColumns(action, reload, order.status === "refunded")}
          rows={data.licences}
          label="Licence keys"
          emptyMessage="No key (the purchase was refunded before fulfilment)"
          rowId={(l) => l.key}
          muted={(l) => l.revokedAt !== null}
          height={200}
          minWidth={1080}
        />
      </Card>

      <Card id="refunds-title" landmark={false} title="Refunds">
        <VirtualTable {...refunds} rows={data.refunds} label="Refunds" />
      </Card>

      <Card id="disputes-title" landmark={false} title="Disputes">
        <VirtualTable {...disputes} rows={data.disputes} label="Disputes" />
      </Card>

      <Card id="resets-title" landmark={false} title="Reset history">
        <VirtualTable {...resets} rows={data.resets} label="Reset history" />
      </Card>

      <Card id="mails-title" landmark={false} title={`Mails to ${order.email}`}>
        <MailTable rows={data.mails} label={`Mails to ${order.email}`} />
      </Card>
    </>
  );
}
