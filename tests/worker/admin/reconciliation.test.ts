import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OverviewAnswer, ReconciliationRun } from "#common/api/admin.ts";
import { deliver } from "#tests/worker/checkout/helpers.ts";
import { DAILY_CRON, FREQUENT_CRON } from "#worker/cron/triggers.ts";
import { licences, orders, outbox, reconciliationRuns } from "#worker/db/schema.ts";
import worker from "#worker/index.ts";
import { adminGet, adminPost, adminServicesPerTest } from "./access";
import { aPurchase, auditOf, db } from "./fixtures";

const fakes = adminServicesPerTest();

const runNow = async () => {
  const res = await adminPost("/api/admin/reconciliation/run");
  return {
    status: res.status,
    body: (await res.json()) as { message: string; run: ReconciliationRun; error?: string },
  };
};

/** What a purchase left behind: its orders, keys and licence mails. */
async function traceOf(sessionId: string) {
  const found = await db.select().from(orders).where(eq(orders.stripeSessionId, sessionId));
  const orderId = found[0]?.id ?? "none";
  return {
    orders: found.length,
    licences: (await db.select().from(licences).where(eq(licences.orderId, orderId))).length,
    mails: (
      await db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `licence:${sessionId}`))
    ).length,
  };
}

describe("reconciliation", () => {
  it("issues the licence of a purchase whose webhook was lost, exactly once", async () => {
    const { session, event } = await aPurchase(fakes.stripe, { webhook: false });
    expect(await traceOf(session.id)).toEqual({ orders: 0, licences: 0, mails: 0 });

    const first = await runNow();
    expect(first.status).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, session.id));
    expect(first.body.run.fixed).toEqual([{ sessionId: session.id, orderId: order?.id }]);
    expect(first.body.message).toMatch(/fulfilled 1 that had no order/);
    expect(await traceOf(session.id)).toEqual({ orders: 1, licences: 1, mails: 1 });

    // A second run, and the webhook arriving late after all, change nothing.
    const second = await runNow();
    expect(second.body.run.fixed).toEqual([]);
    expect((await deliver(event)).status).toBe(200);
    expect(await traceOf(session.id)).toEqual({ orders: 1, licences: 1, mails: 1 });
  });

  it("leaves purchases the webhook fulfilled alone; one older than its 3 days comes back through its event", async () => {
    const delivered = await aPurchase(fakes.stripe);
    const old = await aPurchase(fakes.stripe, { webhook: false });
    const stored = fakes.stripe.sessions.get(old.session.id);
    if (stored) fakes.stripe.sessions.set(old.session.id, { ...stored, created: stored.created - 4 * 86_400 });
    const { body } = await runNow();
    expect(body.run.fixed).toEqual([]);
    expect(body.run.checked).toBeGreaterThanOrEqual(1);
    expect(await traceOf(delivered.session.id)).toEqual({ orders: 1, licences: 1, mails: 1 });
    // The sessions' list looks back 3 days; the events' replay 30 (tests/worker/admin/replay.test.ts).
    expect(body.run.replayed).toBeGreaterThanOrEqual(1);
    expect(await traceOf(old.session.id)).toEqual({ orders: 1, licences: 1, mails: 1 });
  });

  it("keeps the run's failure on record when Stripe cannot be read, and answers 502", async () => {
    fakes.stripe.failNext(500, { type: "api_error", message: "Stripe is down" }, 2);
    const { status, body } = await runNow();
    expect(status).toBe(502);
    expect(body.error).toContain("Reconciliation failed");
    const [last] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1);
    expect(last).toMatchObject({ trigger: "console", error: expect.stringContaining("could not list") });
    expect((await auditOf("reconciliation")).at(-1)).toMatchObject({ action: "reconciliation.run", outcome: "failed" });
  });

  it("runs from the daily cron trigger, not from the outbox one", async () => {
    const { session } = await aPurchase(fakes.stripe, { webhook: false });
    const count = async () => (await db.select().from(reconciliationRuns)).length;
    const before = await count();
    for (const cron of [FREQUENT_CRON, DAILY_CRON]) {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron }), env, ctx);
      await waitOnExecutionContext(ctx);
    }
    expect(await count()).toBe(before + 1);
    const runs = (await (await adminPost("/api/admin/reconciliation/runs", {})).json()) as {
      items: ReconciliationRun[];
    };
    expect(runs.items[0]).toMatchObject({ trigger: "cron", actor: "cron", fixed: [{ sessionId: session.id }] });
    expect(await traceOf(session.id)).toEqual({ orders: 1, licences: 1, mails: 1 });
    // The licence mail went out with the run.
    expect(fakes.mail.sent.some((m) => m.text.includes(session.id) || m.subject.includes("licence"))).toBe(true);
  });

  it("never counts its own fulfilment as a webhook received", async () => {
    const before = (await (await adminGet("/api/admin/overview")).json()) as OverviewAnswer;
    await aPurchase(fakes.stripe, { webhook: false });
    await runNow();
    const after = (await (await adminGet("/api/admin/overview")).json()) as OverviewAnswer;
    expect(after.lastWebhookAt).toBe(before.lastWebhookAt);
    expect(after.lastReconciliation).toMatchObject({ trigger: "console", fixed: [expect.any(Object)] });
  });
});
