import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { licenceResets } from "#worker/db/schema.ts";
import {
  activateLicence,
  grantExtraReset,
  licenceResetReport,
  type ResetPolicy,
  resetLicence,
  resetPolicyOf,
} from "#worker/services/licences.ts";
import { aLicence, db, device, reset } from "./helpers";

const DAY = 86_400_000;
const policy: ResetPolicy = resetPolicyOf(env);
const T0 = Date.UTC(2026, 10, 1, 9, 0, 0);

const input = (licence: { email: string; key: string; orderId: string }) => ({
  email: licence.email,
  key: licence.key,
  orderId: licence.orderId,
});

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
      expect(await (await reset(licence.email, licence.key, licence.orderId)).text()).toBe("OK");
    }
    const [oldest] = await db
      .select()
      .from(licenceResets)
      .where(eq(licenceResets.licenceKey, licence.key))
      .orderBy(licenceResets.createdAt)
      .limit(1);
    const res = await reset(licence.email, licence.key, licence.orderId);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`KO2 ${new Date((oldest?.createdAt ?? 0) + 30 * DAY).toISOString()}`);
    // Nothing was written by the refused reset.
    expect(await db.select().from(licenceResets).where(eq(licenceResets.licenceKey, licence.key))).toHaveLength(3);
  });

  it("still answers 'KO' (not the quota) when the fields match no live licence", async () => {
    const licence = await aLicence();
    for (let i = 0; i < 3; i++) await resetLicence(db, input(licence), policy);
    expect(await (await reset(licence.email, crypto.randomUUID(), licence.orderId)).text()).toBe("KO");
  });

  it("frees a reset once the oldest one is 30 days old, counting per key", async () => {
    const licence = await aLicence({ email: "two-keys@example.com" });
    const other = await aLicence({ email: "two-keys@example.com" });
    for (const day of [0, 1, 2]) {
      expect(await resetLicence(db, input(licence), policy, T0 + day * DAY)).toMatchObject({ status: "reset" });
    }
    expect(await resetLicence(db, input(licence), policy, T0 + 10 * DAY)).toEqual({
      status: "limited",
      nextResetAt: T0 + 30 * DAY,
    });
    expect(await resetLicence(db, input(other), policy, T0 + 10 * DAY)).toEqual({
      status: "reset",
      resetsRemaining: 2,
    });
    expect(await resetLicence(db, input(licence), policy, T0 + 30 * DAY - 1)).toMatchObject({ status: "limited" });
    expect(await resetLicence(db, input(licence), policy, T0 + 30 * DAY)).toEqual({
      status: "reset",
      resetsRemaining: 0,
    });
  });

  it("lets only one of two resets racing for the last allowed one pass", async () => {
    const licence = await aLicence();
    await resetLicence(db, input(licence), policy, T0);
    await resetLicence(db, input(licence), policy, T0 + 1);
    const outcomes = await Promise.all([
      resetLicence(db, input(licence), policy, T0 + 2),
      resetLicence(db, input(licence), policy, T0 + 3),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["limited", "reset"]);
  });
});

describe("grantExtraReset (the operator console)", () => {
  it("allows one reset past the quota, used once, and not counted in the window", async () => {
    const licence = await aLicence();
    for (const day of [0, 1, 2]) await resetLicence(db, input(licence), policy, T0 + day * DAY);
    expect(await grantExtraReset(db, licence.key)).toEqual({ status: "granted", extraResets: 1 });

    expect(await resetLicence(db, input(licence), policy, T0 + 3 * DAY)).toEqual({
      status: "reset",
      resetsRemaining: 0,
    });
    expect(await resetLicence(db, input(licence), policy, T0 + 4 * DAY)).toEqual({
      status: "limited",
      nextResetAt: T0 + 30 * DAY,
    });
    const report = await licenceResetReport(db, licence.key, policy, T0 + 4 * DAY);
    expect(report).toEqual({
      resetsRemaining: 0,
      extraResets: 0,
      nextResetAt: T0 + 30 * DAY,
      history: [
        { at: T0 + 3 * DAY, granted: true },
        { at: T0 + 2 * DAY, granted: false },
        { at: T0 + DAY, granted: false },
        { at: T0, granted: false },
      ],
    });
  });

  it("keeps a grant for later while the quota still allows resets, and the app sees it", async () => {
    const licence = await aLicence();
    await grantExtraReset(db, licence.key);
    await grantExtraReset(db, licence.key);
    expect(await resetLicence(db, input(licence), policy, T0)).toEqual({ status: "reset", resetsRemaining: 4 });
    expect(await activateLicence(db, licence.key, "device-one-0001", policy, T0 + 1)).toEqual({
      status: "activated",
      orderId: licence.orderId,
      resetsRemaining: 4,
    });
    expect((await licenceResetReport(db, licence.key, policy, T0 + 1))?.extraResets).toBe(2);
  });

  it("refuses an unknown or revoked key", async () => {
    expect(await grantExtraReset(db, crypto.randomUUID())).toEqual({ status: "unknown" });
    const revoked = await aLicence({ revoked: true });
    expect(await grantExtraReset(db, revoked.key)).toEqual({ status: "revoked" });
    expect(await licenceResetReport(db, crypto.randomUUID(), policy)).toBeUndefined();
  });
});

describe("activation answers", () => {
  it("tell the desktop app how many resets remain", async () => {
    const licence = await aLicence();
    await resetLicence(db, input(licence), policy);
    const res = await device("activate", licence.key, "device-one-0001");
    expect(await res.json()).toEqual({ status: "activated", orderId: licence.orderId, resetsRemaining: 2 });
  });
});
