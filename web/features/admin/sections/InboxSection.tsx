import { useSignals } from "@preact/signals-react/runtime";
import { adminCalls, type ContactDetailAnswer, type ContactRow } from "#common/api/admin.ts";
import { pathOf } from "#common/api/call.ts";
import { buttonClass } from "#web/components/button.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { adminGet, adminPost } from "#web/features/admin/api.ts";
import { Badge } from "#web/features/admin/Badge.tsx";
import { ActionButton } from "#web/features/admin/ConfirmButton.tsx";
import { Card, ChoiceFilter, DetailView, itemCell } from "#web/features/admin/ConsoleParts.tsx";
import styles from "#web/features/admin/console.module.css";
import { useAction } from "#web/features/admin/data.ts";
import { dateTime } from "#web/features/admin/format.ts";
import { PagedTable } from "#web/features/admin/PagedTable.tsx";
import type { SectionProps } from "#web/features/admin/sections.ts";
import { filters } from "#web/features/admin/state.ts";

const col = tableColumns<ContactRow>();
const columns = [
  col.accessor("createdAt", { header: "Received", cell: (c) => dateTime(c.getValue()) }),
  col.accessor("subject", { header: "Subject", cell: itemCell("inbox") }),
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
      <ChoiceFilter choices={statuses} value={filters.inbox} />
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
    <Card id="message-title" title={data.subject}>
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
    </Card>
  );
}

function MessageDetail({ id }: { id: string }) {
  return (
    <DetailView
      back={{ section: "inbox", label: "Inbox" }}
      item={id}
      load={(signal) => adminGet(adminCalls.contactMessage, pathOf(adminCalls.contactMessage, { id }), signal)}
      loadingLabel="Loading the message..."
    >
      {(data, reload) => <Message data={data} reload={reload} />}
    </DetailView>
  );
}

/** /admin/inbox (newest first) and /admin/inbox/<id> (one message). */
export default function InboxSection({ item }: SectionProps) {
  return item ? <MessageDetail id={item} /> : <Inbox />;
}
