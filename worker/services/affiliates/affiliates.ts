/** The affiliate portal's rules: accounts, sign-in, own transactions and password resets. */
import { and, asc, eq, gte, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Locale } from "#common/locales.ts";
import { minorDigits } from "#common/money.ts";
import { LICENCE_CURRENCIES } from "#common/prices.ts";
import { siteAddress } from "#common/site-url.ts";
import { HOUR_MS } from "#common/time.ts";
import { runBatch } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliateCoupons, affiliates, passwordResets, transactions } from "#worker/db/schema.ts";
import { columnList } from "#worker/db/sql.ts";
import { mailLocaleOf } from "#worker/mail/i18n.ts";
import type { MailBrand } from "#worker/mail/layout.ts";
import { passwordResetMail } from "#worker/mail/password-reset.ts";
import { queueMail } from "#worker/mail/queue.ts";
import { keptOfCommission } from "#worker/services/payouts/commissions.ts";
import { hashPassword, verifyDummyPassword, verifyPassword } from "./passwords";

/** A reset link lives one hour. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;
/** Reset mails one address may be sent in any hour, however many clients ask for them. */
export const RESET_MAILS_PER_HOUR = 3;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function findAffiliateByEmail(db: Db, email: string) {
  return db.query.affiliates.findFirst({ where: eq(affiliates.email, normaliseEmail(email)) });
}

export function findAffiliateById(db: Db, id: number) {
  return db.query.affiliates.findFirst({ where: eq(affiliates.id, id) });
}

/**
 * The account when the credentials match an enabled account, else null. An unknown email
 * still spends one PBKDF2 derivation so both failures take about the same time.
 */
export async function checkCredentials(db: Db, email: string, password: string) {
  const account = await findAffiliateByEmail(db, email);
  if (!account) return verifyDummyPassword(password).then(() => null);
  const ok = await verifyPassword(password, account.passwordHash);
  return ok && !account.disabled ? account : null;
}

/**
 * An amount in minor units as currency units, as SQL: cents / 100, but whole yen as they are (the
 * yen has no minor unit). Every currency the licence is sold in by its own decimals; others in cents.
 */
const unitsOf = (minor: SQLiteColumn | SQL, currency: SQLiteColumn) => {
  const divisors = LICENCE_CURRENCIES.filter((c) => minorDigits(c) !== 2).map(
    (c) => sql`WHEN ${c} THEN ${sql.raw(`${10 ** minorDigits(c)}.0`)}`,
  );
  return sql`round(${minor}) / (CASE lower(${currency}) ${sql.join(divisors, sql` `)} ELSE 100.0 END)`;
};
/** A 0/1 column as a JSON boolean, as SQL. */
const booleanOf = (flag: SQLiteColumn) => sql`json(CASE WHEN ${flag} THEN 'true' ELSE 'false' END)`;

/** Rows of the transactions answer per D1 query: a few hundred kilobytes of JSON text at most. */
export const TRANSACTIONS_PAGE_ROWS = 1000;

/** Where a page of transactions ends: the next page starts after this (created, id). */
export interface TransactionCursor {
  readonly created: number;
  readonly id: number;
}

/**
 * One page of the affiliate's rows with `created` in [fromSeconds, toSeconds] (whole seconds, both
 * inclusive), oldest first, after `after`: each row's `json` is one element of the answer, with the
 * spec's field names (and `AmountRefunded`), amounts in currency units, the commission the partner
 * keeps (none once refunded in full, less the refunded share after a partial refund). SQLite writes the
 * text (far faster than rows the Worker turns into objects and back), but one object per row, never
 * one aggregate: D1 refuses any value over 2,000,000 bytes, which a json_group_array of an
 * affiliate's whole history passes (docs/decisions/016-transactions-in-pages.md).
 */
