import { useSignals } from "@preact/signals-react/runtime";
import { adminCalls } from "#common/api/admin.ts";
import { auditColumns } from "#web/features/admin/AuditTable.tsx";
import { adminPost } from "#web/features/admin/api.ts";
import { SearchBar } from "#web/features/admin/ConsoleParts.tsx";
import { PagedTable } from "#web/features/admin/PagedTable.tsx";
import { filters } from "#web/features/admin/state.ts";

/** /admin/audit: every operator action, newest first, optionally about one target. */
export default function AuditSection() {
  useSignals();
  const target = filters.audit.value;
  return (
    <>
      <SearchBar
        query={filters.audit}
        label="Target"
        name="target"
        placeholder="e.g. order:123456789012, licence:<key>, affiliate:7"
        maxLength={200}
        submitLabel="Filter"
      />
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
