/**
 * The operator console's payouts calls (/api/admin/payouts/*): balances, batches, their CSV and
 * marking a payout paid. `operatorAccess` (worker/index.ts) has already checked the operator.
 */
import { payoutCalls } from "#common/api/payouts.ts";
import { createRouter } from "#worker/app.ts";
import { brandOf } from "#worker/mail/layout.ts";
import { operatorOf } from "#worker/middleware/operator-access.ts";
import { noStore } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import { sendMailSoon } from "#worker/services/mail.ts";
import {
  batchLines,
  createPayoutBatch,
  dueBalances,
  markPayoutPaid,
  nextPayoutOn,
  payoutBatch,
  payoutBatches,
  payoutRules,
  payoutsCsv,
} from "#worker/services/payouts/payouts.ts";
import { Refusal } from "#worker/services/refusal.ts";

const { balances, batches, batch, createBatch, batchCsv, markPaid } = payoutCalls;

export const payoutsRouter = createRouter();

route(payoutsRouter, balances, async (c) => {
  const rules = payoutRules(c.env);
  const now = Date.now();
  return c.json({
    minimums: rules.minimums,
    refundWindowDays: rules.refundWindowDays,
    nextPayoutOn: nextPayoutOn(now, rules.payoutDay),
    balances: await dueBalances(c.var.db, rules, now),
  });
});

route(payoutsRouter, batches, async (c) => {
  return c.json(await payoutBatches(c.var.db, c.req.valid("json").cursor));
});

route(payoutsRouter, batch, async (c) => {
  const found = await payoutBatch(c.var.db, c.req.valid("param").id);
  return found instanceof Refusal ? found : c.json(found);
});

route(payoutsRouter, createBatch, async (c) => {
  const rules = payoutRules(c.env);
  const outcome = await createPayoutBatch(c.var.db, rules, operatorOf(c).email);
  if (outcome instanceof Refusal) return outcome;
  const lines = await batchLines(c.var.db, outcome.batchId);
  return c.json({
    ok: true as const,
    batchId: outcome.batchId,
    message: `Batch ${outcome.batchId} created: ${lines.length} payout${lines.length === 1 ? "" : "s"}`,
  });
});

route(payoutsRouter, batchCsv, async (c) => {
  const { id } = c.req.valid("param");
  const found = await payoutBatch(c.var.db, id);
  if (found instanceof Refusal) return found;
  return c.text(payoutsCsv(found.payouts), 200, {
    ...noStore,
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="payout-batch-${id}.csv"`,
  });
});

route(payoutsRouter, markPaid, async (c) => {
  const { id } = c.req.valid("param");
  const { reference, paidOn } = c.req.valid("json");
  const outcome = await markPayoutPaid(
    c.var.db,
    { payoutId: id, reference, paidOn },
    operatorOf(c).email,
    brandOf(c.env),
  );
  if (outcome instanceof Refusal) return outcome;
  switch (outcome.status) {
    case "marked":
      sendMailSoon(c.env, c.executionCtx);
      return c.json({ ok: true as const, message: `Payout ${id} marked paid on ${paidOn}; the partner is being told` });
    case "unchanged":
      return c.json({
        ok: true as const,
        message: `Payout ${id} was already marked paid on ${paidOn} with this reference`,
      });
  }
});
