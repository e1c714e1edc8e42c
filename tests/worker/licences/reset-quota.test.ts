import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { licenceResets } from "#worker/db/schema.ts";
import { orderDetail } from "#worker/services/admin/orders.ts";
import {
  activateLicence,
  grantExtraReset,
  licenceResetReport,
  type ResetPolicy,
  resetLicence,
  resetPolicyOf,
} from "#worker/services/licences.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { aLicence, db, device, reset } from "./helpers";

const DAY = 86_400_000;
const policy: ResetPolicy = resetPolicyOf(env);
const activation = { ...policy, resetPage: "https://example.test/resetlicense" };
const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);

const input = (licence: { email: string; key: string; orderId: string }) => ({
  email: licence.email,
  key: licence.key,
  orderId: licence.orderId,
});

/** The key's reset report; a refusal fails the test. */
async function reportOf(key: string, ...rest: [ResetPolicy, number]) {
  const report = await licenceResetReport(db, key, ...rest);
  if (report instanceof Refusal) throw new Error(report.message);
  return report;
}

/** A device takes the key at `at`, then the customer resets it a moment later (a reset that frees a device). */
async function bindAndReset(licence: { email: string; key: string; orderId: string }, at = Date.now()) {
  await activateLicence(db, licence.key, `device-${crypto.randomUUID()}`, activation, at);
  return resetLicence(db, input(licence), policy, at);
}

/** Call 10 on a key a device holds. */
async function bindAndResetByUrl(licence: { email: string; key: string; orderId: string }) {
  await device("activate", licence.key, `device-${crypto.randomUUID()}`);
  return reset(licence.email, licence.key, licence.orderId);
}

describe("the reset quota", () => {
  it("is 3 resets in any 30 days, from wrangler.toml, and refuses a malformed setting", () => {
    expect(policy).toEqual({ perWindow: 3, windowMs: 30 * DAY });
    expect(resetPolicyOf({ LICENCE_RESETS_PER_WINDOW: "5", LICENCE_RESET_WINDOW_DAYS: "7" })).toEqual({
      perWindow: 5,
      windowMs: 7 * DAY,
    });
    expect(() => resetPolicyOf({ LICENCE_RESETS_PER_WINDOW: "three", LICENCE_RESET_WINDOW_DAYS: "30" })).toThrow(
      "LICENCE_RESETS_PER_WINDOW",
    );
  });

  it("answers 'KO2 <date>' past the quota, the date being when the oldest reset leaves the window", async () => {
    const licence = await aLicence();
    for (let i = 0; i < 3; i++) {
      expect(await (await bindAndResetByUrl(licence)).text()).toBe("OK");
    }
    const [oldest] = await db
      .select()
      .from(licenceResets)
      .where(eq(licenceResets.licenceKey, licence.key))
      .orderBy(licenceResets.createdAt)
      .limit(1);
    const res = await bindAndResetByUrl(licence);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`KO2 ${new Date((oldest?.createdAt ?? 0) + 30 * DAY).toISOString()}`);
    // Nothing was written by the refused reset.
    expect(await db.select().from(licenceResets).where(eq(licenceResets.licenceKey, licence.key))).toHaveLength(3);
  });

  it("still answers 'KO' (not the quota) when the fields match no live licence", async () => {
    const licence = await aLicence();
    for (let i = 0; i < 3; i++) await bindAndReset(licence);
    expect(await (await reset(licence.email, crypto.randomUUID(), licence.orderId)).text()).toBe("KO");
  });

  it("frees a reset once the oldest one is 30 days old, counting per key", async () => {
    const licence = await aLicence({ email: "two-keys@example.com" });
    const other = await aLicence({ email: "two-keys@example.com" });
    for (const day of [0, 1, 2]) {
      expect(await bindAndReset(licence, T0 + day * DAY)).toMatchObject({ status: "reset" });
    }
    expect(await bindAndReset(licence, T0 + 10 * DAY)).toMatchObject({
      kind: "limited",
      details: { until: T0 + 30 * DAY },
    });
    expect(await bindAndReset(other, T0 + 10 * DAY)).toEqual({
      status: "reset",
      resetsRemaining: 2,
    });
    expect(await bindAndReset(licence, T0 + 30 * DAY - 1)).toMatchObject({ kind: "limited" });
    expect(await bindAndReset(licence, T0 + 30 * DAY)).toEqual({
      status: "reset",
      resetsRemaining: 0,
    });
  });

  it("lets only one of two resets racing for the last allowed one free the device and count", async () => {
    const licence = await aLicence();
    await bindAndReset(licence, T0);
    await bindAndReset(licence, T0 + 1);
    await activateLicence(db, licence.key, "device-racing-0001", activation, T0 + 1);
    const outcomes = await Promise.all([
      resetLicence(db, input(licence), policy, T0 + 2),
      resetLicence(db, input(licence), policy, T0 + 3),
    ]);
    // The second finds the key already free: it succeeds without using a reset.
    expect(outcomes).toEqual([
      { status: "reset", resetsRemaining: 0 },
      { status: "reset", resetsRemaining: 0 },
    ]);
    const report = await reportOf(licence.key, policy, T0 + 3);
    expect(report.history.filter((r) => r.released)).toHaveLength(3);
    expect(await bindAndReset(licence, T0 + 4)).toMatchObject({ kind: "limited" });
  });
});

