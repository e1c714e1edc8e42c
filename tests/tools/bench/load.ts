/**
 * npm run bench:load — load and soak of the local Worker (not part of npm test): a fixed number
 * of mixed requests (default 20,000) at 100 concurrent connections against the production
 * build under `wrangler dev` with the fake captcha verifier, all to loopback, bounded in time.
 * Reports the answers by status, the latency, and lost writes: every contact message answered
 * `OK` must be in contact_messages afterwards, every webhook event answered 200 in
 * stripe_events. Exits non-zero on any 5xx, network error or lost write.
 *
 * Options: --requests N (20000), --connections N (100), --max-seconds S (600, then no new
 * request starts), --port N (5179).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { at } from "#common/at.ts";
import { pathTo } from "#common/routes.ts";
import { openLocalD1 } from "#scripts/lib/d1.ts";
import { paidInvoice, signPayload, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { numberArg } from "./args.ts";
import { latencyColumns, markdownTable } from "./markdown.ts";
import { load, PERFORMANCE_DOC, runLine, writeSection } from "./report.ts";
import {
  type BenchRequest,
  type BenchVisitor,
  benchVisitor,
  clientAddress,
  defaultSearchPath,
  healthPath,
  searchPath,
  webhookPath,
} from "./requests.ts";
import { benchSecrets, buildForBench, machine, startBenchSite, stopBenchSite } from "./site.ts";

const total = numberArg("requests", 20_000);
const connections = numberArg("connections", 100);
const maxSeconds = numberArg("max-seconds", 600);
const port = numberArg("port", 5179);
const persistDir = ".wrangler/bench/load-state";
const REQUEST_TIMEOUT_MS = 30_000;

/** What one request is, what it wrote if it was accepted. */
interface Planned extends BenchRequest {
  readonly kind: string;
  /** "manual" measures a redirect's own answer. */
  readonly redirect?: RequestRedirect;
  /** Contact subject or webhook event id, checked in D1 when the answer says it was stored. */
  readonly write?: { readonly table: "contact" | "webhook"; readonly key: string };
}

const runId = Date.now().toString(36);
const pages = (["home", "pricing-web", "features-web", "contact", "blog", "faq"] as const).map((id) => pathTo(id));
const letters = "abcdefghijklmnopqrstuvwxyz";

/** Events delivered so far, some of which are delivered again (Stripe retries). */
const delivered: { body: string; id: string }[] = [];

async function plan(n: number, visitor: BenchVisitor): Promise<Planned> {
  // Every request its own client address (see api.ts: the per-IP limits stay as configured).
  const address = clientAddress(n);
  switch (n % 20) {
    case 0:
    case 1:
    case 2:
    case 3:
      return { kind: "health", path: healthPath };
    case 4:
    case 5:
    case 6: {
      const text = `${letters[n % 26]}${letters[Math.floor(n / 26) % 26]}`;
      return { kind: "search", path: searchPath(10 + (n % 41), text) };
    }
    case 7:
      return { kind: "search", path: defaultSearchPath };
    case 8:
    case 9:
      return { kind: "page", path: at(pages, n % pages.length) };
    case 10: {
      const to = Math.floor(Date.now() / 1000);
      return { kind: "transactions", ...visitor.transactions(to - 30 * 86_400, to) };
    }
    case 11:
    case 12:
    case 13: {
      const subject = `load ${runId} ${n}`;
      return {
        kind: "contact",
        ...visitor.contact(address, subject, `Message ${n} of the load run ${runId}.`),
        write: { table: "contact", key: subject },
      };
    }
    case 14:
    case 15:
    case 16: {
      // One delivery in thirty repeats an earlier event, as Stripe's retries do.
      const again = n % 200 === 14 ? delivered[Math.floor(delivered.length / 2)] : undefined;
      let body: string;
      let id: string;
      if (again) {
        ({ body, id } = again);
      } else {
        const event =
          n % 3 === 0
            ? stripeEvent(
                "invoice.paid",
                paidInvoice({ email: `load${n}@example.com`, subtotal: 1359, periodDays: 30 }),
              )
            : stripeEvent("customer.created", { id: `cus_load_${n}`, object: "customer" });
        body = JSON.stringify(event);
        id = event.id;
        delivered.push({ body, id });
      }
      // Signed at delivery time, as Stripe signs each retry anew.
      const signature = await signPayload(body, benchSecrets.STRIPE_WEBHOOK_SECRET);
      return {
        kind: "webhook",
        method: "POST",
        path: webhookPath,
        headers: { "content-type": "application/json", "Stripe-Signature": signature },
        body,
        write: { table: "webhook", key: id },
      };
    }
    case 17:
      return { kind: "licence reset", ...visitor.licenceReset(address) };
    case 18:
      return { kind: "asset", path: "/favicon.svg" };
    default:
      return { kind: "unknown path", path: `/no-such-page-${n}`, redirect: "manual" };
  }
}

