import { Suspense, useEffect, useRef } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { Spinner } from "#web/components/Spinner.tsx";
import { AccessProblem } from "./AccessProblem";
import styles from "./AdminPage.module.css";
import { loadOperator } from "./api";
import { OperatorBanner } from "./OperatorBanner";
import { useAdminData } from "./parts/data";
import { sectionOf, sections } from "./sections";

interface Props {
  readonly sectionId: string | undefined;
  readonly item: string | undefined;
}

/** The console's frame: who is signed in, the nav, and the current page. */
export function Console({ sectionId, item }: Props) {
  const { state, reload } = useAdminData(loadOperator, "me");
  const section = sectionOf(sectionId);
  const Section = section?.component;
  const nav = useRef<HTMLUListElement>(null);
  // On phones the nav is a row that scrolls sideways: keep the current page's link in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the section changes
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [section]);

  return (
    <div className={styles.page}>
      <div className={styles.frame}>
        <nav className={styles.nav} aria-label="Console pages">
          <p className={styles.brand}>Operator console</p>
          <ul className={styles.navList} ref={nav}>
            {sections.map((s) => (
              <li key={s.id}>
                <Link
                  href={s.id ? pathTo("admin-section", { section: s.id }) : pathTo("admin")}
                  className={styles.navLink}
                  aria-current={s === section ? "page" : undefined}
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {state.status === "ready" && <OperatorBanner operator={state.data} />}
          <h1 className={styles.heading}>{section?.label ?? "Page not found"}</h1>
          {state.status === "loading" && <Spinner label="Checking your access..." />}
          {state.status === "error" && <AccessProblem error={state.error} onRetry={reload} />}
          {state.status === "ready" &&
            (Section ? (
              <Suspense fallback={<Spinner label={`Loading ${section.label}...`} />}>
                <Section item={item} />
              </Suspense>
            ) : (
              <p>
                The console has no page here. <Link href={pathTo("admin")}>Back to the overview</Link>
              </p>
            ))}
        </div>
      </div>
    </div>
  );
}