describe("a reset of a key no device holds", () => {
  it("answers OK, as the spec's success, and uses none of the window's resets", async () => {
    const licence = await aLicence();
    for (let i = 0; i < 5; i++)
      expect(await (await reset(licence.email, licence.key, licence.orderId)).text()).toBe("OK");
    expect(await resetLicence(db, input(licence), policy)).toEqual({ status: "reset", resetsRemaining: 3 });
    for (let i = 0; i < 3; i++) expect(await bindAndReset(licence)).toMatchObject({ status: "reset" });
    expect(await bindAndReset(licence)).toMatchObject({ kind: "limited" });
  });

  it("answers OK even when the quota is used up, and uses no operator grant", async () => {
    const licence = await aLicence();
    for (const day of [0, 1, 2]) await bindAndReset(licence, T0 + day * DAY);
    await grantExtraReset(db, licence.key);
    expect(await resetLicence(db, input(licence), policy, T0 + 3 * DAY)).toEqual({
      status: "reset",
      resetsRemaining: 1,
    });
    const report = await reportOf(licence.key, policy, T0 + 3 * DAY);
    expect(report.extraResets).toBe(1);
    expect(report.history[0]).toEqual({ at: T0 + 3 * DAY, granted: false, released: false });
  });

  it("is on the order's page in the console, told apart from the resets that released a device", async () => {
    const licence = await aLicence();
    await bindAndReset(licence, T0);
    await resetLicence(db, input(licence), policy, T0 + DAY);
    const detail = await orderDetail(db, licence.orderId, T0 + DAY);
    expect("resets" in detail && detail.resets).toEqual([
      { key: licence.key, at: T0 + DAY, source: "customer", released: false },
      { key: licence.key, at: T0, source: "customer", released: true },
    ]);
  });
});

describe("grantExtraReset (the operator console)", () => {
  it("allows one reset past the quota, used once, and not counted in the window", async () => {
    const licence = await aLicence();
    for (const day of [0, 1, 2]) await bindAndReset(licence, T0 + day * DAY);
    expect(await grantExtraReset(db, licence.key)).toEqual({ status: "granted", extraResets: 1 });

    expect(await bindAndReset(licence, T0 + 3 * DAY)).toEqual({
      status: "reset",
      resetsRemaining: 0,
    });
    expect(await bindAndReset(licence, T0 + 4 * DAY)).toMatchObject({
      kind: "limited",
      details: { until: T0 + 30 * DAY, plain: `KO2 ${new Date(T0 + 30 * DAY).toISOString()}` },
    });
    const report = await reportOf(licence.key, policy, T0 + 4 * DAY);
    expect(report).toEqual({
      resetsRemaining: 0,
      extraResets: 0,
      nextResetAt: T0 + 30 * DAY,
      history: [
        { at: T0 + 3 * DAY, granted: true, released: true },
        { at: T0 + 2 * DAY, granted: false, released: true },
        { at: T0 + DAY, granted: false, released: true },
        { at: T0, granted: false, released: true },
      ],
    });
  });

  it("keeps a grant for later while the quota still allows resets, and the app sees it", async () => {
    const licence = await aLicence();
    await grantExtraReset(db, licence.key);
    await grantExtraReset(db, licence.key);
    expect(await bindAndReset(licence, T0)).toEqual({ status: "reset", resetsRemaining: 4 });
    expect(await activateLicence(db, licence.key, "device-one-0001", activation, T0 + 1)).toEqual({
      status: "activated",
      orderId: licence.orderId,
      resetsRemaining: 4,
    });
    expect((await reportOf(licence.key, policy, T0 + 1)).extraResets).toBe(2);
  });

  it("refuses an unknown or revoked key", async () => {
    expect(await grantExtraReset(db, crypto.randomUUID())).toMatchObject({ kind: "not-found" });
    const revoked = await aLicence({ revoked: true });
    expect(await grantExtraReset(db, revoked.key)).toEqual(new Refusal("conflict", "This key is revoked"));
    expect(await licenceResetReport(db, crypto.randomUUID(), policy)).toBeInstanceOf(Refusal);
  });
});

describe("activation answers", () => {
  it("tell the desktop app how many resets remain", async () => {
    const licence = await aLicence();
    await bindAndReset(licence);
    const res = await device("activate", licence.key, "device-one-0001");
    expect(await res.json()).toEqual({ status: "activated", orderId: licence.orderId, resetsRemaining: 2 });
  });
});
