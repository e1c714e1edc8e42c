/** The operator console's payouts calls: balances, batches, CSV, marking paid (idempotent, audited, mailed). */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { payoutBalancesAnswer, payoutBatch, payoutBatchesAnswer } from "#common/api/payouts.ts";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { adminGet, adminPost, adminServicesPerTest, OPERATOR } from "#tests/worker/admin/access.ts";
import { aRecordedSale, DAY, db, payoutsOf } from "./helpers";

adminServicesPerTest();

const old = () => Date.now() - 60 * DAY;

const auditOf = async (target: string) =>
  (
    await env.DB.prepare(
      "SELECT actor, action, before, after, outcome, error FROM audit_log WHERE target = ? ORDER BY id",
    )
      .bind(target)
      .all<{
        actor: string;
        action: string;
        before: string;
        after: string | null;
        outcome: string;
        error: string | null;
      }>()
  ).results;

const mailsOf = async (payoutId: number) =>
  (
    await env.DB.prepare("SELECT to_address, subject, body_text, body_html FROM outbox WHERE dedupe_key = ?")
      .bind(`payout-sent:${payoutId}`)
      .all<{ to_address: string; subject: string; body_text: string; body_html: string }>()
  ).results;

const markPaid = (id: number, body: unknown) => adminPost(`/api/admin/payouts/${id}/paid`, body);

