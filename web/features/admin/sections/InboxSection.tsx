import { useSignals } from "@preact/signals-react/runtime";
import { Link } from "wouter";
import { adminCalls, type ContactDetailAnswer, type ContactRow } from "#common/api/admin.ts";
import { pathOf } from "#common/api/call.ts";
import { buttonClass } from "#web/components/button.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { adminGet, adminPost } from "#web/features/admin/api.ts";
import { Badge } from "#web/features/admin/Badge.tsx";
import { ActionButton } from "#web/features/admin/ConfirmButton.tsx";
import styles from "#web/features/admin/console.module.css";
import { useAction, useAdminData } from "#web/features/admin/data.ts";
import { dateTime } from "#web/features/admin/format.ts";
import { LoadState } from "#web/features/admin/LoadState.tsx";
import { PagedTable } from "#web/features/admin/PagedTable.tsx";
import { consolePath, type SectionProps } from "#web/features/admin/sections.ts";
import { filters } from "#web/features/admin/state.ts";

const col = tableColumns<ContactRow>();
const columns = [
  col.accessor("createdAt", { header: "Received", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("subject", {
    header: "Subject",
    cell: (c) => (
      <Link href={consolePath("inbox", String(c.row.original.id))} className={styles.cellLink}>
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor("email", { header: "From" }),
  col.accessor("handledAt", {
    header: "State",
    cell: (c) => (c.getValue() === null ? <Badge tone="warn">open</Badge> : <Badge tone="ok">handled</Badge>),
  }),
];

const statuses = { open: "Open", handled: "Handled", all: "All" } as const;

/** A reply in the operator's own mail program: to the sender, the subject quoted. */
export const replyLink = (message: Pick<ContactDetailAnswer, "email" | "subject">) =>
  `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: "${message.subject}"`)}`;

function Inbox() {
  useSignals();
  const status = filters.inbox.value;
  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.label}>
          Show
          <select
            className={styles.select}
            value={status}
            onChange={(e) => {
              filters.inbox.value = e.target.value as keyof typeof statuses;
            }}
          >
            {Object.entries(statuses).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        columns={columns}
        label={`${statuses[status]} contact messages, newest first`}
        listKey={status}
        fetchPage={(cursor, signal) =>
          adminPost(adminCalls.contactSearch, adminCalls.contactSearch.path, { status, cursor }, signal)
        }
        emptyMessage={status === "open" ? "No open message: the inbox is clear" : "No message"}
        rowId={(m) => String(m.id)}
        muted={(m) => m.handledAt !== null}
        minWidth={760}
      />
    </>
  );
}

function Message({ data, reload }: { data: ContactDetailAnswer; reload: () => void }) {
  const action = useAction();
  const call = adminCalls.contactHandled;
  const handled = data.handledAt !== null;
  return (
    <section className={styles.card} aria-labelledby="message-title">
      <h2 id="message-title" className={styles.cardTitle}>
        {data.subject}
      </h2>
      <dl className={styles.facts}>
        <dt>From</dt>
        <dd>{data.email}</dd>
        <dt>Received</dt>
        <dd>{dateTime(data.createdAt)}</dd>
        <dt>State</dt>
        <dd>{handled ? `Handled by ${data.handledBy} on ${dateTime(data.handledAt as number)}` : "Open"}</dd>
        <dt>Captcha score</dt>
        <dd>{data.captchaScore ?? "not checked (development)"}</dd>
      </dl>
      <pre className={styles.body}>{data.content}</pre>
      <div className={`${styles.actions} ${styles.spaced}`}>
        <a className={buttonClass("secondary")} href={replyLink(data)}>
          Reply
        </a>
        <ActionButton
          label={handled ? "Open again" : "Mark handled"}
          busy={action.busy !== null}
          onClick={() =>
            action.run(call.path, () => adminPost(call, pathOf(call, { id: data.id }), { handled: !handled }), reload)
          }
        />
      </div>
    </section>
  );
}

function MessageDetail({ id }: { id: string }) {
  const { state, reload } = useAdminData(
    (signal) => adminGet(adminCalls.contactMessage, pathOf(adminCalls.contactMessage, { id }), signal),
    id,
  );
  return (
    <>
      <Link href={consolePath("inbox")} className={styles.back}>
        ← Inbox
      </Link>
      <LoadState state={state} onRetry={reload} label="Loading the message...">
        {(data) => <Message data={data} reload={reload} />}
      </LoadState>
    </>
  );
}

/** /admin/inbox (newest first) and /admin/inbox/<id> (one message). */
export default function InboxSection({ item }: SectionProps) {
  return item ? <MessageDetail id={item} /> : <Inbox />;
}
