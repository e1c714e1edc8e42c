import { PageLoading } from "#web/components/PageLoading.tsx";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useRouteParams } from "#web/lib/use-route-params.ts";
import styles from "./AdminPage.module.css";
import { Console } from "./Console";

/** /admin and every /admin/... path: the operator console, rendered in the browser only. */
export default function AdminPage() {
  const hydrated = useHydrated();
  const params = useRouteParams<"section" | "id">();
  if (!hydrated) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>Operator console</h1>
        <PageLoading />
      </div>
    );
  }
  return <Console sectionId={params.section} item={params.id} />;
}