interface Outcome {
  readonly kind: string;
  readonly status: number;
  readonly ms: number;
  readonly stored?: { readonly table: "contact" | "webhook"; readonly key: string };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const loadBefore = load();
console.log("load: production build into .wrangler/bench/dist ...");
await buildForBench();
const site = await startBenchSite(port, { persistDir });
const outcomes: Outcome[] = [];
const failures: string[] = [];
let next = 0;
let stoppedByClock = false;
const started = Date.now();
try {
  const visitor = await benchVisitor(site.baseURL, "198.19.1.1");
  console.log(`load: ${total} requests, ${connections} connections, at most ${maxSeconds} s ...`);
  const progress = setInterval(() => console.log(`  ${outcomes.length + failures.length} / ${total}`), 10_000);
  const worker = async () => {
    while (next < total) {
      if (Date.now() - started > maxSeconds * 1000) {
        stoppedByClock = true;
        return;
      }
      const n = next++;
      const planned = await plan(n, visitor);
      const t0 = performance.now();
      try {
        const { method, headers, body, redirect } = planned;
        const res = await fetch(`${site.baseURL}${planned.path}`, {
          method,
          headers,
          body,
          redirect,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        const ms = performance.now() - t0;
        const accepted = planned.write?.table === "contact" ? res.status === 200 && text === "OK" : res.status === 200;
        outcomes.push({
          kind: planned.kind,
          status: res.status,
          ms,
          ...(accepted && planned.write ? { stored: planned.write } : {}),
        });
      } catch (error) {
        failures.push(`${planned.kind} ${planned.path}: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  clearInterval(progress);
} finally {
  await stopBenchSite(site);
}
const seconds = (Date.now() - started) / 1000;

// Lost writes: read D1 after the Worker stopped (its local SQLite file is then complete).
const local = await openLocalD1(persistDir);
let contactRows: Set<string>;
let eventRows: Set<string>;
try {
  const contact = await local.d1
    .prepare("SELECT subject FROM contact_messages WHERE subject LIKE ?")
    .bind(`load ${runId} %`)
    .all<{ subject: string }>();
  contactRows = new Set(contact.results.map((r) => r.subject));
  const events = await local.d1.prepare("SELECT id FROM stripe_events").all<{ id: string }>();
  eventRows = new Set(events.results.map((r) => r.id));
} finally {
  await local.dispose();
}
const acceptedContact = new Set(outcomes.flatMap((o) => (o.stored?.table === "contact" ? [o.stored.key] : [])));
const acceptedEvents = new Set(outcomes.flatMap((o) => (o.stored?.table === "webhook" ? [o.stored.key] : [])));
const lostContact = [...acceptedContact].filter((k) => !contactRows.has(k));
const lostEvents = [...acceptedEvents].filter((k) => !eventRows.has(k));

const byKind = new Map<string, Outcome[]>();
for (const o of outcomes) byKind.set(o.kind, [...(byKind.get(o.kind) ?? []), o]);
const rows = [...byKind.entries()].map(([kind, list]) => {
  const ms = list.map((o) => o.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const o of list) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  return {
    kind,
    requests: list.length,
    statuses,
    p50Ms: Math.round(percentile(ms, 0.5)),
    p99Ms: Math.round(percentile(ms, 0.99)),
  };
});
const fiveHundreds = outcomes.filter((o) => o.status >= 500).length;
const report = {
  date: new Date().toISOString(),
  machine: machine(),
  requested: total,
  completed: outcomes.length,
  connections,
  seconds: Number(seconds.toFixed(1)),
  requestsPerSecond: Math.round(outcomes.length / seconds),
  stoppedByClock,
  fiveHundreds,
  networkErrors: failures.length,
  contact: { accepted: acceptedContact.size, inD1: acceptedContact.size - lostContact.length, lost: lostContact },
  webhooks: { accepted: acceptedEvents.size, inD1: acceptedEvents.size - lostEvents.length, lost: lostEvents },
  rows,
  failures: failures.slice(0, 20),
};
/** "200: 9000, 429: 12" */
const statusCounts = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([s, c]) => `${s}: ${c}`)
    .join(", ");
const table = markdownTable(
  [
    ["requests", "left", (r) => `${r.kind} (${r.requests})`],
    ["answers", "left", (r) => statusCounts(r.statuses)],
    ...latencyColumns,
  ],
  rows,
);
const summary = [
  runLine(loadBefore),
  `${report.completed} of ${total} requests in ${report.seconds} s (${report.requestsPerSecond}/s) at ${connections} connections${stoppedByClock ? ", stopped by the time bound" : ""}.`,
  `5xx answers: ${fiveHundreds}; network errors or timeouts: ${failures.length}.`,
  `Contact messages answered OK: ${report.contact.accepted}, in D1: ${report.contact.inD1}, lost: ${lostContact.length}.`,
  `Webhook events answered 200 (distinct): ${report.webhooks.accepted}, in stripe_events: ${report.webhooks.inD1}, lost: ${lostEvents.length}.`,
].join(" ");
await mkdir("bench-results", { recursive: true });
await writeFile("bench-results/load.json", `${JSON.stringify({ ...report, loadBefore }, null, 2)}\n`);
await writeSection("load", `${summary}\n\n${table}`);
console.log(`\n${table}\n\n${summary}\n\nWritten to ${PERFORMANCE_DOC} and bench-results/load.json`);
for (const f of failures.slice(0, 5)) console.log(`  ${f}`);
const ok =
  fiveHundreds === 0 && failures.length === 0 && lostContact.length === 0 && lostEvents.length === 0 && !stoppedByClock;
process.exitCode = ok ? 0 : 1;
