/**
 * Desktop licence keys: the customer's reset (unbinds the device, within a quota), the desktop
 * app's activation and validation, "send me my licence again", and the operator's second key,
 * extra reset and resend. A key binds to one device; a reset frees it for the next activation.
 * Keys come in their normal form, lower case as issued: the contract's `licenceKey` reads them so.
 */
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod/mini";
import { resetAnswers } from "#common/api/licences.ts";
import type { Locale } from "#common/locales.ts";
import { DAY_MS, HOUR_MS } from "#common/time.ts";
import { runBatch } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { licenceLookups, licenceResets, licences, orders } from "#worker/db/schema.ts";
import { assign, columnList } from "#worker/db/sql.ts";
import { mailLocaleOf } from "#worker/mail/i18n.ts";
import { type LicenceMailSettings, type LicenceOrder, licenceMail } from "#worker/mail/licence.ts";
import { queueMail } from "#worker/mail/queue.ts";
import { sha256Hex } from "#worker/services/affiliates/affiliates.ts";
import { conflict, notFound, Refusal } from "#worker/services/refusal.ts";

export interface IssuedLicence {
  readonly orderId: string;
  readonly email: string;
  readonly keys: readonly string[];
  /** The language of the order's mails. */
  readonly locale: Locale;
}

/** A digits-only order ID (12 digits), as customers type it on the reset page. */
export function newOrderId(): string {
  const digits = crypto.getRandomValues(new Uint32Array(3));
  return [...digits]
    .map((n) => String(n % 10_000).padStart(4, "0"))
    .join("")
    .replace(/^0/, "1");
}

// ---- the reset quota -------------------------------------------------------------------------

/** At most `perWindow` resets of one key in any `windowMs` (a rolling window), plus operator grants. */
export interface ResetPolicy {
  readonly perWindow: number;
  readonly windowMs: number;
}

const resetPolicyConfig = z.object({
  LICENCE_RESETS_PER_WINDOW: z.coerce.number().check(z.int(), z.gte(1), z.lte(100)),
  LICENCE_RESET_WINDOW_DAYS: z.coerce.number().check(z.int(), z.gte(1), z.lte(365)),
});

/** The quota from wrangler.toml's [vars]; a malformed value stops the route with a clear error. */
export function resetPolicyOf(env: {
  readonly LICENCE_RESETS_PER_WINDOW: string;
  readonly LICENCE_RESET_WINDOW_DAYS: string;
}): ResetPolicy {
  const parsed = resetPolicyConfig.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `licence reset quota misconfigured: ${parsed.error.issues.map((i) => i.path.join(".")).join(", ")}`,
    );
  }
  return {
    perWindow: parsed.data.LICENCE_RESETS_PER_WINDOW,
    windowMs: parsed.data.LICENCE_RESET_WINDOW_DAYS * DAY_MS,
  };
}

export interface ResetAllowance {
  /** Resets the key may still make now: what is left of the window's quota, plus unused grants. */
  readonly resetsRemaining: number;
  /** Operator grants not used yet. */
  readonly extraResets: number;
  /** When the window frees a reset again, if none is left now (Unix ms); null otherwise. */
  readonly nextResetAt: number | null;
}

/** Quota resets of one key inside the window, oldest first (granted ones, and ones that freed nothing, do not count). */
function quotaResets(db: Db, key: string, policy: ResetPolicy, now: number) {
  return db
    .select({ createdAt: licenceResets.createdAt })
    .from(licenceResets)
    .where(
      and(
        eq(licenceResets.licenceKey, key),
        eq(licenceResets.granted, false),
        eq(licenceResets.released, true),
        gt(licenceResets.createdAt, now - policy.windowMs),
      ),
    )
    .orderBy(asc(licenceResets.createdAt));
}

async function allowanceOf(
  db: Db,
  licence: { key: string; extraResets: number },
  policy: ResetPolicy,
  now: number,
): Promise<ResetAllowance> {
  const used = await quotaResets(db, licence.key, policy, now);
  const left = Math.max(0, policy.perWindow - used.length);
  const resetsRemaining = left + licence.extraResets;
  // The window must lose (used - perWindow + 1) resets before one is free: the oldest of those ages out last.
  const freedBy = used[used.length - policy.perWindow];
  return {
    resetsRemaining,
    extraResets: licence.extraResets,
    nextResetAt: resetsRemaining > 0 || !freedBy ? null : freedBy.createdAt + policy.windowMs,
  };
}

