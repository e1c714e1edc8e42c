/** markPayoutPaid's outcomes, read without HTTP (the console's answers to them are in admin.test.ts). */
import { describe, expect, it } from "vitest";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { createPayoutBatch, markPayoutPaid } from "#worker/services/payouts/payouts.ts";
import { conflict, notFound } from "#worker/services/refusal.ts";
import { aRecordedSale, DAY, db, payoutsOf, rules } from "./helpers";

const brand = { siteUrl: workerTestBindings.SITE_URL, supportEmail: workerTestBindings.SUPPORT_EMAIL };
const NOW = Date.UTC(2026, 10, 20, 12);

async function aPayout() {
  const partner = await anAffiliate(db);
  await aRecordedSale(partner.id, { created: NOW - 30 * DAY, commission: 5_000 });
  await createPayoutBatch(db, rules, "owner@ticksim.test", NOW);
  const [payout] = await payoutsOf(partner.id);
  if (!payout) throw new Error("no payout was made");
  return payout.id;
}

const mark = (payoutId: number, reference: string, paidOn: string) =>
  markPayoutPaid(db, { payoutId, reference, paidOn }, "owner@ticksim.test", brand, NOW);

describe("markPayoutPaid", () => {
  it("marks once, then reports the same marking unchanged", async () => {
    const id = await aPayout();
    expect(await mark(id, "BANK-1", "2026-11-20")).toEqual({ status: "marked" });
    expect(await mark(id, "BANK-1", "2026-11-20")).toEqual({ status: "unchanged" });
  });

  it("refuses another reference or date, naming what was recorded", async () => {
    const id = await aPayout();
    await mark(id, "BANK-1", "2026-11-20");
    for (const [reference, paidOn] of [
      ["BANK-2", "2026-11-20"],
      ["BANK-1", "2026-11-19"],
    ] as const) {
      expect(await mark(id, reference, paidOn)).toEqual(
        conflict(`Payout ${id} was already marked paid on 2026-11-20 (reference BANK-1)`),
      );
    }
  });

  it("refuses a day after tomorrow, and a payout that does not exist", async () => {
    const id = await aPayout();
    expect(await mark(id, "BANK-1", "2026-11-21")).toEqual({ status: "marked" });
    expect(await mark(await aPayout(), "BANK-1", "2026-11-22")).toMatchObject({ kind: "invalid" });
    expect(await mark(id + 1_000_000, "BANK-1", "2026-11-20")).toEqual(notFound(`No payout ${id + 1_000_000}`));
  });
});
