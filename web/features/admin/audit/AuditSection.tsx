import { signal } from "@preact/signals-react";
import { auditColumns } from "#web/features/admin/parts/AuditTable.tsx";
import { SearchList } from "#web/features/admin/parts/ConsoleList.tsx";
import { searchAudit } from "./api";

/** The target asked about, kept while the operator leaves the page and comes back. */
const target = signal("");

/** /admin/audit: every operator action, newest first, optionally about one target. */
export default function AuditSection() {
  return (
    <SearchList
      filter={target}
      search={{
        label: "Target",
        name: "target",
        placeholder: "e.g. order:123456789012, licence:<key>, affiliate:7",
        maxLength: 200,
        submitLabel: "Filter",
      }}
      columns={auditColumns}
      label={(target) => (target ? `Actions on ${target}` : "Every operator action, newest first")}
      fetchPage={searchAudit}
      emptyMessage={() => "No action on record"}
      muted={(r) => r.outcome !== "ok"}
      minWidth={1100}
    />
  );
}
