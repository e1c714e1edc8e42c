import { adminCalls } from "#common/api/admin.ts";
import { auditColumns } from "#web/features/admin/parts/AuditTable.tsx";
import { SearchList } from "#web/features/admin/parts/ConsoleList.tsx";
import { filters } from "#web/features/admin/state.ts";
import { callApi } from "#web/lib/api-client.ts";

/** /admin/audit: every operator action, newest first, optionally about one target. */
export default function AuditSection() {
  return (
    <SearchList
      filter={filters.audit}
      search={{
        label: "Target",
        name: "target",
        placeholder: "e.g. order:123456789012, licence:<key>, affiliate:7",
        maxLength: 200,
        submitLabel: "Filter",
      }}
      columns={auditColumns}
      label={(target) => (target ? `Actions on ${target}` : "Every operator action, newest first")}
      fetchPage={(target, cursor, signal) =>
        callApi(adminCalls.audit, { body: { ...(target ? { target } : {}), cursor }, signal })
      }
      emptyMessage={() => "No action on record"}
      muted={(r) => r.outcome !== "ok"}
      minWidth={1100}
    />
  );
}
