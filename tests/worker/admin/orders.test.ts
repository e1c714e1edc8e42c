import { env } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderDetailAnswer, OrderRow } from "#common/api/admin.ts";
import { deliver, stripeFakeCall } from "#tests/worker/checkout/helpers.ts";
import { licences, orders, outbox } from "#worker/db/schema.ts";
import { adminGet, adminPost, adminServicesPerTest, OPERATOR } from "./access";
import { anOrder, auditOf, db, orderOfSession } from "./fixtures";

const fakes = adminServicesPerTest();

const search = async (query: string, cursor?: string) => {
  const res = await adminPost("/api/admin/orders/search", { query, ...(cursor ? { cursor } : {}) });
  expect(res.status).toBe(200);
  return (await res.json()) as { items: OrderRow[]; next: string | null };
};
const detail = async (orderId: string) => {
  const res = await adminGet(`/api/admin/orders/${orderId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OrderDetailAnswer;
};
const licenceOf = (key: string) => db.query.licences.findFirst({ where: eq(licences.key, key) });

describe("POST /api/admin/orders/search", () => {
  it("finds an order by e-mail (any case, or its beginning), order ID, licence key and Checkout Session id", async () => {
    const { order, key, session } = await anOrder(fakes.stripe, { email: "jane.search@example.com" });
    for (const query of [
      "jane.search@example.com",
      "JANE.SEARCH@example.com",
      "jane.sea",
      order.id,
      key,
      key.toUpperCase(),
      session.id,
    ]) {
      expect(
        (await search(query)).items.map((o) => o.id),
        query,
      ).toEqual([order.id]);
    }
    expect((await search("nobody-like-this@example.com")).items).toEqual([]);
  });

  it("lists the newest orders first, page by page with a cursor", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await anOrder(fakes.stripe, { email: `page${i}@paging.example` })).order);
    await env.DB.batch(
      made.map((o, i) => env.DB.prepare("UPDATE orders SET created_at = ? WHERE id = ?").bind(1_000 + i, o.id)),
    );
    const res = await adminPost("/api/admin/orders/search", { query: "page" });
    const first = (await res.json()) as { items: OrderRow[] };
    expect(first.items.map((o) => o.email)).toEqual([
      "page2@paging.example",
      "page1@paging.example",
      "page0@paging.example",
    ]);
  });

  it("follows the cursor to the next page without repeating a row", async () => {
    for (let i = 0; i < 3; i++) await anOrder(fakes.stripe, { email: `cursor${i}@cursor.example` });
    const all = (await search("cursor")).items.map((o) => o.id);
    const { searchOrders } = await import("#worker/services/admin/orders.ts");
    const one = await searchOrders(db, { query: "cursor" }, 2);
    expect(one.next).not.toBeNull();
    const two = await search("cursor", one.next as string);
    expect([...one.items.map((o) => o.id), ...two.items.map((o) => o.id)]).toEqual(all);
    expect(two.next).toBeNull();
  });

  it("answers 400 for a cursor it did not make, and for a query too long", async () => {
    expect((await adminPost("/api/admin/orders/search", { query: "", cursor: "x'; drop" })).status).toBe(400);
    expect((await adminPost("/api/admin/orders/search", { query: "x".repeat(300) })).status).toBe(400);
  });
});

describe("GET /api/admin/orders/:orderId", () => {
  it("shows the order's keys, device binding, resets, mails and refund window", async () => {
    const { order, key } = await anOrder(fakes.stripe, { email: "whole@example.com" });
    await db.update(licences).set({ deviceId: "DEVICE-0001", activatedAt: 1 }).where(eq(licences.key, key));
    const page = await detail(order.id);
    expect(page.order).toMatchObject({ id: order.id, email: "whole@example.com", status: "paid", amountTotal: 26_900 });
    expect(page.licences).toEqual([expect.objectContaining({ key, seq: 1, deviceId: "DEVICE-0001", revokedAt: null })]);
    expect(page.mails).toEqual([expect.objectContaining({ kind: "licence", to: "whole@example.com" })]);
    expect(page.refund).toEqual({ allowed: true, reason: null, until: order.createdAt + 14 * 86_400_000 });
    expect(page.secondKeyAvailable).toBe(true);
  });

  it("shows the language of the buyer's mails, which the console's resend writes in", async () => {
    const { order } = await anOrder(fakes.stripe, { email: "italiano@example.com" });
    expect((await detail(order.id)).order.locale).toBe("en");
    await db.update(orders).set({ locale: "it" }).where(eq(orders.id, order.id));
    expect((await detail(order.id)).order.locale).toBe("it");
    expect((await adminPost(`/api/admin/orders/${order.id}/resend-licence`)).status).toBe(200);
    const [resent] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, "italiano@example.com"))
      .orderBy(desc(outbox.id));
    expect(resent?.subject).toBe(`La tua chiave di licenza TickSim per desktop (ordine ${order.id})`);
  });

  it("answers 404 for an unknown order and 400 for an order ID that is not digits", async () => {
    expect((await adminGet("/api/admin/orders/999999999999")).status).toBe(404);
    expect((await adminGet("/api/admin/orders/12ab")).status).toBe(400);
  });
});

describe("licence actions", () => {
  it("resends the licence mail with every live key, on record", async () => {
    const { order } = await anOrder(fakes.stripe, { email: "resend@example.com" });
    const res = await adminPost(`/api/admin/orders/${order.id}/resend-licence`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: "Licence mail queued to resend@example.com (1 key)" });
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, "resend@example.com"));
    expect(mails).toHaveLength(2);
    const [row] = await auditOf(`order:${order.id}`);
    expect(row).toMatchObject({
      actor: OPERATOR,
      action: "licence.resend_mail",
      outcome: "ok",
      after: { to: "resend@example.com", keys: 1 },
    });
    expect(row?.before).toMatchObject({ id: order.id, status: "paid" });
  });

  it("issues the free second key once, mails both keys, and records the refusal of a third", async () => {
    const { order } = await anOrder(fakes.stripe, { email: "second@example.com" });
    expect((await adminPost(`/api/admin/orders/${order.id}/second-key`)).status).toBe(200);
    const { keys } = await orderOfSession(order.stripeSessionId);
    expect(keys.map((k) => k.seq)).toEqual([1, 2]);
    const mail = (await db.select().from(outbox).where(eq(outbox.toAddress, "second@example.com"))).at(-1);
    for (const k of keys) expect(mail?.bodyText).toContain(k.key);

    const again = await adminPost(`/api/admin/orders/${order.id}/second-key`);
    expect(again.status).toBe(409);
    const rows = await auditOf(`order:${order.id}`);
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ["licence.second_key", "ok"],
      ["licence.second_key", "failed"],
    ]);
    expect(rows[1]?.error).toContain("already has its second key");
    expect((await detail(order.id)).secondKeyAvailable).toBe(false);
  });

  it("revokes and restores a key, recording its state before and after", async () => {
    const { key } = await anOrder(fakes.stripe);
    expect((await adminPost(`/api/admin/licences/${key}/revoke`)).status).toBe(200);
    expect((await licenceOf(key))?.revokedAt).toEqual(expect.any(Number));
    expect((await adminPost(`/api/admin/licences/${key}/revoke`)).status).toBe(409);
    expect((await adminPost(`/api/admin/licences/${key}/restore`)).status).toBe(200);
    expect((await licenceOf(key))?.revokedAt).toBeNull();
    const rows = await auditOf(`licence:${key}`);
    expect(rows.map((r) => [r.action, r.outcome])).toEqual([
      ["licence.revoke", "ok"],
      ["licence.revoke", "failed"],
      ["licence.restore", "ok"],
    ]);
    expect(rows[0]?.before).toMatchObject({ key, revokedAt: null });
    expect(rows[0]?.after).toMatchObject({ key, revokedAt: expect.any(Number) });
  });

  it("unbinds a device without spending a customer reset", async () => {
    const { key } = await anOrder(fakes.stripe);
    expect((await adminPost(`/api/admin/licences/${key}/unbind`)).status).toBe(409);
    await db.update(licences).set({ deviceId: "DEVICE-0002", activatedAt: 5 }).where(eq(licences.key, key));
    expect((await adminPost(`/api/admin/licences/${key}/unbind`)).status).toBe(200);
    expect(await licenceOf(key)).toMatchObject({ deviceId: null, activatedAt: null, resets: 0 });
    const ok = (await auditOf(`licence:${key}`)).find((r) => r.outcome === "ok");
    expect(ok).toMatchObject({
      action: "licence.unbind",
      before: { deviceId: "DEVICE-0002" },
      after: { deviceId: null },
    });
  });

  it("grants one more reset past the quota", async () => {
    const { key } = await anOrder(fakes.stripe);
    const res = await adminPost(`/api/admin/licences/${key}/grant-reset`);
    expect(res.status).toBe(200);
    expect((await licenceOf(key))?.extraResets).toBe(1);
    expect((await auditOf(`licence:${key}`))[0]).toMatchObject({
      action: "licence.grant_reset",
      after: { extraResets: 1 },
    });
  });

  it("answers 404 for an unknown key and 400 for a malformed one, writing no audit row", async () => {
    expect((await adminPost("/api/admin/licences/0b6f3c52-9d1e-4c1a-8f6a-3d2b1c0a9e8f/revoke")).status).toBe(404);
    expect((await adminPost("/api/admin/licences/not-a-key/revoke")).status).toBe(400);
    expect(await auditOf("licence:0b6f3c52-9d1e-4c1a-8f6a-3d2b1c0a9e8f")).toEqual([]);
  });

  it("refuses a body with unknown fields or a non-JSON content type", async () => {
    const { key } = await anOrder(fakes.stripe);
    expect((await adminPost(`/api/admin/licences/${key}/revoke`, { force: true })).status).toBe(400);
  });
});

describe("POST /api/admin/orders/:orderId/refund", () => {
  it("refunds in full through Stripe; the refund webhook then revokes the key", async () => {
    const { order, key } = await anOrder(fakes.stripe);
    const res = await adminPost(`/api/admin/orders/${order.id}/refund`);
    expect(res.status).toBe(200);
    expect(fakes.stripe.refunds).toEqual([
      expect.objectContaining({
        payment_intent: order.stripePaymentIntentId,
        amount: 26_900,
        reason: "requested_by_customer",
        metadata: { order_id: order.id, operator: OPERATOR },
      }),
    ]);
    expect(fakes.stripe.requests.find((r) => r.path === "/v1/refunds")?.idempotencyKey).toBe(
      `refund-order-${order.id}`,
    );
    // Nothing changes before Stripe confirms.
    expect((await licenceOf(key))?.revokedAt).toBeNull();
    const refunded = fakes.stripe.events.find((e) => e.type === "charge.refunded");
    expect((await deliver(refunded as NonNullable<typeof refunded>)).status).toBe(200);
    expect((await licenceOf(key))?.revokedAt).toEqual(expect.any(Number));
    expect((await db.query.orders.findFirst({ where: eq(orders.id, order.id) }))?.status).toBe("refunded");
    expect((await auditOf(`order:${order.id}`)).map((r) => [r.action, r.outcome])).toEqual([["order.refund", "ok"]]);

    const again = await adminPost(`/api/admin/orders/${order.id}/refund`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("The order is already refunded");
  });

  it("after a partial refund made in the Dashboard, refunds the rest; the key goes with the last cent", async () => {
    const { order, key } = await anOrder(fakes.stripe);
    const paymentIntent = order.stripePaymentIntentId as string;
    const partial = await stripeFakeCall(fakes.stripe, "POST", "/v1/refunds", {
      payment_intent: paymentIntent,
      amount: "10000",
    });
    expect(partial).toMatchObject({ status: 200, json: { amount: 10_000, status: "succeeded" } });
    for (const event of fakes.stripe.events.filter((e) => /refund/.test(e.type))) {
      expect((await deliver(event)).status).toBe(200);
    }
    expect((await licenceOf(key))?.revokedAt).toBeNull();

    const res = await adminPost(`/api/admin/orders/${order.id}/refund`);
    expect(res.status).toBe(200);
    expect(fakes.stripe.refunds.map((r) => r.amount)).toEqual([10_000, 16_900]);
    // Stripe tells each refund twice: the charge with all its refunds so far, and the refund itself.
    const sent = fakes.stripe.events.filter((e) => /refund/.test(e.type));
    expect(sent.map((e) => e.type)).toEqual(["charge.refunded", "refund.created", "charge.refunded", "refund.created"]);
    expect(sent.map((e) => (e.data.object as { amount_refunded?: number }).amount_refunded)).toEqual([
      10_000,
      undefined,
      26_900,
      undefined,
    ]);
    for (const event of sent.slice(2)) expect((await deliver(event)).status).toBe(200);
    expect((await licenceOf(key))?.revokedAt).toEqual(expect.any(Number));
    expect((await db.query.orders.findFirst({ where: eq(orders.id, order.id) }))?.status).toBe("refunded");

    // Nothing is left: Stripe refuses a refund beyond the unrefunded amount, and one more once all is refunded.
    const more = await stripeFakeCall(fakes.stripe, "POST", "/v1/refunds", { payment_intent: paymentIntent });
    expect(more).toMatchObject({ status: 400, json: { error: { code: "charge_already_refunded" } } });
  });

  it("refuses a refund beyond the unrefunded amount with Stripe's message", async () => {
    const { order } = await anOrder(fakes.stripe);
    const refund = (amount: string) =>
      stripeFakeCall(fakes.stripe, "POST", "/v1/refunds", {
        payment_intent: order.stripePaymentIntentId ?? "",
        amount,
      });
    expect((await refund("26800")).status).toBe(200);
    expect(await refund("200")).toMatchObject({
      status: 400,
      json: {
        error: {
          type: "invalid_request_error",
          param: "amount",
          message: "Refund amount ($2.00) is greater than unrefunded amount on charge ($1.00)",
        },
      },
    });
    expect((await refund("100")).status).toBe(200);
  });

  it("refuses after the 14 days of the terms, without calling Stripe", async () => {
    const { order } = await anOrder(fakes.stripe);
    await db
      .update(orders)
      .set({ createdAt: Date.now() - 15 * 86_400_000 })
      .where(eq(orders.id, order.id));
    const res = await adminPost(`/api/admin/orders/${order.id}/refund`);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe("The 14-day refund window of the terms has passed");
    expect(fakes.stripe.refunds).toEqual([]);
    expect((await auditOf(`order:${order.id}`))[0]).toMatchObject({ action: "order.refund", outcome: "failed" });
  });

  it("answers 502 and records the failure when Stripe fails", async () => {
    const { order } = await anOrder(fakes.stripe);
    fakes.stripe.failNext(500, { type: "api_error", message: "Stripe is down" }, 2);
    const res = await adminPost(`/api/admin/orders/${order.id}/refund`);
    expect(res.status).toBe(502);
    expect((await auditOf(`order:${order.id}`))[0]).toMatchObject({ outcome: "failed" });
  });
});
