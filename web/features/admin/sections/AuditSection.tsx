import { useSignals } from "@preact/signals-react/runtime";
import { type FormEvent, useState } from "react";
import { adminCalls } from "#common/api/admin.ts";
import { buttonClass } from "#web/components/button.ts";
import { TextField } from "#web/components/form/TextField.tsx";
import { auditColumns } from "#web/features/admin/AuditTable.tsx";
import { adminPost } from "#web/features/admin/api.ts";
import styles from "#web/features/admin/console.module.css";
import { PagedTable } from "#web/features/admin/PagedTable.tsx";
import { filters } from "#web/features/admin/state.ts";

/** /admin/audit: every operator action, newest first, optionally about one target. */
export default function AuditSection() {
  useSignals();
  const [draft, setDraft] = useState(filters.audit.value);
  const target = filters.audit.value;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    filters.audit.value = draft.trim();
  };
  return (
    <>
      <search>
        <form className={`${styles.toolbar} ${styles.withField}`} onSubmit={apply}>
          <TextField
            label="Target"
            name="target"
            type="search"
            value={draft}
            onChange={setDraft}
            placeholder="e.g. order:123456789012, licence:<key>, affiliate:7"
            maxLength={200}
          />
          <button type="submit" className={buttonClass("secondary")}>
            Filter
          </button>
        </form>
      </search>
      <PagedTable
        columns={auditColumns}
        label={target ? `Actions on ${target}` : "Every operator action, newest first"}
        listKey={target}
        fetchPage={(cursor, signal) =>
          adminPost(adminCalls.audit, adminCalls.audit.path, { ...(target ? { target } : {}), cursor }, signal)
        }
        emptyMessage="No action on record"
        rowId={(r) => String(r.id)}
        muted={(r) => r.outcome !== "ok"}
        minWidth={1100}
      />
    </>
  );
}
