import { signal } from "@preact/signals-react";
import type { OutboxDetailAnswer } from "#common/api/admin.ts";
import { ActionButton } from "#web/features/admin/parts/ConfirmButton.tsx";
import { ChoiceList } from "#web/features/admin/parts/ConsoleList.tsx";
import { Card, itemView, listAndItems } from "#web/features/admin/parts/ConsoleParts.tsx";
import styles from "#web/features/admin/parts/console.module.css";
import { useAction } from "#web/features/admin/parts/data.ts";
import { dateTime } from "#web/features/admin/parts/format.ts";
import { mailColumns, mailState } from "#web/features/admin/parts/MailTable.tsx";
import { loadMail, type OutboxState, retryMail, searchOutbox } from "./api";

/** The list's filter, kept while the operator opens a mail and comes back. */
const shown = signal<OutboxState>("failed");

const MailDetail = itemView(Mail, {
  back: { section: "outbox", label: "Outbox" },
  noun: "mail",
  load: loadMail,
});

const states = { failed: "Failed", pending: "Pending", sent: "Sent", all: "All" } as const;

const Outbox = () => (
  <ChoiceList
    filter={shown}
    choices={states}
    columns={mailColumns}
    label={(state) => `${states[state]} mails, newest first`}
    fetchPage={searchOutbox}
    emptyMessage={(state) => (state === "failed" ? "No failed mail" : "No mail")}
    minWidth={1100}
  />
);

function Mail({ data, reload }: { data: OutboxDetailAnswer; reload: () => void }) {
  const action = useAction();
  return (
    <Card
      id="mail-title"
      title={
        <>
          Mail #{data.id}: {data.subject}
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>To</dt>
        <dd>{data.to}</dd>
        <dt>Kind</dt>
        <dd>{data.kind}</dd>
        <dt>Written</dt>
        <dd>{dateTime(data.createdAt)}</dd>
        <dt>State</dt>
        <dd>
          {mailState(data)} {data.sentAt !== null && `on ${dateTime(data.sentAt)}`}
          {data.state === "failed" && ` next try ${dateTime(data.nextAttemptAt)}`}
        </dd>
        <dt>Last error</dt>
        <dd>{data.lastError ?? "—"}</dd>
      </dl>
      <div className={`${styles.actions} ${styles.spaced}`}>
        <ActionButton
          label="Retry now"
          variant="secondary"
          busy={action.busy !== null}
          disabled={data.state === "sent"}
          onClick={() => action.run("retry", () => retryMail(data.id), reload)}
        />
      </div>
      <h3 className={styles.cardTitle}>Text</h3>
      <pre className={styles.body}>{data.body}</pre>
    </Card>
  );
}

/** /admin/outbox (pending and failed mails) and /admin/outbox/<id> (one mail). */
export default listAndItems(Outbox, MailDetail);
