/**
 * The ledger's invariant, for any sequence of sales, refunds, disputes, batches, payments, replays
 * and passing days (fast-check, through the real webhook and the real payout services): per
 * currency, paid + due + pending - (what adjustments take back) = the sum of the non-void
 * commissions, each commission is void exactly when the model says so, and every payout carries
 * exactly its amount.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkoutSession,
  closedDispute,
  completedSession,
  disputeOf,
  type FakeEvent,
  invoicePaymentOf,
  paidInvoice,
  refundedCharge,
  stripeEvent,
} from "#tests/fakes/stripe-events.ts";
import { deliver, fakeServicesPerTest } from "#tests/worker/checkout/helpers.ts";
import { balancesOf, commissionsOf } from "#worker/services/payouts/commissions.ts";
import { createPayoutBatch, markPayoutPaid, type PayoutRules } from "#worker/services/payouts/payouts.ts";
import { aPartner, DAY, db, payoutsOf } from "./helpers";

fakeServicesPerTest();

const rules: PayoutRules = { refundWindowDays: 14, minimums: { usd: 1_000, eur: 1_000 }, payoutDay: 15 };
const brand = { siteUrl: "https://ticksim.test", supportEmail: "support@ticksim.test" };

type Command =
  | { kind: "sale"; amount: number; currency: "usd" | "eur"; recurring: boolean }
  | { kind: "refund"; sale: number }
  | { kind: "dispute"; sale: number }
  | { kind: "close"; sale: number; status: "won" | "lost" | "warning_closed" }
  | { kind: "batch" }
  | { kind: "pay" }
  | { kind: "days"; days: number }
  | { kind: "replay"; event: number; sameId: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("sale" as const),
      amount: fc.integer({ min: 100, max: 60_000 }),
      currency: fc.constantFrom("usd" as const, "eur" as const),
      recurring: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("refund" as const), sale: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("dispute" as const), sale: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("close" as const),
      sale: fc.nat(),
      status: fc.constantFrom("won" as const, "lost" as const, "warning_closed" as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: "batch" as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: "pay" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("days" as const), days: fc.integer({ min: 3, max: 20 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("replay" as const), event: fc.nat(), sameId: fc.boolean() }) },
);

const sale = (amount: number, currency: "usd" | "eur" = "usd", recurring = false): Command => ({
  kind: "sale",
  amount,
  currency,
  recurring,
});
const days = (n: number): Command => ({ kind: "days", days: n });
const batch: Command = { kind: "batch" };
const pay: Command = { kind: "pay" };
const refund = (i: number): Command => ({ kind: "refund", sale: i });
const dispute = (i: number): Command => ({ kind: "dispute", sale: i });
const close = (i: number, status: "won" | "lost"): Command => ({ kind: "close", sale: i, status });
const replay = (i: number): Command => ({ kind: "replay", event: i, sameId: false });

interface ModelSale {
  readonly paymentIntent: string;
  readonly amount: number;
  readonly currency: string;
  readonly commission: number;
  refunded: boolean;
  dispute?: { object: ReturnType<typeof disputeOf>; status: string };
}

const voidIn = (sale: ModelSale) =>
  sale.refunded || (sale.dispute !== undefined && !["won", "warning_closed"].includes(sale.dispute.status));

async function send(type: string, object: unknown, at: number, sent: FakeEvent[]) {
  const event = { ...stripeEvent(type, object), created: Math.floor(at / 1000) };
  sent.push(event);
  const res = await deliver(event);
  if (res.status !== 200) throw new Error(`${type}: ${res.status} ${await res.text()}`);
}

async function run(commands: readonly Command[]) {
  const partner = await aPartner(30);
  const sales: ModelSale[] = [];
  const sent: FakeEvent[] = [];
  let now = Date.now();

  for (const step of commands) {
    const sale = "sale" in step && sales.length ? sales[step.sale % sales.length] : undefined;
    switch (step.kind) {
      case "sale": {
        if (step.recurring) {
          const invoice = paidInvoice({
            email: "prop@example.com",
            subtotal: step.amount,
            currency: step.currency,
            periodDays: 30,
            subscriptionMetadata: { coupon_code: partner.coupon },
          });
          const payment = invoicePaymentOf(invoice, `pi_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`);
          await send("invoice.paid", invoice, now, sent);
          await send("invoice_payment.paid", payment, now, sent);
          sales.push(model(payment.payment.payment_intent, step));
        } else {
          const open = checkoutSession({
            amountSubtotal: step.amount,
            currency: step.currency,
            metadata: { lookup_key: "Live_LifetimeLicense", coupon_code: partner.coupon },
          });
          const session = completedSession(open, { email: "prop@example.com" });
          await send("checkout.session.completed", session, now, sent);
          sales.push(model(session.payment_intent ?? "", step));
        }
        break;
      }
      case "refund":
        if (sale && !sale.refunded) {
          await send("charge.refunded", refundedCharge(sale.paymentIntent, sale.amount, sale.currency), now, sent);
          sale.refunded = true;
        }
        break;
      case "dispute":
        if (sale && !sale.dispute) {
          const object = disputeOf(sale.paymentIntent, sale.amount, sale.currency);
          await send("charge.dispute.created", object, now, sent);
          sale.dispute = { object, status: object.status };
        }
        break;
      case "close":
        if (sale?.dispute && sale.dispute.status === "needs_response") {
          await send("charge.dispute.closed", closedDispute(sale.dispute.object, step.status), now, sent);
          sale.dispute.status = step.status;
        }
        break;
      case "batch":
        await createPayoutBatch(db, rules, "prop@ticksim.test", now);
        break;
      case "pay":
        for (const payout of await payoutsOf(partner.id)) {
          if (payout.paidOn !== null) continue;
          const day = new Date(now).toISOString().slice(0, 10);
          await markPayoutPaid(
            db,
            { payoutId: payout.id, reference: `P${payout.id}`, paidOn: day },
            "prop",
            brand,
            now,
          );
        }
        break;
      case "days":
        now += step.days * DAY;
        break;
      case "replay": {
        const earlier = sent.length ? sent[step.event % sent.length] : undefined;
        if (earlier) {
          const again = step.sameId ? earlier : { ...earlier, id: `${earlier.id}_again${sent.length}` };
          expect((await deliver(again)).status).toBe(200);
        }
        break;
      }
    }
    await checkLedger(partner.id, sales, now);
  }
}

const model = (paymentIntent: string, step: { amount: number; currency: string }): ModelSale => ({
  paymentIntent,
  amount: step.amount,
  currency: step.currency,
  commission: Math.floor((step.amount * 30) / 100),
  refunded: false,
});

async function checkLedger(affiliateId: number, sales: readonly ModelSale[], now: number) {
  const expected = new Map<string, number>();
  for (const sale of sales) {
    if (!voidIn(sale)) expected.set(sale.currency, (expected.get(sale.currency) ?? 0) + sale.commission);
  }
  const actual = new Map<string, number>();
  for (const b of await balancesOf(db, now, affiliateId)) {
    // adjustments are signed: negative is what they take back.
    actual.set(b.currency, b.paid + b.available + b.inPayment + b.pending + b.adjustments);
  }
  for (const currency of new Set([...expected.keys(), ...actual.keys()])) {
    expect(actual.get(currency) ?? 0, currency).toBe(expected.get(currency) ?? 0);
  }

  const commissions = await commissionsOf(db, affiliateId, now);
  expect(commissions.map((c) => c.state === "void")).toEqual(sales.map(voidIn));
  expect(commissions.map((c) => c.amount)).toEqual(sales.map((s) => s.commission));

  // Every payout is exactly what it carries, and never below the minimum when made.
  const { results } = await env.DB.prepare(
    `SELECT p.currency, p.amount, coalesce((SELECT sum(coalesce(payout_amount, amount)) FROM commissions WHERE payout_id = p.id), 0)
       + coalesce((SELECT sum(amount) FROM commission_adjustments WHERE payout_id = p.id), 0) AS carried
     FROM payouts p WHERE p.affiliate_id = ?`,
  )
    .bind(affiliateId)
    .all<{ currency: string; amount: number; carried: number }>();
  for (const payout of results) {
    expect(payout.amount).toBe(payout.carried);
    expect(payout.amount).toBeGreaterThanOrEqual(rules.minimums[payout.currency] ?? Number.POSITIVE_INFINITY);
  }
}

describe("the commission ledger", () => {
  it("paid + due + pending - adjustments = non-void commissions, per currency, for any sequence of events", async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 20, size: "max" }), run), {
      numRuns: 40,
      // The interleavings that matter most, always tried first: a refund, a dispute lost and a
      // dispute won after the commission went into a batch, paid or not.
      examples: [
        [[sale(30_000), days(15), batch, refund(0), pay, sale(40_000), days(15), batch, pay]],
        [[sale(30_000), days(15), batch, pay, dispute(0), close(0, "lost"), sale(9_000, "eur"), days(20), batch]],
        [[sale(30_000, "eur", true), days(15), batch, dispute(0), pay, close(0, "won"), replay(3), batch, pay]],
      ],
    });
  }, 600_000);
});