// ---- the customer's reset --------------------------------------------------------------------

export type ResetOutcome = { readonly status: "reset"; readonly resetsRemaining: number } | Refusal;

/** No live licence has this e-mail, key and order: call 10's 'KO'. */
const noMatch = new Refusal("not-found", "No live licence matches this e-mail, key and order", {
  plain: resetAnswers.noMatch,
});

/** Past the key's reset quota: call 10's 'KO2 <date>', the moment the next reset is possible. */
const resetLimited = (nextResetAt: number) =>
  new Refusal("limited", `No reset is left before ${new Date(nextResetAt).toISOString()}`, {
    until: nextResetAt,
    plain: resetAnswers.limited(new Date(nextResetAt)),
  });

/**
 * Unbinds a live licence from its device when email, key and order all match it, within the
 * quota (or with an operator's grant past it). A key no device holds is already free: its reset
 * succeeds, is recorded as having released nothing, and costs no reset of the quota or grant.
 * One batch, so two resets racing for the last allowed one cannot both pass: the history row and
 * the unbinding land together or not at all.
 */
export async function resetLicence(
  db: Db,
  input: { email: string; key: string; orderId: string },
  policy: ResetPolicy,
  now = Date.now(),
): Promise<ResetOutcome> {
  const { key } = input;
  const email = input.email.trim().toLowerCase();
  const id = crypto.randomUUID();
  const used = sql`(select count(*) from ${licenceResets} where ${licenceResets.licenceKey} = ${licences.key}
    and ${licenceResets.granted} = 0 and ${licenceResets.released} = 1 and ${licenceResets.createdAt} > ${now - policy.windowMs})`;
  const bound = sql`${licences.deviceId} is not null`;
  const thisReset = sql`(select ${licenceResets.granted} from ${licenceResets} where ${licenceResets.id} = ${id})`;
  await runBatch(db, [
    sql`insert into ${licenceResets} ${columnList(licenceResets.id, licenceResets.licenceKey, licenceResets.createdAt, licenceResets.granted, licenceResets.released)}
          select ${id}, ${licences.key}, ${now}, ${bound} and ${used} >= ${policy.perWindow}, ${bound} from ${licences}
          where ${licences.key} = ${key} and ${licences.orderId} = ${input.orderId} and ${licences.email} = ${email}
          and ${licences.revokedAt} is null
          and (not ${bound} or ${used} < ${policy.perWindow} or ${licences.extraResets} > 0)`,
    sql`update ${licences} set ${assign(licences.deviceId, null)}, ${assign(licences.activatedAt, null)},
          ${assign(licences.resets, sql`${licences.resets} + 1`)},
          ${assign(licences.extraResets, sql`${licences.extraResets} - ${thisReset}`)}
          where ${licences.key} = (select ${licenceResets.licenceKey} from ${licenceResets}
            where ${licenceResets.id} = ${id} and ${licenceResets.released} = 1)`,
  ]);

  const licence = await db.query.licences.findFirst({
    where: and(
      eq(licences.key, key),
      eq(licences.orderId, input.orderId),
      eq(licences.email, email),
      isNull(licences.revokedAt),
    ),
  });
  if (!licence) return noMatch;
  const allowance = await allowanceOf(db, licence, policy, now);
  const done = await db.query.licenceResets.findFirst({ where: eq(licenceResets.id, id) });
  if (done) return { status: "reset", resetsRemaining: allowance.resetsRemaining };
  return resetLimited(allowance.nextResetAt ?? now);
}

// ---- the operator's side of the quota ---------------------------------------------------------

export type GrantOutcome = { readonly status: "granted"; readonly extraResets: number } | Refusal;

/**
 * One more reset for a key past its quota (the operator console and `npm run admin --
 * licence:grant-reset`). Grants add up and are used one per reset made past the quota; a
 * reset within the quota leaves them untouched. Recording who granted it is the caller's audit.
 */