export function transactionsJsonPage(
  db: Db,
  range: { readonly affiliateId: number; readonly fromSeconds: number; readonly toSeconds: number },
  after?: TransactionCursor,
) {
  const t = transactions;
  return db
    .select({
      created: t.created,
      id: t.id,
      json: sql<string>`json_object(
        'CustomerEmail', ${t.customerEmail},
        'CustomerCountry', ${t.customerCountry},
        'Created', ${t.created},
        'Status', ${t.status},
        'Item', ${t.item},
        'CouponCode', ${t.couponCode},
        'Currency', ${t.currency},
        'AmountPaid', ${unitsOf(t.amountPaid, t.currency)},
        'AmountSubtotal', ${unitsOf(t.amountSubtotal, t.currency)},
        'AmountDiscount', ${unitsOf(t.amountDiscount, t.currency)},
        'AmountCommission', CASE WHEN ${t.refunded} THEN 0 ELSE ${unitsOf(keptOfCommission(t.amountCommission, t.amountPaid, t.amountRefunded), t.currency)} END,
        'Recurring', ${booleanOf(t.recurring)},
        'Refunded', ${booleanOf(t.refunded)},
        'AmountRefunded', ${unitsOf(t.amountRefunded, t.currency)}
      )`,
    })
    .from(t)
    .where(
      and(
        eq(t.affiliateId, range.affiliateId),
        gte(t.created, range.fromSeconds * 1000),
        lt(t.created, (range.toSeconds + 1) * 1000),
        after ? sql`(${t.created}, ${t.id}) > (${after.created}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(t.created), asc(t.id))
    .limit(TRANSACTIONS_PAGE_ROWS);
}

/** The affiliate's coupon codes, in order. */
export function couponsQuery(db: Db, affiliateId: number) {
  return db
    .select({ code: affiliateCoupons.code })
    .from(affiliateCoupons)
    .where(eq(affiliateCoupons.affiliateId, affiliateId))
    .orderBy(asc(affiliateCoupons.code));
}

// ---- password reset ---------------------------------------------------------------------------

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A short fingerprint of the password hash, carried by tokens (see signAffiliateToken). */
export const passwordVersion = async (passwordHash: string) => (await sha256Hex(passwordHash)).slice(0, 16);

export const resetLink = (siteUrl: string, token: string) => siteAddress(siteUrl, `/affiliates/resetpassword/${token}`);

/**
 * For an enabled account that was sent fewer than RESET_MAILS_PER_HOUR links in the last hour:
 * spends its open links (only one is ever live), stores a new random token (hashed) and queues
 * the mail, in one batch, so concurrent requests cannot pass the limit together. Anything else
 * does nothing. The route runs it after answering (waitUntil): known and unknown addresses
 * answer alike, in the same time. Returns whether a mail was queued (never shown to the caller).
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  brand: MailBrand,
  now = Date.now(),
): Promise<boolean> {
  const account = await findAffiliateByEmail(db, email);
  if (!account || account.disabled) return false;
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const tokenHash = await sha256Hex(token);
  const mail = passwordResetMail(
    { username: account.username, link: resetLink(brand.siteUrl, token), locale: mailLocaleOf(account.locale) },
    brand,
  );
  const r = passwordResets;
  const underLimit = sql`(SELECT count(*) FROM ${r} WHERE ${r.affiliateId} = ${account.id} AND ${r.createdAt} > ${now - HOUR_MS}) < ${RESET_MAILS_PER_HOUR}`;
  await runBatch(db, [
    db
      .update(r)
      .set({ usedAt: now })
      .where(and(eq(r.affiliateId, account.id), isNull(r.usedAt), underLimit)),
    sql`INSERT INTO ${r} ${columnList(r.tokenHash, r.affiliateId, r.expiresAt, r.createdAt)}
        SELECT ${tokenHash}, ${account.id}, ${now + RESET_TOKEN_TTL_MS}, ${now} WHERE ${underLimit}`,
    queueMail(
      mail,
      { kind: "affiliate-password-reset", dedupeKey: `affiliate-reset:${tokenHash}`, to: account.email },
      sql`EXISTS (SELECT 1 FROM ${r} WHERE ${r.tokenHash} = ${tokenHash})`,
    ),
  ]);
  const stored = await db.query.passwordResets.findFirst({ where: eq(r.tokenHash, tokenHash) });
  return stored !== undefined;
}

export type ResetLinkStatus = "OK" | "KO1" | "KO2";

/** 'KO1': no such (or an already used) link; 'KO2': expired; 'OK': usable. */
export async function resetLinkStatus(db: Db, token: string, now = Date.now()): Promise<ResetLinkStatus> {
  const row = await db.query.passwordResets.findFirst({
    where: eq(passwordResets.tokenHash, await sha256Hex(token)),
  });
  if (!row || row.usedAt !== null) return "KO1";
  return row.expiresAt <= now ? "KO2" : "OK";
}

/**
 * Sets the new password and spends the token (and every other open token of the account) in one
 * batch. The update only happens while the token is unused and unexpired, so two concurrent
 * confirms cannot both succeed.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  password: string,
  now = Date.now(),
): Promise<ResetLinkStatus> {
  const status = await resetLinkStatus(db, token, now);
  if (status !== "OK") return status;
  const tokenHash = await sha256Hex(token);
  const passwordHash = await hashPassword(password);
  const owner = sql`(SELECT ${passwordResets.affiliateId} FROM ${passwordResets} WHERE ${passwordResets.tokenHash} = ${tokenHash} AND ${passwordResets.usedAt} IS NULL AND ${passwordResets.expiresAt} > ${now})`;
  const [updated] = await db.batch([
    db.update(affiliates).set({ passwordHash }).where(eq(affiliates.id, owner)),
    db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.affiliateId, owner), isNull(passwordResets.usedAt))),
  ]);
  return updated.meta.changes > 0 ? "OK" : "KO1";
}

// ---- administration ---------------------------------------------------------------------------

export interface NewAffiliate {
  readonly username: string;
  readonly email: string;
  readonly commissionPercent: number;
  /** In their normal form (#common/api/coupon-code.ts). */
  readonly coupons: readonly string[];
  readonly password: string;
  /** The language of the partner's mails; English when left out. */
  readonly locale?: Locale;
}

/** Creates the account and its coupons in one batch; fails on a taken email, username or coupon. */
export async function createAffiliate(db: Db, input: NewAffiliate): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const email = normaliseEmail(input.email);
  await db.batch([
    db.insert(affiliates).values({
      username: input.username,
      email,
      passwordHash,
      commissionPercent: input.commissionPercent,
      ...(input.locale ? { locale: input.locale } : {}),
    }),
    ...input.coupons.map((code) =>
      db.insert(affiliateCoupons).values({
        code,
        affiliateId: sql`(SELECT ${affiliates.id} FROM ${affiliates} WHERE ${affiliates.email} = ${email})`,
      }),
    ),
  ]);
  const created = await findAffiliateByEmail(db, email);
  if (!created) throw new Error("the affiliate was not created");
  return created.id;
}

/** Returns false when no account has this email. */
export async function updateAffiliate(
  db: Db,
  email: string,
  change: Partial<{ disabled: boolean; commissionPercent: number; password: string; locale: Locale }>,
): Promise<boolean> {
  const { password, ...rest } = change;
  const set = { ...rest, ...(password !== undefined ? { passwordHash: await hashPassword(password) } : {}) };
  const result = await db
    .update(affiliates)
    .set(set)
    .where(eq(affiliates.email, normaliseEmail(email)));
  return result.meta.changes > 0;
}
