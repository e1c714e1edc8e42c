/**
 * The operator console's API. Every path under /api/admin/ passes `operatorAccess` first
 * (worker/middleware/operator-access.ts), so no admin route can be reached without an operator.
 * A read validates, calls a service in worker/services/admin/ and answers; an action does the
 * same inside `audited` (who, what, target, before/after) and answers `{ ok, message }`.
 */
import type { Context } from "hono";
import { adminCalls } from "#common/api/admin.ts";
import { formatterOf } from "#common/format.ts";
import { type AppEnv, createRouter } from "#worker/app.ts";
import type { Db } from "#worker/db/client.ts";
import { HttpError } from "#worker/errors.ts";
import { brandOf } from "#worker/mail/layout.ts";
import type { LicenceMailSettings } from "#worker/mail/licence.ts";
import { operatorOf } from "#worker/middleware/operator-access.ts";
import { accepted } from "#worker/refusal-answer.ts";
import { route } from "#worker/route.ts";
import {
  addAffiliateCode,
  affiliateDetail,
  affiliateState,
  createAffiliateWithCode,
  searchAffiliates,
  sendPasswordLink,
  setCommission,
  setDisabled,
  setLanguage,
} from "#worker/services/admin/affiliates.ts";
import { auditPage } from "#worker/services/admin/audit-log.ts";
import { contactDetail, contactState, searchContact, setHandled } from "#worker/services/admin/contact.ts";
import {
  grantReset,
  issueSecondKeyWithMail,
  licenceState,
  orderState,
  refundOrder,
  resendLicenceMail,
  restoreLicence,
  revokeLicence,
  unbindLicence,
} from "#worker/services/admin/licence-actions.ts";
import { orderDetail, searchOrders } from "#worker/services/admin/orders.ts";
import { mailDetail, mailState, retryMail, searchOutbox } from "#worker/services/admin/outbox.ts";
import { overview } from "#worker/services/admin/overview.ts";
import { reconcile, reconciliationRunsPage } from "#worker/services/admin/reconciliation.ts";
import { audited } from "#worker/services/audit.ts";
import { drainOutbox, sendMailSoon } from "#worker/services/mail.ts";
import type { Refusal } from "#worker/services/refusal.ts";

/**
 * Runs an action on record under the request's operator; `before` is the target's state, or the
 * refusal that it does not exist (answered before anything is recorded). A refusal of the action
 * itself is on the log as a failed attempt, then answered.
 */
const act = async <T>(
  c: Context<AppEnv>,
  action: string,
  target: string,
  before: unknown,
  run: () => Promise<T>,
  targetOf?: (after: Exclude<T, Refusal>) => string,
) =>
  accepted(
    await audited(c.var.db, { actor: operatorOf(c).email, action, target, before: accepted(before) }, run, targetOf),
  );

/** An audited action on one order, with the order's state before it. */
const onOrder = async <T>(c: Context<AppEnv>, orderId: string, action: string, run: (db: Db) => Promise<T>) =>
  act(c, action, `order:${orderId}`, await orderState(c.var.db, orderId), () => run(c.var.db));

/** An audited action on one affiliate, with the affiliate's state before it. */
const onAffiliate = async <T>(c: Context<AppEnv>, id: number, action: string, run: (db: Db) => Promise<T>) =>
  act(c, action, `affiliate:${id}`, await affiliateState(c.var.db, id), () => run(c.var.db));

const done = (c: Context<AppEnv>, message: string) => c.json({ ok: true as const, message });

const mailSettingsOf = (env: Env): LicenceMailSettings => brandOf(env);

/** A key as the console names it in messages: the first group is enough to tell keys apart. */
const shortKey = (key: string) => `${key.slice(0, 8)}…`;

