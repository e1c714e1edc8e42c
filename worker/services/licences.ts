/**
 * Desktop licence keys: the licence e-mail, the customer's reset (unbinds the device), the
 * desktop app's activation and validation, and the operator's second key and resend.
 * A key binds to one device; a reset frees it for the next activation.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";
import { licences, orders, outbox } from "#worker/db/schema.ts";

export interface LicenceMailSettings {
  readonly siteUrl: string;
  readonly downloadUrl: string;
  readonly supportEmail: string;
}

export interface IssuedLicence {
  readonly orderId: string;
  readonly email: string;
  readonly keys: readonly string[];
}

/** The licence e-mail: key(s), order ID, download link, how to reset, support. */
export function licenceMail(licence: IssuedLicence, settings: LicenceMailSettings) {
  const site = settings.siteUrl.replace(/\/+$/, "");
  const many = licence.keys.length > 1;
  return {
    subject: `Your TickSim desktop licence key (order ${licence.orderId})`,
    bodyText: [
      "Thank you for buying the TickSim desktop app.",
      "",
      `Your licence key${many ? "s" : ""}:`,
      ...licence.keys.map((key) => `  ${key}`),
      `Order ID: ${licence.orderId}`,
      "",
      `Download the desktop app (Windows): ${settings.downloadUrl}`,
      "Enter the key when the app first starts: it binds to that computer.",
      "",
      "To install the app on another computer, reset your key first:",
      `${site}/resetlicense (with this e-mail address, the key and the order ID).`,
      "",
      `Questions? Write to ${settings.supportEmail} or ask on our Discord: ${site}/discord`,
    ].join("\n"),
  };
}

/** A digits-only order ID (12 digits), as customers type it on the reset page. */
export function newOrderId(): string {
  const digits = crypto.getRandomValues(new Uint32Array(3));
  return [...digits]
    .map((n) => String(n % 10_000).padStart(4, "0"))
    .join("")
    .replace(/^0/, "1");
}

export type ResetOutcome = "reset" | "no-match";

/** Unbinds a live licence from its device when email, key and order all match it. */
export async function resetLicence(
  db: Db,
  input: { email: string; key: string; orderId: string },
): Promise<ResetOutcome> {
  const [row] = await db
    .update(licences)
    .set({ deviceId: null, activatedAt: null, resets: sql`${licences.resets} + 1` })
    .where(
      and(
        eq(licences.key, input.key.toLowerCase()),
        eq(licences.orderId, input.orderId),
        eq(licences.email, input.email.trim().toLowerCase()),
        isNull(licences.revokedAt),
      ),
    )
    .returning({ key: licences.key });
  return row ? "reset" : "no-match";
}

export type ActivateOutcome =
  | { readonly status: "activated" | "active"; readonly orderId: string }
  | { readonly status: "unknown" | "revoked" | "other_device" };

/** Binds a free key to the device, or confirms the device that holds it. */
export async function activateLicence(
  db: Db,
  key: string,
  deviceId: string,
  now = Date.now(),
): Promise<ActivateOutcome> {
  const normalised = key.toLowerCase();
  // The conditional update is the lock: of two devices racing for a free key, one wins.
  const [bound] = await db
    .update(licences)
    .set({ deviceId, activatedAt: now })
    .where(and(eq(licences.key, normalised), isNull(licences.deviceId), isNull(licences.revokedAt)))
    .returning({ orderId: licences.orderId });
  if (bound) return { status: "activated", orderId: bound.orderId };
  const current = await findLicence(db, normalised);
  if (!current) return { status: "unknown" };
  if (current.revokedAt !== null) return { status: "revoked" };
  return current.deviceId === deviceId ? { status: "active", orderId: current.orderId } : { status: "other_device" };
}

export type ValidateOutcome =
  | { readonly valid: true }
  | { readonly valid: false; readonly reason: "unknown" | "revoked" | "not_activated" | "other_device" };

/** Whether the key may run on this device right now (the app asks on start). */
export async function validateLicence(db: Db, key: string, deviceId: string): Promise<ValidateOutcome> {
  const licence = await findLicence(db, key.toLowerCase());
  if (!licence) return { valid: false, reason: "unknown" };
  if (licence.revokedAt !== null) return { valid: false, reason: "revoked" };
  if (licence.deviceId === null) return { valid: false, reason: "not_activated" };
  return licence.deviceId === deviceId ? { valid: true } : { valid: false, reason: "other_device" };
}

function findLicence(db: Db, key: string) {
  return db.query.licences.findFirst({ where: eq(licences.key, key) });
}

/** An order's live keys, in issue order. */
export async function orderLicence(db: Db, orderId: string): Promise<IssuedLicence | undefined> {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return undefined;
  const rows = await db
    .select({ key: licences.key })
    .from(licences)
    .where(and(eq(licences.orderId, orderId), isNull(licences.revokedAt)))
    .orderBy(asc(licences.seq));
  return { orderId, email: order.customerEmail, keys: rows.map((r) => r.key) };
}

/** Queues the licence e-mail again (all live keys of the order); `tag` keeps each resend distinct. */
export async function queueLicenceMail(db: Db, licence: IssuedLicence, settings: LicenceMailSettings, tag: string) {
  const mail = licenceMail(licence, settings);
  await db.insert(outbox).values({
    kind: "licence",
    dedupeKey: `licence:${licence.orderId}:${tag}`,
    toAddress: licence.email,
    subject: mail.subject,
    bodyText: mail.bodyText,
  });
}

/** The one free extra key an order may have; refuses a refunded order or a third key. */
export async function issueSecondKey(
  db: Db,
  orderId: string,
): Promise<{ key: string } | { error: "no-order" | "refunded" | "exists" }> {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return { error: "no-order" };
  if (order.status !== "paid") return { error: "refunded" };
  const key = crypto.randomUUID();
  const inserted = await db
    .insert(licences)
    .values({ key, orderId, seq: 2, email: order.customerEmail })
    .onConflictDoNothing()
    .returning({ key: licences.key });
  return inserted.length ? { key } : { error: "exists" };
}
