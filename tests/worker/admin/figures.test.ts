/**
 * Every overview figure leads to its rows: the orders list narrowed to a figure lists exactly the
 * orders behind it, and their shares add up to the figure's count and sum (decision 072).
 * Its own file, so the overview counts only the orders made here.
 */
import { describe, expect, it } from "vitest";
import type { CurrencyAmount, OrderFact, OrderRow, OrderSearchAnswer } from "#common/api/admin.ts";
import { disputes, licences, orders, refunds } from "#worker/db/schema.ts";
import { orderDetail, searchOrders } from "#worker/services/admin/orders.ts";
import { overview } from "#worker/services/admin/overview.ts";
import { adminPost } from "./access";
import { db } from "./fixtures";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 6, 12);
let seq = 0;

async function anOrderAt(createdAt: number, amount: number, currency = "usd", status: "paid" | "refunded" = "paid") {
  seq += 1;
  const id = String(300_000_000_000 + seq);
  await db.insert(orders).values({
    id,
    stripeSessionId: `cs_test_fig_${id}`,
    stripePaymentIntentId: `pi_fig_${id}`,
    customerEmail: `fig${seq}@figures.example`,
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
    .values({ key: crypto.randomUUID(), orderId: id, seq: 1, email: "x@example.com", createdAt });
  return id;
}

const refundOf = (id: string, at: number, amount: number, currency = "usd") =>
  db.insert(refunds).values({ paymentIntentId: `pi_fig_${id}`, chargeId: `ch_${id}`, amount, currency, createdAt: at });

const disputeOf = (id: string, at: number, amount: number, status = "needs_response") =>
  db.insert(disputes).values({
    id: `dp_${id}_${at}`,
    paymentIntentId: `pi_fig_${id}`,
    chargeId: `ch_${id}`,
    amount,
    currency: "usd",
    status,
    createdAt: at,
  });

/** Every row of the list narrowed to a figure, read in pages of 2, with the first page's totals. */
async function allRowsOf(fact: OrderFact, since: number, until: number) {
  const rows: OrderRow[] = [];
  let cursor: string | null = null;
  let totals: OrderSearchAnswer["totals"] = null;
  do {
    const page = await searchOrders(db, { query: "", figure: { fact, since, until }, cursor }, 2);
    if (cursor === null) totals = page.totals;
    rows.push(...page.items);
    cursor = page.next;
  } while (cursor);
  return { rows, totals };
}

/** The rows' shares per currency, as the overview writes a figure. */
function sharesOf(rows: readonly OrderRow[]): CurrencyAmount[] {
  const byCurrency = new Map<string, CurrencyAmount>();
  for (const row of rows) {
    const share = row.share ?? { count: 0, amount: 0 };
    const sum = byCurrency.get(row.currency) ?? { currency: row.currency, count: 0, amount: 0 };
    byCurrency.set(row.currency, { ...sum, count: sum.count + share.count, amount: sum.amount + share.amount });
  }
  return [...byCurrency.values()];
}

const sorted = (rows: readonly CurrencyAmount[]) => [...rows].sort((a, b) => a.currency.localeCompare(b.currency));

describe("the overview's figures and the orders behind them", () => {
  it("agree in count and sum for every figure of every window", async () => {
    const paid = await anOrderAt(NOW - 2 * 3_600_000, 26_900);
    await anOrderAt(NOW - 3 * DAY, 24_900, "eur");
    const refunded = await anOrderAt(NOW - 20 * DAY, 26_900, "usd", "refunded");
    await refundOf(refunded, NOW - 5 * DAY, 26_900);
    // Refunded in part: the order stays paid, the refund is a refund all the same.
    const partly = await anOrderAt(NOW - 10 * DAY, 26_900);
    await refundOf(partly, NOW - 1 * 3_600_000, 5_000);
    const disputed = await anOrderAt(NOW - 6 * DAY, 26_900);
    await disputeOf(disputed, NOW - 2 * DAY, 26_900);
    await disputeOf(paid, NOW - 30 * 60_000, 26_900, "warning_needs_response");
    // A second key, issued today for an older order.
    await db.insert(licences).values({
      key: crypto.randomUUID(),
      orderId: partly,
      seq: 2,
      email: "x@example.com",
      createdAt: NOW - 3_600_000,
    });
    // Out of every window.
    await anOrderAt(NOW - 40 * DAY, 26_900);
    // A refund of a payment that is no order of the shop's (a web subscription): no order, no figure.
    await db.insert(refunds).values({
      paymentIntentId: "pi_fig_subscription",
      chargeId: "ch_sub",
      amount: 2_995,
      currency: "usd",
      createdAt: NOW - DAY,
    });

    const answer = await overview(db, {}, NOW);
    expect(answer.at).toBe(NOW);
    for (const w of answer.windows) {
      const figures: [OrderFact, CurrencyAmount[]][] = [
        ["sale", w.sales],
        ["refund", w.refunds],
        ["dispute", w.disputes],
      ];
      for (const [fact, figure] of figures) {
        const { rows, totals } = await allRowsOf(fact, w.since, answer.at);
        expect(sorted(sharesOf(rows)), `${fact} in ${w.window}`).toEqual(sorted(figure));
        expect(sorted(totals ?? []), `${fact} totals in ${w.window}`).toEqual(sorted(figure));
        expect(rows.every((r) => r.share !== null && r.share.count > 0)).toBe(true);
      }
      const keys = await allRowsOf("licence", w.since, answer.at);
      expect(
        keys.rows.reduce((n, r) => n + (r.share?.count ?? 0), 0),
        `licences in ${w.window}`,
      ).toBe(w.licencesIssued);
    }

    const [today, week, month] = answer.windows;
    expect(today).toMatchObject({
      sales: [{ currency: "usd", count: 1, amount: 26_900 }],
      refunds: [{ currency: "usd", count: 1, amount: 5_000 }],
      disputes: [{ currency: "usd", count: 1, amount: 26_900 }],
      licencesIssued: 2,
    });
    expect(week?.refunds).toEqual([{ currency: "usd", count: 2, amount: 31_900 }]);
    expect(month?.disputes).toEqual([{ currency: "usd", count: 2, amount: 53_800 }]);
  });

  it("answers the same over HTTP, and 400 for a figure whose span is reversed or whose kind is unknown", async () => {
    const id = await anOrderAt(NOW - 3 * DAY, 19_900);
    await refundOf(id, NOW - DAY, 19_900);
    const res = await adminPost("/api/admin/orders/search", {
      query: "",
      // Only this refund's moment: the first test's refunds are in the file's database too.
      figure: { fact: "refund", since: NOW - DAY, until: NOW - DAY + 1 },
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as OrderSearchAnswer;
    expect(page.items.map((o) => [o.id, o.share, o.refunded])).toEqual([[id, { count: 1, amount: 19_900 }, 19_900]]);
    expect(page.totals).toEqual([{ currency: "usd", count: 1, amount: 19_900 }]);

    const reversed = await adminPost("/api/admin/orders/search", {
      query: "",
      figure: { fact: "refund", since: NOW, until: NOW - DAY },
    });
    expect(reversed.status).toBe(400);
    expect(await reversed.text()).toContain("since must not be after until");
    const unknown = await adminPost("/api/admin/orders/search", {
      query: "",
      figure: { fact: "coffee", since: 0, until: 1 },
    });
    expect(unknown.status).toBe(400);
  });
});

describe("the orders list's states", () => {
  it("lists paid orders (neither refunded nor disputed), refunded ones (in part too) and disputed ones", async () => {
    const base = NOW + 100 * DAY;
    const clean = await anOrderAt(base, 26_900);
    const full = await anOrderAt(base + 1, 26_900, "usd", "refunded");
    await refundOf(full, base + 2, 26_900);
    const partial = await anOrderAt(base + 3, 26_900);
    await refundOf(partial, base + 4, 1_000);
    const disputed = await anOrderAt(base + 5, 26_900);
    await disputeOf(disputed, base + 6, 26_900, "won");
    const mine = [clean, full, partial, disputed];
    const ids = async (status: "paid" | "refunded" | "disputed") =>
      (await searchOrders(db, { query: "", status })).items.map((o) => o.id).filter((o) => mine.includes(o));
    expect(await ids("paid")).toEqual([clean]);
    expect(await ids("refunded")).toEqual([partial, full]);
    expect(await ids("disputed")).toEqual([disputed]);

    const res = await adminPost("/api/admin/orders/search", { query: "", status: "cancelled" });
    expect(res.status).toBe(400);
  });
});

describe("an order's page", () => {
  it("shows its refunds and disputes with their dates and amounts", async () => {
    const id = await anOrderAt(NOW - 4 * DAY, 26_900);
    await refundOf(id, NOW - 2 * DAY, 7_500);
    await disputeOf(id, NOW - DAY, 19_400, "under_review");
    const detail = await orderDetail(db, id, NOW);
    expect("refunds" in detail && detail.refunds).toEqual([
      // Only the charge's report so far: the refund's own event has not come.
      {
        id: `ch_${id}`,
        amount: 7_500,
        currency: "usd",
        status: "reported",
        failureReason: null,
        refundedAt: NOW - 2 * DAY,
        statusAt: NOW - 2 * DAY,
      },
    ]);
    expect("disputes" in detail && detail.disputes).toEqual([
      {
        id: `dp_${id}_${NOW - DAY}`,
        at: NOW - DAY,
        amount: 19_400,
        currency: "usd",
        status: "under_review",
        closedAt: null,
      },
    ]);
  });
});
