import { Link } from "wouter";
import type { CurrencyAmount, OrderFact, OrderFigure, OverviewAnswer } from "#common/api/admin.ts";
import { pathTo } from "#common/routes.ts";
import { Badge } from "#web/features/admin/parts/Badge.tsx";
import { Card } from "#web/features/admin/parts/ConsoleParts.tsx";
import { useAdminData } from "#web/features/admin/parts/data.ts";
import { ago, dateTime, money, plural } from "#web/features/admin/parts/format.ts";
import { LoadState } from "#web/features/admin/parts/LoadState.tsx";
import { ordersOfFigureHref } from "#web/features/admin/parts/order-figures.ts";
import { loadOverview } from "./api";
import styles from "./OverviewSection.module.css";

const windowNames = { today: "Today (UTC)", "7d": "Last 7 days", "30d": "Last 30 days" } as const;

/** A figure's amounts per currency, the whole figure a link to the orders behind it. */
function Figure({ rows, figure, empty }: { rows: readonly CurrencyAmount[]; figure: OrderFigure; empty: string }) {
  if (rows.length === 0) return <span className={styles.muted}>{empty}</span>;
  return (
    <Link href={ordersOfFigureHref(figure)} className={styles.figureLink}>
      <ul className={styles.amounts}>
        {rows.map((r) => (
          <li key={r.currency}>
            <strong>{money(r.amount, r.currency)}</strong> <span className={styles.muted}>({r.count})</span>
          </li>
        ))}
      </ul>
    </Link>
  );
}

/** A count that leads to the orders behind it. */
function Count({ count, figure }: { count: number; figure: OrderFigure }) {
  if (count === 0) return <span className={styles.muted}>0</span>;
  return (
    <Link href={ordersOfFigureHref(figure)} className={styles.figureLink}>
      {count}
    </Link>
  );
}

/** A moment as "5 min ago", with the exact time on hover. */
function Ago({ at }: { at: number }) {
  return (
    <time dateTime={new Date(at).toISOString()} title={dateTime(at)}>
      {ago(at)}
    </time>
  );
}

/** Whether Stripe's webhook endpoint sends the API version the Worker is written for (it refuses others). */
function WebhookVersion({ mismatch }: { mismatch: OverviewAnswer["webhookVersionMismatch"] }) {
  if (mismatch === null) return "As expected";
  const { received, expected, lastAt } = mismatch;
  return (
    <>
      <Badge tone="bad">Events refused</Badge>{" "}
      {`Stripe webhook endpoint sends API version ${received || "(none)"}; expected ${expected}: recreate the endpoint with version ${expected}.`}{" "}
      Last such event <Ago at={lastAt} />.
    </>
  );
}

/** What the cron's alert checks found at their last run, and whether it is sent anywhere besides this card. */
function Alerts({ alerts }: { alerts: OverviewAnswer["alerts"] }) {
  if (alerts.checkedAt === null) return "Not checked yet (the checks run every 5 minutes)";
  return (
    <>
      {alerts.failing.length === 0 ? (
        <>
          <Badge tone="ok">All checks passing</Badge> (checked <Ago at={alerts.checkedAt} />)
        </>
      ) : (
        <ul className={styles.problems}>
          {alerts.failing.map((a) => (
            <li key={a.condition}>
              <Badge tone="bad">Failing</Badge> <strong>{a.label}</strong> (started <Ago at={a.failingSince} />
              ): {a.detail}
            </li>
          ))}
        </ul>
      )}
      {alerts.channel ? null : (
        <span className={styles.muted}> Not sent anywhere else: no alert channel (ALERT_WEBHOOK_URL) is set.</span>
      )}
    </>
  );
}

function Overview({ data }: { data: OverviewAnswer }) {
  const run = data.lastReconciliation;
  return (
    <>
      <div className={styles.windows}>
        {data.windows.map((w) => {
          // Each figure links to the same span the Worker counted it over.
          const span = (fact: OrderFact): OrderFigure => ({ fact, since: w.since, until: data.at });
          return (
            <Card key={w.window} id={`window-${w.window}`} title={windowNames[w.window]}>
              <dl className={styles.figures}>
                <dt>Revenue (sales)</dt>
                <dd>
                  <Figure rows={w.sales} figure={span("sale")} empty="No sales" />
                </dd>
                <dt>Licences issued</dt>
                <dd>
                  <Count count={w.licencesIssued} figure={span("licence")} />
                </dd>
                <dt>Refunds</dt>
                <dd>
                  <Figure rows={w.refunds} figure={span("refund")} empty="None" />
                </dd>
                <dt>Disputes</dt>
                <dd>
                  <Figure rows={w.disputes} figure={span("dispute")} empty="None" />
                </dd>
              </dl>
            </Card>
          );
        })}
      </div>
      <Card id="health" title="Health">
        <dl className={styles.figures}>
          <dt className={styles.wide}>Alerts</dt>
          <dd className={`${styles.wide} ${styles.alerts}`}>
            <Alerts alerts={data.alerts} />
          </dd>
          <dt>Mails</dt>
          <dd>
            <Link href={pathTo("admin-section", { section: "outbox" })}>
              {plural(data.mail.pending, "pending mail")}, {plural(data.mail.failed, "failed mail")}
            </Link>
          </dd>
          <dt>Last Stripe webhook</dt>
          <dd>{data.lastWebhookAt === null ? "Never" : <Ago at={data.lastWebhookAt} />}</dd>
          <dt>Stripe API version</dt>
          <dd>
            <WebhookVersion mismatch={data.webhookVersionMismatch} />
          </dd>
          <dt>Configuration</dt>
          <dd>
            {data.configProblems.length === 0 ? (
              "No problems"
            ) : (
              <ul className={styles.problems}>
                {data.configProblems.map((p) => (
                  <li key={p.name}>
                    <strong>{p.name}</strong>: {p.problem}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Last reconciliation</dt>
          <dd>
            {run === null ? (
              "Never run"
            ) : (
              <Link href={pathTo("admin-section", { section: "reconciliation" })}>
                {ago(run.startedAt)} ({run.trigger}):{" "}
                {run.error
                  ? `failed: ${run.error}`
                  : `${run.checked} checked, ${run.fixed.length} fixed, ${plural(run.replayed, "Stripe event")} replayed, ${run.failing.length} failing`}
              </Link>
            )}
          </dd>
        </dl>
      </Card>
    </>
  );
}

/** /admin: the shop at a glance. */
export default function OverviewSection() {
  const { state, reload } = useAdminData(loadOverview, "overview");
  return (
    <LoadState state={state} onRetry={reload} label="Loading the overview...">
      {(data) => <Overview data={data} />}
    </LoadState>
  );
}
