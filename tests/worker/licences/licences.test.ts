import { describe, expect, it } from "vitest";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";
import { aLicence, anIp, device, reset, SITE } from "./helpers";

const PC1 = "device-one-0001";
const PC2 = "device-two-0002";

describe("GET /ResetLicenseKey/{email}/{key}/{orderId}", () => {
  it("answers OK when all three match a live licence, whatever the case of email and key", async () => {
    const licence = await aLicence();
    const res = await reset(licence.email.toUpperCase(), licence.key.toUpperCase(), licence.orderId);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("trims a key (and the other fields) pasted with spaces around them before checking it", async () => {
    const licence = await aLicence();
    const res = await reset(` ${licence.email} `, `  ${licence.key}\t`, ` ${licence.orderId}\n`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    const activated = await device("activate", ` ${licence.key} `, PC1);
    expect(activated.status).toBe(200);
    expect(await (await device("validate", `${licence.key}  `, PC1)).json()).toEqual({ valid: true });
  });

  it("answers KO when any one field is wrong, or the licence was revoked", async () => {
    const licence = await aLicence();
    const other = await aLicence();
    const revoked = await aLicence({ revoked: true });
    const wrong: [string, string, string][] = [
      [other.email, licence.key, licence.orderId],
      [licence.email, other.key, licence.orderId],
      [licence.email, licence.key, other.orderId],
      [revoked.email, revoked.key, revoked.orderId],
    ];
    for (const [email, key, orderId] of wrong) {
      const res = await reset(email, key, orderId);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("KO");
    }
  });

  it("accepts every address a purchase can carry: long top-level domains, plus signs, apostrophes", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    for (const email of [`maker.${tag}@studio.studio`, `o'brien+${tag}@shop.online`, `${tag}@xn--bcher-kva.xn--p1ai`]) {
      const licence = await aLicence({ email });
      expect(await (await reset(email, licence.key, licence.orderId)).text()).toBe("OK");
    }
  });

  it("answers 400 with the field's message for malformed fields", async () => {
    const licence = await aLicence();
    const cases: [string, string, string, string][] = [
      ["not-an-email", licence.key, licence.orderId, "email: Incorrect email address"],
      ["two..dots@example.com", licence.key, licence.orderId, "email: Incorrect email address"],
      ["buyer@example.c", licence.key, licence.orderId, "email: Incorrect email address"],
      [licence.email, "1234", licence.orderId, "licenceKey: Invalid license format"],
      [licence.email, licence.key, "12a4", "orderId: Must be a digit"],
    ];
    for (const [email, key, orderId, error] of cases) {
      const res = await reset(email, key, orderId);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error });
    }
  });

  itWithinOneLimiterWindow("is rate-limited per address", async () => {
    const ip = anIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await reset("a@example.com", crypto.randomUUID(), "1", ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("licence activation", () => {
  it("binds a free key to the first device, confirms it, and refuses a second device until a reset", async () => {
    const licence = await aLicence();
    const first = await device("activate", licence.key, PC1);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "activated", orderId: licence.orderId, resetsRemaining: 3 });
    expect(await (await device("activate", licence.key, PC1)).json()).toEqual({
      status: "active",
      orderId: licence.orderId,
      resetsRemaining: 3,
    });

    const second = await device("activate", licence.key, PC2);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: `This licence key is bound to another device; reset it at ${SITE}/resetlicense first`,
    });
    expect(await (await device("validate", licence.key, PC2)).json()).toEqual({ valid: false, reason: "other_device" });
    expect(await (await device("validate", licence.key, PC1)).json()).toEqual({ valid: true });

    expect(await (await reset(licence.email, licence.key, licence.orderId)).text()).toBe("OK");
    expect(await (await device("validate", licence.key, PC1)).json()).toEqual({
      valid: false,
      reason: "not_activated",
    });
    expect(await (await device("activate", licence.key, PC2)).json()).toEqual({
      status: "activated",
      orderId: licence.orderId,
      resetsRemaining: 2,
    });
    expect(await (await device("validate", licence.key, PC2)).json()).toEqual({ valid: true });
  });

  it("lets exactly one of two devices racing for a free key win", async () => {
    const licence = await aLicence();
    const answers = await Promise.all([device("activate", licence.key, PC1), device("activate", licence.key, PC2)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });

  it("refuses revoked and unknown keys", async () => {
    const revoked = await aLicence({ revoked: true });
    const res = await device("activate", revoked.key, PC1);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "This licence key has been revoked" });
    expect(await (await device("validate", revoked.key, PC1)).json()).toEqual({ valid: false, reason: "revoked" });

    const unknown = crypto.randomUUID();
    expect((await device("activate", unknown, PC1)).status).toBe(404);
    expect(await (await device("validate", unknown, PC1)).json()).toEqual({ valid: false, reason: "unknown" });
  });

  it("answers 400 for a malformed key or device id", async () => {
    for (const [key, deviceId] of [
      ["nope", PC1],
      [crypto.randomUUID(), "short"],
    ] as const) {
      const res = await device("activate", key, deviceId);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(
        /key: Invalid license format|deviceId: deviceId must/,
      );
    }
  });
});