export async function grantExtraReset(db: Db, key: string): Promise<GrantOutcome> {
  const [granted] = await db
    .update(licences)
    .set({ extraResets: sql`${licences.extraResets} + 1` })
    .where(and(eq(licences.key, key), isNull(licences.revokedAt)))
    .returning({ extraResets: licences.extraResets });
  if (granted) return { status: "granted", extraResets: granted.extraResets };
  return (await findLicence(db, key)) ? conflict("This key is revoked") : unknownKey(key);
}

export interface LicenceResetReport extends ResetAllowance {
  /** Every reset of the key, newest first; `granted` ones used an operator's grant, unreleased ones freed no device. */
  readonly history: readonly { readonly at: number; readonly granted: boolean; readonly released: boolean }[];
}

/** A key's resets and what is left of its quota (for the operator console). */
export async function licenceResetReport(
  db: Db,
  key: string,
  policy: ResetPolicy,
  now = Date.now(),
): Promise<LicenceResetReport | Refusal> {
  const licence = await findLicence(db, key);
  if (!licence) return unknownKey(key);
  const history = await db
    .select({ at: licenceResets.createdAt, granted: licenceResets.granted, released: licenceResets.released })
    .from(licenceResets)
    .where(eq(licenceResets.licenceKey, licence.key))
    .orderBy(desc(licenceResets.createdAt));
  return { ...(await allowanceOf(db, licence, policy, now)), history };
}

// ---- the desktop app ---------------------------------------------------------------------------

export type ActivateOutcome =
  | { readonly status: "activated" | "active"; readonly orderId: string; readonly resetsRemaining: number }
  | Refusal;

/**
 * Binds a free key to the device, or confirms the device that holds it; tells how many resets
 * remain. A key bound elsewhere is refused with the address of the reset page (`resetPage`).
 */
export async function activateLicence(
  db: Db,
  key: string,
  deviceId: string,
  policy: ResetPolicy & { readonly resetPage: string },
  now = Date.now(),
): Promise<ActivateOutcome> {
  // The conditional update is the lock: of two devices racing for a free key, one wins.
  const [bound] = await db
    .update(licences)
    .set({ deviceId, activatedAt: now })
    .where(and(eq(licences.key, key), isNull(licences.deviceId), isNull(licences.revokedAt)))
    .returning();
  const current = bound ?? (await findLicence(db, key));
  if (!current) return new Refusal("not-found", "Unknown licence key");
  if (current.revokedAt !== null) return new Refusal("forbidden", "This licence key has been revoked");
  if (current.deviceId !== deviceId) {
    return conflict(`This licence key is bound to another device; reset it at ${policy.resetPage} first`);
  }
  const { resetsRemaining } = await allowanceOf(db, current, policy, now);
  return { status: bound ? "activated" : "active", orderId: current.orderId, resetsRemaining };
}

export type ValidateOutcome =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: "unknown" | "revoked" | "not_activated" | "other_device" };

/** Whether the key may run on this device right now (the app asks on start). */
export async function validateLicence(db: Db, key: string, deviceId: string): Promise<ValidateOutcome> {
  const licence = await findLicence(db, key);
  if (!licence) return { valid: false, reason: "unknown" };
  if (licence.revokedAt !== null) return { valid: false, reason: "revoked" };
  if (licence.deviceId === null) return { valid: false, reason: "not_activated" };
  return licence.deviceId === deviceId ? { valid: true } : { valid: false, reason: "other_device" };
}

const unknownKey = (key: string) => notFound(`No licence key ${key}`);

function findLicence(db: Db, key: string) {
  return db.query.licences.findFirst({ where: eq(licences.key, key) });
}

// ---- the licence e-mail ----------------------------------------------------------------------

/** An order's live keys, in issue order. */
export async function orderLicence(db: Db, orderId: string): Promise<IssuedLicence | Refusal> {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return notFound(`No order ${orderId}`);
  const rows = await db
    .select({ key: licences.key })
    .from(licences)
    .where(and(eq(licences.orderId, orderId), isNull(licences.revokedAt)))
    .orderBy(asc(licences.seq));
  return { orderId, email: order.customerEmail, keys: rows.map((r) => r.key), locale: mailLocaleOf(order.locale) };
}

