import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EFFECT_TEST_TIMEOUT_MS, EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";
import { createDb } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { requestDownloadLink } from "#worker/services/downloads.ts";

const SITE = "https://ticksim.test";
const db = createDb(env.DB);
const brand = { siteUrl: workerTestBindings.SITE_URL, supportEmail: workerTestBindings.SUPPORT_EMAIL };

let ipCounter = 0;
const anIp = () => `198.51.100.${++ipCounter}`;
const anAddress = () => `visitor.${crypto.randomUUID().slice(0, 8)}@example.com`;
const mailsTo = (email: string) => db.select().from(outbox).where(eq(outbox.toAddress, email));

function sendLink(body: unknown, ip = anIp()) {
  return SELF.fetch(`${SITE}/api/downloads/link`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify(body),
  });
}

describe("POST /api/downloads/link", { timeout: EFFECT_TEST_TIMEOUT_MS }, () => {
  it("answers 202 and mails the /download address", async () => {
    const email = anAddress();
    const res = await sendLink({ email });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "accepted" });
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: EFFECT_TIMEOUT_MS }).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.kind).toBe("download-link");
    expect(mail?.subject).toBe("Your TickSim desktop app download link");
    expect(mail?.bodyText).toContain(`${workerTestBindings.SITE_URL.replace(/\/$/, "")}/download`);
  });

  it.each([
    ["fr", "Votre lien de téléchargement de l’application de bureau TickSim"],
    ["ja", "TickSim デスクトップアプリのダウンロードリンク"],
    ["xx", "Your TickSim desktop app download link"],
  ])(
    "writes the mail in the page's language (%s), English for one the site does not speak",
    async (locale, subject) => {
      const email = anAddress();
      expect((await sendLink({ email, locale })).status).toBe(202);
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: EFFECT_TIMEOUT_MS }).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toBe(subject);
      expect(mail?.bodyHtml).toContain(`<html lang="${locale === "xx" ? "en" : locale}">`);
    },
  );

  it.each([
    ["no address", {}],
    ["an address that is not one", { email: "not-an-address" }],
    ["an address of the wrong type", { email: 42 }],
  ])("refuses %s with a 400 that says what is wrong", async (_case, body) => {
    const res = await sendLink(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/email/);
  });

  itWithinOneLimiterWindow("is limited per client address", async () => {
    const ip = anIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendLink({ email: anAddress() }, ip)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe("requestDownloadLink (the deferred work)", { timeout: EFFECT_TEST_TIMEOUT_MS }, () => {
  it("queues one mail a day per address, whatever its case, then again the next day", async () => {
    const email = anAddress();
    const day = Date.UTC(2026, 10, 25, 9);
    expect(await requestDownloadLink(db, email, brand, "en", day)).toBe(true);
    expect(await requestDownloadLink(db, email.toUpperCase(), brand, "en", day + 3_600_000)).toBe(false);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await requestDownloadLink(db, email, brand, "en", day + 86_400_000)).toBe(true);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
