import { describe, expect, it } from "vitest";
import type { AuditRow, OverviewAnswer } from "#common/api/admin.ts";
import { alertStates, disputes, licences, orders, outbox, refunds, stripeEvents } from "#worker/db/schema.ts";
import { overview } from "#worker/services/admin/overview.ts";
import { audited } from "#worker/services/audit.ts";
import { adminGet, adminPost } from "./access";
import { db } from "./fixtures";

const DAY = 86_400_000;
// Noon UTC, so "today" started 12 hours ago.
const NOW = Date.UTC(2026, 10, 23, 12);

async function anOrderAt(
  id: string,
  createdAt: number,
  amount: number,
  currency = "usd",
  status: "paid" | "refunded" = "paid",
) {
  await db.insert(orders).values({
    id,
    stripeSessionId: `cs_test_${id}`,
    stripePaymentIntentId: `pi_test_${id}`,
    customerEmail: `${id}@example.com`,
    currency,
    amountTotal: amount,
    amountSubtotal: amount,
    amountDiscount: 0,
    lookupKey: "Live_LifetimeLicense",
    status,
    createdAt,
  });
  await db
    .insert(licences)
    .values({ key: crypto.randomUUID(), orderId: id, seq: 1, email: `${id}@example.com`, createdAt });
}

