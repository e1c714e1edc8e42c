import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  checkoutSession,
  completedSession,
  paidInvoice,
  refundedCharge,
  signedDelivery,
  signPayload,
  stripeEvent,
} from "#tests/fakes/stripe-events.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { anAffiliate, counts, deliver, fakeServicesPerTest, SITE, thirtyPercentSaleWithTenPercentOff } from "./helpers";

fakeServicesPerTest();

/** A paid lifetime-licence checkout, as the session the Worker created would complete. */
function paidCheckout(
  metadata: Record<string, string> = {},
  email = `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`,
) {
  const session = checkoutSession({ metadata: { lookup_key: "Live_LifetimeLicense", ...metadata } });
  return completedSession(session, { email, country: "FR" });
}

const rowsFor = async (sessionId: string) => {
  const order = await env.DB.prepare("SELECT * FROM orders WHERE stripe_session_id = ?").bind(sessionId).first<{
    id: string;
    status: string;
    customer_email: string;
  }>();
  const licences = order
    ? (
        await env.DB.prepare("SELECT * FROM licences WHERE order_id = ?")
          .bind(order.id)
          .all<{ key: string; revoked_at: number | null }>()
      ).results
    : [];
  const mails = (
    await env.DB.prepare("SELECT * FROM outbox WHERE dedupe_key = ?")
      .bind(`licence:${sessionId}`)
      .all<{ to_address: string; body_text: string; subject: string }>()
  ).results;
  const transactions = (
    await env.DB.prepare("SELECT * FROM transactions WHERE stripe_object_id = ?")
      .bind(sessionId)
      .all<Record<string, unknown>>()
  ).results;
  return { order, licences, mails, transactions };
};

describe("POST /stripe/webhook: signatures", () => {
  it("refuses a missing, wrong, foreign or stale signature with a 400 and writes nothing", async () => {
    const event = stripeEvent("checkout.session.completed", paidCheckout());
    const before = await counts();
    const stale = await signPayload(
      JSON.stringify(event),
      workerTestBindings.STRIPE_WEBHOOK_SECRET,
      Math.floor(Date.now() / 1000) - 600,
    );
    for (const options of [
      { signature: null },
      { signature: "t=1,v1=deadbeef" },
      { signature: "garbage" },
      { secret: "whsec_someone_else" },
      { signature: stale },
    ]) {
      const res = await deliver(event, options);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "Invalid or missing Stripe-Signature" });
    }
    expect(await counts()).toEqual(before);
  });
});

