/**
 * Stripe objects found by a name of ours (the Price behind a lookup key, the promotion code
 * behind a coupon code), kept in D1 for a few minutes so that starting a checkout is one Stripe
 * call instead of three. D1 rather than the Cache API: every isolate and colo shares it, and it
 * works on any hostname (docs/decisions/019-stripe-lookup-cache.md).
 *
 * An entry is refreshed when it is older than LOOKUP_TTL_MS, when Stripe refuses what it names
 * (see checkout/start.ts), and when Stripe reports a change (price.* / promotion_code.* events).
 */
import { and, eq } from "drizzle-orm";
import { z } from "zod/mini";
import type { Db } from "#worker/db/client.ts";
import { stripeLookups } from "#worker/db/schema.ts";

/** How long a looked-up Price or promotion code is trusted before Stripe is asked again. */
export const LOOKUP_TTL_MS = 5 * 60_000;

/** What is kept of each kind; a stored value of an older shape fails to parse and is looked up again. */
const valueSchemas = {
  price: z.object({
    id: z.string(),
    currency: z.string(),
    unitAmount: z.nullable(z.int()),
    taxBehavior: z.enum(["inclusive", "exclusive", "unspecified"]),
    currencyOptions: z.record(
      z.string(),
      z.object({ unitAmount: z.nullable(z.int()), taxBehavior: z.enum(["inclusive", "exclusive", "unspecified"]) }),
    ),
  }),
  promotion_code: z.object({
    id: z.string(),
    percentOff: z.nullable(z.number()),
    amountOffByCurrency: z.record(z.string(), z.int()),
  }),
};

export type LookupKind = keyof typeof valueSchemas;

/**
 * Whether "Stripe has none" is kept too. Promotion codes are looked up only for codes the shop
 * issued (a bounded list), so keeping their absence spares Stripe; a lookup key is whatever a
 * client sends, and keeping every unknown one would let anyone fill the table.
 */
const keepsAbsence: Record<LookupKind, boolean> = { price: false, promotion_code: true };
export type LookupValue<K extends LookupKind> = z.infer<(typeof valueSchemas)[K]>;

export interface LookupName<K extends LookupKind = LookupKind> {
  /** Live and test mode are separate worlds at Stripe: never answer one from the other. */
  readonly livemode: boolean;
  readonly kind: K;
  readonly key: string;
}

const whereName = (name: LookupName) =>
  and(eq(stripeLookups.livemode, name.livemode), eq(stripeLookups.kind, name.kind), eq(stripeLookups.key, name.key));

/** The stored value while it is fresh; undefined when there is none, it is stale or unreadable. */
async function freshValue<K extends LookupKind>(
  db: Db,
  name: LookupName<K>,
  now: number,
): Promise<{ value: LookupValue<K> | null } | undefined> {
  const row = await db.query.stripeLookups.findFirst({ where: whereName(name) });
  if (!row || now - row.fetchedAt >= LOOKUP_TTL_MS) return undefined;
  if (row.value === null) return { value: null };
  const parsed = valueSchemas[name.kind].safeParse(JSON.parse(row.value));
  return parsed.success ? { value: parsed.data as LookupValue<K> } : undefined;
}

/** The value for `name`, from D1 while fresh, otherwise from `load` (Stripe), which is then stored. */
export async function cachedLookup<K extends LookupKind>(
  db: Db,
  name: LookupName<K>,
  load: () => Promise<LookupValue<K> | null>,
  now = Date.now(),
): Promise<LookupValue<K> | null> {
  const stored = await freshValue(db, name, now);
  if (stored) return stored.value;
  const value = await load();
  if (value === null && !keepsAbsence[name.kind]) return null;
  const row = { value: value === null ? null : JSON.stringify(value), fetchedAt: now };
  await db
    .insert(stripeLookups)
    .values({ ...name, ...row })
    .onConflictDoUpdate({ target: [stripeLookups.livemode, stripeLookups.kind, stripeLookups.key], set: row });
  return value;
}

/** Drops the named entries, so the next lookup asks Stripe. */
export async function forgetLookups(db: Db, names: readonly LookupName[]): Promise<void> {
  for (const name of names) await db.delete(stripeLookups).where(whereName(name));
}

/** Drops every entry of a kind in one mode: Stripe reported a change to one of those objects. */
export async function forgetLookupKind(db: Db, livemode: boolean, kind: LookupKind): Promise<void> {
  await db.delete(stripeLookups).where(and(eq(stripeLookups.livemode, livemode), eq(stripeLookups.kind, kind)));
}