describe("the overview", () => {
  it("counts sales per currency, licences, refunds and disputes today, over 7 and over 30 days", async () => {
    await anOrderAt("100000000001", NOW - 2 * 3_600_000, 26_900);
    await anOrderAt("100000000002", NOW - 3 * DAY, 26_900);
    await anOrderAt("100000000003", NOW - 3 * DAY, 24_900, "eur");
    await anOrderAt("100000000004", NOW - 20 * DAY, 26_900, "usd", "refunded");
    await anOrderAt("100000000005", NOW - 40 * DAY, 26_900);
    await db.insert(refunds).values({
      paymentIntentId: "pi_test_100000000004",
      chargeId: "ch_1",
      amount: 26_900,
      currency: "usd",
      createdAt: NOW - 19 * DAY,
    });
    await db.insert(disputes).values({
      id: "dp_overview",
      paymentIntentId: "pi_test_100000000001",
      chargeId: "ch_2",
      amount: 26_900,
      currency: "usd",
      status: "needs_response",
      createdAt: NOW - 1 * 3_600_000,
    });
    await db.insert(stripeEvents).values([
      { id: "evt_last", type: "checkout.session.completed", receivedAt: NOW - 30 * 60_000 },
      { id: "reconciliation:cs_x", type: "reconciliation.fulfilled", receivedAt: NOW - 60_000 },
    ]);
    await db.insert(outbox).values([
      { kind: "licence", dedupeKey: "o:1", toAddress: "a@example.com", subject: "s", bodyText: "b" },
      {
        kind: "licence",
        dedupeKey: "o:2",
        toAddress: "a@example.com",
        subject: "s",
        bodyText: "b",
        lastError: "503",
        attempts: 1,
      },
      { kind: "licence", dedupeKey: "o:3", toAddress: "a@example.com", subject: "s", bodyText: "b", sentAt: NOW },
    ]);

    const answer: OverviewAnswer = await overview(db, {}, NOW);
    const [today, week, month] = answer.windows;
    expect(today).toEqual({
      window: "today",
      since: NOW - 12 * 3_600_000,
      sales: [{ currency: "usd", count: 1, amount: 26_900 }],
      licencesIssued: 1,
      refunds: [],
      disputes: [{ currency: "usd", count: 1, amount: 26_900 }],
    });
    expect(week?.sales).toEqual(
      expect.arrayContaining([
        { currency: "usd", count: 2, amount: 53_800 },
        { currency: "eur", count: 1, amount: 24_900 },
      ]),
    );
    expect(week?.licencesIssued).toBe(3);
    expect(month).toMatchObject({ licencesIssued: 4, refunds: [{ currency: "usd", count: 1, amount: 26_900 }] });
    // The refunded order is no revenue; the 40-day-old one is out of every window.
    expect(month?.sales.find((s) => s.currency === "usd")).toEqual({ currency: "usd", count: 2, amount: 53_800 });
    expect(answer.mail).toEqual({ pending: 1, failed: 1 });
    expect(answer.lastWebhookAt).toBe(NOW - 30 * 60_000);
  });

  it("names a PUBLIC_COUPON_CODES entry Stripe could never hold as a configuration problem", async () => {
    expect((await overview(db, { PUBLIC_COUPON_CODES: "LAUNCH20" })).configProblems).toEqual([]);
    expect((await overview(db, { PUBLIC_COUPON_CODES: "LAUNCH20,spring_sale" })).configProblems).toEqual([
      {
        name: "PUBLIC_COUPON_CODES",
        problem: '"SPRING_SALE" is not a code: each code is 2-40 letters, digits or - (Stripe refuses _ and spaces)',
      },
    ]);
  });

  it("shows the alert conditions failing at the last check, and whether they are sent anywhere", async () => {
    expect((await overview(db, {}, NOW)).alerts).toEqual({ checkedAt: null, channel: false, failing: [] });
    await db.insert(alertStates).values([
      { condition: "d1", failingSince: null, detail: null, notifiedAt: NOW - DAY, checkedAt: NOW - 60_000 },
      {
        condition: "mail",
        failingSince: NOW - 600_000,
        detail: "2 mails have failed",
        notifiedAt: null,
        checkedAt: NOW,
      },
    ]);
    const { alerts, configProblems } = await overview(
      db,
      { ALERT_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/x" },
      NOW,
    );
    expect(alerts).toEqual({
      checkedAt: NOW,
      channel: true,
      failing: [
        { condition: "mail", label: "Mail delivery", failingSince: NOW - 600_000, detail: "2 mails have failed" },
      ],
    });
    expect(configProblems).toEqual([]);
    await db.delete(alertStates);
  });

  it("names an ALERT_WEBHOOK_URL that is not an https address as a configuration problem, without its value", async () => {
    const answer = await overview(db, { ALERT_WEBHOOK_URL: "http://hooks.example/secret-token" });
    expect(answer.configProblems).toEqual([{ name: "ALERT_WEBHOOK_URL", problem: "is not an https:// address" }]);
    expect(answer.alerts.channel).toBe(false);
  });

  it("is served at GET /api/admin/overview", async () => {
    const res = await adminGet("/api/admin/overview");
    expect(res.status).toBe(200);
    expect(((await res.json()) as OverviewAnswer).windows.map((w) => w.window)).toEqual(["today", "7d", "30d"]);
  });
});

describe("the audit log", () => {
  it("keeps an action that died half-way as unfinished, and one that failed with its error", async () => {
    await audited(db, { actor: "a@example.com", action: "test.ok", target: "test:1", before: { n: 1 } }, async () => ({
      n: 2,
    }));
    await expect(
      audited(db, { actor: "a@example.com", action: "test.fail", target: "test:1", before: null }, async () => {
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const res = await adminPost("/api/admin/audit/search", { target: "test:1" });
    const { items } = (await res.json()) as { items: AuditRow[] };
    expect(items.map((r) => [r.action, r.outcome, r.error, r.before, r.after])).toEqual([
      ["test.fail", "failed", "refused", null, null],
      ["test.ok", "ok", null, { n: 1 }, { n: 2 }],
    ]);
  });

  it("pages newest first with a cursor", async () => {
    for (let i = 0; i < 3; i++) {
      await audited(
        db,
        { actor: "a@example.com", action: `page.${i}`, target: "test:pages", before: null },
        async () => i,
      );
    }
    const { auditPage } = await import("#worker/services/admin/audit-log.ts");
    const first = await auditPage(db, { target: "test:pages" }, 2);
    expect(first.items.map((r) => r.action)).toEqual(["page.2", "page.1"]);
    const rest = (await (
      await adminPost("/api/admin/audit/search", { target: "test:pages", cursor: first.next })
    ).json()) as {
      items: AuditRow[];
      next: string | null;
    };
    expect(rest.items.map((r) => r.action)).toEqual(["page.0"]);
    expect(rest.next).toBeNull();
  });
});