const calls = adminCalls;
const {
  orderSearch,
  order,
  resendLicence,
  secondKey,
  refund,
  revokeLicence: revoke,
  restoreLicence: restore,
  unbindLicence: unbind,
  grantReset: grant,
  affiliateSearch,
  affiliate,
  createAffiliate,
  affiliateCommission,
  affiliateLanguage,
  affiliateStatus,
  addCoupon,
  passwordLink,
  contactSearch,
  contactMessage,
  contactHandled,
  outboxSearch,
  mail,
  retryMail: retry,
  reconciliationRuns,
  reconcile: runReconciliation,
  audit,
} = calls;

export const adminRouter = createRouter();

route(adminRouter, calls.me, (c) => c.json(operatorOf(c)));

route(adminRouter, calls.overview, async (c) => c.json(await overview(c.var.db, c.env)));

route(adminRouter, orderSearch, async (c) => c.json(await searchOrders(c.var.db, c.req.valid("json"))));

route(adminRouter, order, async (c) => c.json(accepted(await orderDetail(c.var.db, c.req.valid("param").orderId))));

route(adminRouter, resendLicence, async (c) => {
  const { orderId } = c.req.valid("param");
  const sent = await onOrder(c, orderId, "licence.resend_mail", (db) =>
    resendLicenceMail(db, orderId, mailSettingsOf(c.env)),
  );
  sendMailSoon(c.env, c.executionCtx);
  return done(c, `Licence mail queued to ${sent.to} (${sent.keys} key${sent.keys === 1 ? "" : "s"})`);
});

route(adminRouter, secondKey, async (c) => {
  const { orderId } = c.req.valid("param");
  const issued = await onOrder(c, orderId, "licence.second_key", (db) =>
    issueSecondKeyWithMail(db, orderId, mailSettingsOf(c.env)),
  );
  sendMailSoon(c.env, c.executionCtx);
  return done(c, `Second key ${shortKey(issued.key)} issued and mailed to ${issued.mailedTo}`);
});

route(adminRouter, refund, async (c) => {
  const { orderId } = c.req.valid("param");
  const operator = operatorOf(c).email;
  await onOrder(c, orderId, "order.refund", (db) => refundOrder(db, c.env, orderId, operator));
  return done(c, "Refund sent to Stripe: the keys are revoked when Stripe confirms it (a few seconds)");
});

/** The licence actions: one shape, `licence.<verb>` on `licence:<key>`. */
const licenceActions = [
  [revoke, "revoke", revokeLicence, "revoked"],
  [restore, "restore", restoreLicence, "restored"],
  [unbind, "unbind", unbindLicence, "unbound from its device"],
  [grant, "grant_reset", grantReset, "may be reset once more"],
] as const;

for (const [call, verb, run, outcome] of licenceActions) {
  route(adminRouter, call, async (c) => {
    const { key } = c.req.valid("param");
    const db = c.var.db;
    await act(c, `licence.${verb}`, `licence:${key}`, await licenceState(db, key), () => run(db, key));
    return done(c, `Key ${shortKey(key)} ${outcome}`);
  });
}

route(adminRouter, affiliateSearch, async (c) => c.json(await searchAffiliates(c.var.db, c.req.valid("json"))));

route(adminRouter, affiliate, async (c) => c.json(accepted(await affiliateDetail(c.var.db, c.req.valid("param").id))));

route(adminRouter, createAffiliate, async (c) => {
  const input = c.req.valid("json");
  const db = c.var.db;
  const created = await act(
    c,
    "affiliate.create",
    `affiliate:${input.email.toLowerCase()}`,
    null,
    () => createAffiliateWithCode(db, c.env, brandOf(c.env), input),
    (after) => `affiliate:${after.id}`,
  );
  sendMailSoon(c.env, c.executionCtx);
  return c.json({
    ok: true as const,
    id: created.id,
    message: `${created.username} created with the code ${input.code} (${input.percentOff}% off); the set-your-password link is on its way`,
  });
});

