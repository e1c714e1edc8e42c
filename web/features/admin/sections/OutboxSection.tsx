import { useSignals } from "@preact/signals-react/runtime";
import { adminCalls, type OutboxDetailAnswer } from "#common/api/admin.ts";
import { pathOf } from "#common/api/call.ts";
import { adminGet, adminPost } from "#web/features/admin/api.ts";
import { ActionButton } from "#web/features/admin/ConfirmButton.tsx";
import { Card, ChoiceFilter, DetailView } from "#web/features/admin/ConsoleParts.tsx";
import styles from "#web/features/admin/console.module.css";
import { useAction } from "#web/features/admin/data.ts";
import { dateTime } from "#web/features/admin/format.ts";
import { mailColumns, mailState } from "#web/features/admin/MailTable.tsx";
import { PagedTable } from "#web/features/admin/PagedTable.tsx";
import type { SectionProps } from "#web/features/admin/sections.ts";
import { filters } from "#web/features/admin/state.ts";

const states = { failed: "Failed", pending: "Pending", sent: "Sent", all: "All" } as const;

function Outbox() {
  useSignals();
  const state = filters.outbox.value;
  return (
    <>
      <ChoiceFilter choices={states} value={filters.outbox} />
      <PagedTable
        columns={mailColumns}
        label={`${states[state]} mails, newest first`}
        listKey={state}
        fetchPage={(cursor, signal) =>
          adminPost(adminCalls.outboxSearch, adminCalls.outboxSearch.path, { state, cursor }, signal)
        }
        emptyMessage={state === "failed" ? "No failed mail" : "No mail"}
        rowId={(m) => String(m.id)}
        minWidth={1100}
      />
    </>
  );
}

function Mail({ data, reload }: { data: OutboxDetailAnswer; reload: () => void }) {
  const action = useAction();
  const call = adminCalls.retryMail;
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
          onClick={() => action.run(call.path, () => adminPost(call, pathOf(call, { id: data.id }), {}), reload)}
        />
      </div>
      <h3 className={styles.cardTitle}>Text</h3>
      <pre className={styles.body}>{data.body}</pre>
    </Card>
  );
}

function MailDetail({ id }: { id: string }) {
  return (
    <DetailView
      back={{ section: "outbox", label: "Outbox" }}
      item={id}
      load={(signal) => adminGet(adminCalls.mail, pathOf(adminCalls.mail, { id }), signal)}
      loadingLabel="Loading the mail..."
    >
      {(data, reload) => <Mail data={data} reload={reload} />}
    </DetailView>
  );
}

/** /admin/outbox (pending and failed mails) and /admin/outbox/<id> (one mail). */
export default function OutboxSection({ item }: SectionProps) {
  return item ? <MailDetail id={item} /> : <Outbox />;
}