describe("payouts in the operator console", () => {
  it("shows each affiliate's balance per currency against the configured minimum, then pays the eligible ones in a batch", async () => {
    const big = await anAffiliate(db);
    const small = await anAffiliate(db);
    await aRecordedSale(big.id, { created: old(), commission: 8_070 });
    await aRecordedSale(big.id, { created: Date.now(), commission: 1_000 });
    await aRecordedSale(big.id, { created: old(), commission: 6_000, currency: "eur" });
    await aRecordedSale(small.id, { created: old(), commission: 4_999 });

    const before = payoutBalancesAnswer.parse(await (await adminGet("/api/admin/payouts/balances")).json());
    expect(before.minimums).toEqual({ usd: 5_000, eur: 5_000, gbp: 4_000, jpy: 7_500, brl: 25_000 });
    expect(before.refundWindowDays).toBe(14);
    const rowsOf = (id: number) => before.balances.filter((b) => b.affiliateId === id);
    expect(rowsOf(big.id)).toEqual([
      expect.objectContaining({ currency: "usd", pending: 1_000, available: 8_070, payable: 8_070, eligible: true }),
      expect.objectContaining({ currency: "eur", available: 6_000, eligible: true, email: big.email }),
    ]);
    expect(rowsOf(small.id)).toEqual([expect.objectContaining({ available: 4_999, eligible: false })]);

    const created = await adminPost("/api/admin/payouts/batches");
    expect(created.status).toBe(200);
    const answer = (await created.json()) as { ok: true; batchId: number; message: string };
    expect(answer.message).toMatch(/^Batch \d+ created: \d+ payouts?$/);
    expect((await payoutsOf(big.id)).map((p) => [p.currency, p.amount])).toEqual(
      expect.arrayContaining([
        ["usd", 8_070],
        ["eur", 6_000],
      ]),
    );
    expect(await payoutsOf(small.id)).toEqual([]);

    const again = await adminPost("/api/admin/payouts/batches");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: "Nothing to pay: no affiliate has a due balance that reaches its currency's minimum",
    });

    const csv = await adminGet(`/api/admin/payouts/batches/${answer.batchId}/csv`);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="payout-batch-${answer.batchId}.csv"`);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe("affiliate,e-mail,currency,amount,commission ids,adjustments");
    expect(lines).toContain(`${big.username},${big.email},USD,80.70,${await commissionIdsOf(big.id, "usd")},`);
    expect(lines).toContain(`${big.username},${big.email},EUR,60.00,${await commissionIdsOf(big.id, "eur")},`);

    const page = payoutBatchesAnswer.parse(await (await adminPost("/api/admin/payouts/batches/search", {})).json());
    expect(page.items[0]?.id).toBe(answer.batchId);
    expect(page.items[0]?.createdBy).toBe(OPERATOR);
    expect(page.next).toBeNull();

    const detail = payoutBatch.parse(await (await adminGet(`/api/admin/payouts/batches/${answer.batchId}`)).json());
    expect(detail.payouts.filter((p) => p.affiliateId === big.id)).toEqual([
      expect.objectContaining({ currency: "eur", amount: 6_000, paidOn: null, reference: null, adjustments: [] }),
      expect.objectContaining({ currency: "usd", amount: 8_070, commissionIds: expect.any(Array) }),
    ]);
  });

  it("marks a payout paid once: the partner is mailed, the audit log has it; the same request again changes nothing", async () => {
    const partner = await anAffiliate(db);
    await aRecordedSale(partner.id, { created: old(), commission: 12_345 });
    await adminPost("/api/admin/payouts/batches");
    const [payout] = await payoutsOf(partner.id);
    const id = payout?.id ?? 0;

    const first = await markPaid(id, { reference: "PAYPAL-9XK2", paidOn: "2026-11-20" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      ok: true,
      message: `Payout ${id} marked paid on 2026-11-20; the partner is being told`,
    });
    const again = await markPaid(id, { reference: "PAYPAL-9XK2", paidOn: "2026-11-20" });
    expect(await again.json()).toEqual({
      ok: true,
      message: `Payout ${id} was already marked paid on 2026-11-20 with this reference`,
    });

    expect((await payoutsOf(partner.id))[0]).toMatchObject({ paidOn: "2026-11-20", reference: "PAYPAL-9XK2" });
    const mails = await mailsOf(id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe(partner.email);
    expect(mails[0]?.subject).toBe("Your TickSim affiliate payout was sent");
    for (const part of ["$123.45", "November 20, 2026", "PAYPAL-9XK2", "/affiliates"]) {
      expect(mails[0]?.body_text).toContain(part);
      expect(mails[0]?.body_html).toContain(part);
    }
    const audit = await auditOf(`payout:${id}`);
    expect(audit.map((a) => [a.actor, a.action, a.outcome])).toEqual([
      [OPERATOR, "payout.mark_paid", "ok"],
      [OPERATOR, "payout.mark_paid", "ok"],
    ]);
    expect(JSON.parse(audit[0]?.before ?? "{}")).toMatchObject({ paidOn: null, reference: null, amount: 12_345 });
    expect(JSON.parse(audit[0]?.after ?? "{}")).toEqual({
      status: "marked",
      paidOn: "2026-11-20",
      reference: "PAYPAL-9XK2",
    });
    expect(JSON.parse(audit[1]?.after ?? "{}")).toMatchObject({ status: "unchanged" });
  });

  it("refuses another reference or date for a payout already paid (409, audited as failed): history is not edited", async () => {
    const partner = await anAffiliate(db);
    await aRecordedSale(partner.id, { created: old(), commission: 7_000 });
    await adminPost("/api/admin/payouts/batches");
    const id = (await payoutsOf(partner.id))[0]?.id ?? 0;
    await markPaid(id, { reference: "BANK-1", paidOn: "2026-11-20" });

    for (const body of [
      { reference: "BANK-2", paidOn: "2026-11-20" },
      { reference: "BANK-1", paidOn: "2026-11-21" },
    ]) {
      const res = await markPaid(id, body);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: `Payout ${id} was already marked paid on 2026-11-20 (reference BANK-1)`,
      });
    }
    expect((await payoutsOf(partner.id))[0]).toMatchObject({ paidOn: "2026-11-20", reference: "BANK-1" });
    expect((await auditOf(`payout:${id}`)).map((a) => a.outcome)).toEqual(["ok", "failed", "failed"]);
    expect(await mailsOf(id)).toHaveLength(1);
  });

  it("answers 400 with a clear message for a bad reference or date, and 404 for an unknown payout", async () => {
    const partner = await anAffiliate(db);
    await aRecordedSale(partner.id, { created: old(), commission: 7_000 });
    await adminPost("/api/admin/payouts/batches");
    const id = (await payoutsOf(partner.id))[0]?.id ?? 0;
    const cases: [unknown, string][] = [
      [{ reference: "", paidOn: "2026-11-20" }, "reference: Field is required"],
      [{ reference: "<script>", paidOn: "2026-11-20" }, "reference: Letters, digits, spaces and . _ : / # - only"],
      [{ reference: "X".repeat(101), paidOn: "2026-11-20" }, "reference: At most 100 characters"],
      [{ reference: "BANK-1", paidOn: "20/11/2026" }, "paidOn: Write the date as YYYY-MM-DD"],
      [{ reference: "BANK-1", paidOn: "2026-02-30" }, "paidOn: Not a calendar date"],
      [{ reference: "BANK-1", paidOn: "2026-13-01" }, "paidOn: Not a calendar date"],
      [{ reference: "BANK-1", paidOn: "2999-01-01" }, "paidOn: the day the money was sent cannot be in the future"],
      [{ reference: "BANK-1" }, "paidOn: Field is required"],
    ];
    for (const [body, error] of cases) {
      const res = await markPaid(id, body);
      expect(res.status, error).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
    expect((await payoutsOf(partner.id))[0]?.paidOn).toBeNull();

    const badCursor = await adminPost("/api/admin/payouts/batches/search", { cursor: "x" });
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toEqual({ error: "cursor: not a cursor of this list" });
    expect((await adminGet("/api/admin/payouts/batches/999999")).status).toBe(404);

    const unknown = await markPaid(999_999, { reference: "BANK-1", paidOn: "2026-11-20" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "No payout 999999" });
    expect((await adminGet("/api/admin/payouts/batches/999999/csv")).status).toBe(404);
  });
});

async function commissionIdsOf(affiliateId: number, currency: string) {
  const { results } = await env.DB.prepare(
    "SELECT id FROM commissions WHERE affiliate_id = ? AND currency = ? AND payout_id IS NOT NULL ORDER BY id",
  )
    .bind(affiliateId, currency)
    .all<{ id: number }>();
  return results.map((r) => r.id).join(" ");
}