route(adminRouter, affiliateCommission, async (c) => {
  const { id } = c.req.valid("param");
  const { commissionPercent } = c.req.valid("json");
  await onAffiliate(c, id, "affiliate.commission", (db) => setCommission(db, id, commissionPercent));
  return done(c, `Commission set to ${commissionPercent}% for future sales`);
});

route(adminRouter, affiliateLanguage, async (c) => {
  const { id } = c.req.valid("param");
  const { locale } = c.req.valid("json");
  await onAffiliate(c, id, "affiliate.language", (db) => setLanguage(db, id, locale));
  return done(c, `The partner's mails are now written in ${formatterOf("en").language(locale)}`);
});

route(adminRouter, affiliateStatus, async (c) => {
  const { id } = c.req.valid("param");
  const { disabled } = c.req.valid("json");
  await onAffiliate(c, id, disabled ? "affiliate.disable" : "affiliate.enable", (db) => setDisabled(db, id, disabled));
  return done(c, disabled ? "Affiliate disabled: their sessions end now" : "Affiliate enabled");
});

route(adminRouter, addCoupon, async (c) => {
  const { id } = c.req.valid("param");
  const input = c.req.valid("json");
  await onAffiliate(c, id, "affiliate.add_coupon", (db) => addAffiliateCode(db, c.env, id, input));
  return done(c, `Code ${input.code} (${input.percentOff}% off) added, with its Stripe promotion code`);
});

route(adminRouter, passwordLink, async (c) => {
  const { id } = c.req.valid("param");
  const sent = await onAffiliate(c, id, "affiliate.password_link", (db) => sendPasswordLink(db, brandOf(c.env), id));
  sendMailSoon(c.env, c.executionCtx);
  return done(c, `Set-your-password link sent to ${sent.mailedTo}`);
});

route(adminRouter, contactSearch, async (c) => c.json(await searchContact(c.var.db, c.req.valid("json"))));

route(adminRouter, contactMessage, async (c) =>
  c.json(accepted(await contactDetail(c.var.db, c.req.valid("param").id))),
);

route(adminRouter, outboxSearch, async (c) => c.json(await searchOutbox(c.var.db, c.req.valid("json"))));

route(adminRouter, mail, async (c) => c.json(accepted(await mailDetail(c.var.db, c.req.valid("param").id))));

route(adminRouter, contactHandled, async (c) => {
  const { id } = c.req.valid("param");
  const { handled } = c.req.valid("json");
  const db = c.var.db;
  const operator = operatorOf(c).email;
  await act(c, handled ? "contact.handled" : "contact.reopen", `contact:${id}`, await contactState(db, id), () =>
    setHandled(db, id, handled, operator),
  );
  return done(c, handled ? "Message marked handled" : "Message open again");
});

route(adminRouter, retry, async (c) => {
  const { id } = c.req.valid("param");
  const db = c.var.db;
  await act(c, "mail.retry", `mail:${id}`, await mailState(db, id), () => retryMail(db, id, () => drainOutbox(c.env)));
  return done(c, `Mail ${id} sent`);
});

route(adminRouter, reconciliationRuns, async (c) =>
  c.json(await reconciliationRunsPage(c.var.db, c.req.valid("json").cursor)),
);

route(adminRouter, runReconciliation, async (c) => {
  const db = c.var.db;
  const actor = operatorOf(c).email;
  const run = await act(c, "reconciliation.run", "reconciliation", null, async () => {
    const result = await reconcile(db, c.env, { trigger: "console", actor });
    if (result.error) throw new HttpError(502, `Reconciliation failed: ${result.error}`);
    return result;
  });
  if (run.fixed.length) sendMailSoon(c.env, c.executionCtx);
  const message =
    run.fixed.length === 0
      ? `Checked ${run.checked} completed checkouts: nothing was missing`
      : `Checked ${run.checked} completed checkouts: fulfilled ${run.fixed.length} that had no order`;
  return c.json({ ok: true as const, message, run });
});

route(adminRouter, audit, async (c) => c.json(await auditPage(c.var.db, c.req.valid("json"))));
