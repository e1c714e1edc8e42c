import { signal } from "@preact/signals-react";
import type { ContactDetailAnswer, ContactRow } from "#common/api/admin.ts";
import { buttonClass } from "#web/components/button.ts";
import { tableColumns } from "#web/components/table/VirtualTable.tsx";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { ActionButton } from "#web/features/admin/parts/ConfirmButton.tsx";
import { ChoiceList } from "#web/features/admin/parts/ConsoleList.tsx";
import { Card, itemCell, itemView, listAndItems } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useAction } from "#web/features/admin/parts/data.ts";
import { dateTime } from "#web/features/admin/parts/format.ts";
import { type InboxStatus, loadMessage, searchInbox, setHandled } from "./api";

/** The list's filter, kept while the operator opens a message and comes back. */
const shown = signal<InboxStatus>("open");

const MessageDetail = itemView(Message, {
  back: { section: "inbox", label: "Inbox" },
  noun: "message",
  load: loadMessage,
});

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

const Inbox = () => (
  <ChoiceList
    filter={shown}
    choices={statuses}
    columns={columns}
    label={(status) => `${statuses[status]} contact messages, newest first`}
    fetchPage={searchInbox}
    emptyMessage={(status) => (status === "open" ? "No open message: the inbox is clear" : "No message")}
    muted={(m) => m.handledAt !== null}
    minWidth={760}
  />
);

function Message({ data, reload }: { data: ContactDetailAnswer; reload: () => void }) {
  const action = useAction();
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
          onClick={() => action.run("handled", () => setHandled(data.id, !handled), reload)}
        />
      </div>
    </Card>
  );
}

/** /admin/inbox (newest first) and /admin/inbox/<id> (one message). */
export default listAndItems(Inbox, MessageDetail);