describe("POST /stripe/webhook: size", () => {
  it("refuses a body over 256 KB with a 413, whether its length is declared or streamed, and writes nothing", async () => {
    // Validly signed, so only the size can refuse it.
    const event = stripeEvent("checkout.session.completed", paidCheckout({ padding: "x".repeat(300 * 1024) }));
    const { body, signature } = await signedDelivery(event, workerTestBindings.STRIPE_WEBHOOK_SECRET);
    const before = await counts();
    const streamed = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      });
    for (const payload of [body, streamed()]) {
      const res = await SELF.fetch(`${SITE}/stripe/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: "Request body too large" });
    }
    expect(await counts()).toEqual(before);
  });
});

describe("POST /stripe/webhook: checkout completed", () => {
  it("creates the order, a UUID licence key and the licence e-mail", async () => {
    const session = paidCheckout({}, "Buyer.One@Example.com");
    const res = await deliver(stripeEvent("checkout.session.completed", session));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: "fulfilled" });

    const { order, licences, mails, transactions } = await rowsFor(session.id);
    expect(order).toMatchObject({ status: "paid", customer_email: "buyer.one@example.com" });
    expect(order?.id).toMatch(/^[1-9]\d{11}$/);
    expect(licences).toHaveLength(1);
    const key = licences[0]?.key ?? "";
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to_address).toBe("buyer.one@example.com");
    expect(mail?.subject).toContain(order?.id);
    for (const part of [
      key,
      `Order ID: ${order?.id}`,
      `${workerTestBindings.SITE_URL}/download`,
      "/resetlicense",
      workerTestBindings.SUPPORT_EMAIL,
    ]) {
      expect(mail?.body_text).toContain(part);
    }
    expect(transactions).toHaveLength(0);
  });

  it("gives one order, one licence and one e-mail for the same event delivered 100 times", async () => {
    const session = paidCheckout();
    const event = stripeEvent("checkout.session.completed", session);
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 50 }, () => deliver(event)));
    for (let i = 0; i < 50; i++) answers.push(await deliver(event));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const after = await counts();
    expect(after).toEqual({
      ...before,
      orders: before.orders + 1,
      licences: before.licences + 1,
      outbox: before.outbox + 1,
      events: before.events + 1,
    });
  }, 60_000);

  it("fulfils once when completed and async_payment_succeeded both arrive, in either order", async () => {
    const session = paidCheckout();
    await deliver(stripeEvent("checkout.session.async_payment_succeeded", session));
    await deliver(stripeEvent("checkout.session.completed", session));
    const { licences, mails } = await rowsFor(session.id);
    expect(licences).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });

  it("waits for the money on a delayed payment: unpaid completion writes no order, the later success does", async () => {
    const open = checkoutSession({ metadata: { lookup_key: "Live_LifetimeLicense" } });
    const unpaid = completedSession(open, { email: "slow.bank@example.com" }, "unpaid");
    const first = await deliver(stripeEvent("checkout.session.completed", unpaid));
    expect(await first.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await rowsFor(open.id)).order).toBeNull();

    await deliver(stripeEvent("checkout.session.async_payment_succeeded", { ...unpaid, payment_status: "paid" }));
    expect((await rowsFor(open.id)).licences).toHaveLength(1);
  });

  it("records the affiliate's sale with the commission from their rate when their coupon was used", async () => {
    const affiliateId = await anAffiliate(30, ["PARTNER30"]);
    const session = {
      ...paidCheckout({ coupon_code: "PARTNER30", affiliate_id: String(affiliateId) }),
      amount_subtotal: 26_900,
      amount_total: 24_210,
      total_details: { amount_discount: 2_690, amount_shipping: 0, amount_tax: 0 },
    };
    await deliver(stripeEvent("checkout.session.completed", session));
    const { transactions } = await rowsFor(session.id);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      affiliate_id: affiliateId,
      customer_country: "FR",
      status: "paid",
      item: "Live_LifetimeLicense",
      coupon_code: "PARTNER30",
      currency: "usd",
      amount_paid: 24_210,
      ...thirtyPercentSaleWithTenPercentOff,
      recurring: 0,
      refunded: 0,
    });
  });

  it("acknowledges other products and event types without writing a purchase", async () => {
    const before = await counts();
    const other = completedSession(checkoutSession({ metadata: { lookup_key: "Web_Basic_Monthly" } }), {
      email: "a@example.com",
    });
    for (const event of [
      stripeEvent("checkout.session.completed", other),
      stripeEvent("customer.created", { id: "cus_1", object: "customer" }),
    ]) {
      const res = await deliver(event);
      expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
    }
    const after = await counts();
    expect(after).toEqual({ ...before, events: before.events + 2 });
  });

  it("issues a licence from the signed event alone, with the Stripe API unreachable", async () => {
    const { vi } = await import("vitest");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("network down");
    });
    const session = paidCheckout();
    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    expect((await rowsFor(session.id)).licences).toHaveLength(1);
  });
});

describe("POST /stripe/webhook: refunds", () => {
  it("marks the sale refunded, voids the commission, revokes the key and the order", async () => {
    const affiliateId = await anAffiliate(20, ["REFUNDME"]);
    const session = paidCheckout({ coupon_code: "REFUNDME", affiliate_id: String(affiliateId) });
    await deliver(stripeEvent("checkout.session.completed", session));
    const refund = stripeEvent("charge.refunded", refundedCharge(session.payment_intent ?? "", session.amount_total));
    expect((await deliver(refund)).status).toBe(200);
    expect((await deliver(refund)).status).toBe(200);

    const { order, licences, transactions } = await rowsFor(session.id);
    expect(order?.status).toBe("refunded");
    expect(licences[0]?.revoked_at).toEqual(expect.any(Number));
    // The commission stays as earned; refunded in full, it is void (payouts/commissions.ts).
    expect(transactions[0]).toMatchObject({ refunded: 1, status: "refunded", amount_refunded: session.amount_total });
  });

  it("keeps the licence on a partial refund, and records what was refunded", async () => {
    const session = paidCheckout();
    await deliver(stripeEvent("checkout.session.completed", session));
    const partial = {
      ...refundedCharge(session.payment_intent ?? "", 26_900),
      amount_refunded: 5_000,
      refunded: false,
    };
    expect(await (await deliver(stripeEvent("charge.refunded", partial))).json()).toEqual({
      received: true,
      outcome: "fulfilled",
    });
    const { order, licences } = await rowsFor(session.id);
    expect(licences[0]?.revoked_at).toBeNull();
    expect(order?.status).toBe("paid");
  });

  it("handles a refund that arrives before the purchase: the order is born refunded and no key is mailed", async () => {
    const session = paidCheckout();
    await deliver(stripeEvent("charge.refunded", refundedCharge(session.payment_intent ?? "", session.amount_total)));
    await deliver(stripeEvent("checkout.session.completed", session));
    const { order, licences, mails } = await rowsFor(session.id);
    expect(order?.status).toBe("refunded");
    expect(licences[0]?.revoked_at).toEqual(expect.any(Number));
    expect(mails).toHaveLength(0);
  });
});

describe("POST /stripe/webhook: subscription invoices", () => {
  it("records a Recurring transaction for a web plan bought with an affiliate's coupon", async () => {
    const affiliateId = await anAffiliate(25, ["WEBPARTNER"]);
    const monthly = paidInvoice({
      email: "Sub.Scriber@example.com",
      country: "DE",
      subtotal: 2_599,
      discount: 260,
      tax: 444,
      periodDays: 30,
      subscriptionMetadata: { coupon_code: "webpartner" },
      description: "1 × TickSim Web Essential",
    });
    const yearly = paidInvoice({
      email: "yearly@example.com",
      subtotal: 26_508,
      periodDays: 365,
      subscriptionMetadata: { coupon_code: "WEBPARTNER", lookup_key: "Web_Essential_Yearly" },
    });
    await deliver(stripeEvent("invoice.paid", monthly));
    await deliver(stripeEvent("invoice.paid", yearly));

    const rows = (
      await env.DB.prepare("SELECT * FROM transactions WHERE affiliate_id = ? ORDER BY id")
        .bind(affiliateId)
        .all<Record<string, unknown>>()
    ).results;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      stripe_object_id: monthly.id,
      customer_email: "sub.scriber@example.com",
      customer_country: "DE",
      item: "1 × TickSim Web Essential (Monthly)",
      coupon_code: "WEBPARTNER",
      amount_paid: 2_783,
      amount_subtotal: 2_339,
      amount_discount: 260,
      amount_commission: 584,
      recurring: 1,
    });
    expect(rows[1]).toMatchObject({ item: "Web_Essential_Yearly", recurring: 1 });
  });

  it("ignores invoices without an affiliate's coupon", async () => {
    const before = await counts();
    const res = await deliver(
      stripeEvent("invoice.paid", paidInvoice({ email: "x@example.com", subtotal: 1_599, periodDays: 30 })),
    );
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await counts()).transactions).toBe(before.transactions);
  });
});