/**
 * Queues the licence e-mail of one order again, with all its live keys: after the free second
 * key, or when support resends it. Each call is its own mail.
 */
export async function queueLicenceMail(
  db: Db,
  licence: IssuedLicence,
  settings: LicenceMailSettings,
  occasion: "second-key" | "resend",
) {
  const mail = licenceMail(
    { occasion, locale: licence.locale, orders: [{ orderId: licence.orderId, keys: licence.keys }] },
    settings,
  );
  await db.run(
    queueMail(mail, {
      kind: "licence",
      dedupeKey: `licence:${licence.orderId}:${occasion}:${crypto.randomUUID()}`,
      to: licence.email,
    }),
  );
}

/** The one free extra key an order may have; refuses a refunded order or a third key. */
export async function issueSecondKey(db: Db, orderId: string): Promise<{ key: string } | Refusal> {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return notFound(`No order ${orderId}`);
  if (order.status !== "paid") return conflict(`Order ${orderId} was refunded`);
  const key = crypto.randomUUID();
  const inserted = await db
    .insert(licences)
    .values({ key, orderId, seq: 2, email: order.customerEmail })
    .onConflictDoNothing()
    .returning({ key: licences.key });
  return inserted.length
    ? { key }
    : conflict(`Order ${orderId} already has its second key (resend the licence mail instead)`);
}

// ---- "send me my licence again" --------------------------------------------------------------

/** Resend requests one address may make per hour; past it the request is accepted and ignored. */
export const RESEND_PER_HOUR = 3;

export type ResendOutcome = { readonly queued: true } | Refusal;

/** Every live key of an address, grouped by order, oldest order first; the language of the newest order. */
async function ordersOf(db: Db, email: string): Promise<{ orders: LicenceOrder[]; locale: Locale }> {
  const rows = await db
    .select({ orderId: licences.orderId, key: licences.key, locale: orders.locale })
    .from(licences)
    .innerJoin(orders, eq(orders.id, licences.orderId))
    .where(and(eq(licences.email, email), isNull(licences.revokedAt), eq(orders.status, "paid")))
    .orderBy(asc(orders.createdAt), asc(orders.id), asc(licences.seq));
  const byOrder = new Map<string, string[]>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row.key]);
  return {
    orders: [...byOrder].map(([orderId, keys]) => ({ orderId, keys })),
    locale: mailLocaleOf(rows.at(-1)?.locale),
  };
}

/**
 * "Send me my licence again": counts the request against the address's hourly limit (known
 * and unknown addresses alike), then queues one mail listing every order of the address with
 * its keys. Runs after the answer (waitUntil): the caller learns nothing of the outcome.
 */
export async function requestLicenceResend(
  db: Db,
  address: string,
  settings: LicenceMailSettings,
  now = Date.now(),
): Promise<ResendOutcome> {
  const email = address.trim().toLowerCase();
  const emailHash = await sha256Hex(email);
  const id = crypto.randomUUID();
  const since = now - HOUR_MS;
  await runBatch(db, [
    // Requests older than the window count for nothing: the table holds one hour at most.
    db.delete(licenceLookups).where(sql`${licenceLookups.createdAt} <= ${since}`),
    sql`insert into ${licenceLookups} ${columnList(licenceLookups.id, licenceLookups.emailHash, licenceLookups.createdAt)}
          select ${id}, ${emailHash}, ${now}
          where (select count(*) from ${licenceLookups}
                 where ${licenceLookups.emailHash} = ${emailHash} and ${licenceLookups.createdAt} > ${since}) < ${RESEND_PER_HOUR}`,
  ]);
  const counted = await db.query.licenceLookups.findFirst({ where: eq(licenceLookups.id, id) });
  if (!counted) return new Refusal("limited", `At most ${RESEND_PER_HOUR} resend requests an hour per address`);

  const found = await ordersOf(db, email);
  if (found.orders.length === 0) return notFound("No paid order has this address");
  const mail = licenceMail({ occasion: "resend", ...found }, settings);
  await db.run(queueMail(mail, { kind: "licence-resend", dedupeKey: `licence-resend:${id}`, to: email }));
  return { queued: true };
}
