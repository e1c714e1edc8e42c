/**
 * D1 failing under each write path: the answer is a clean 500 (a request id, nothing internal)
 * and no partial rows remain. Writes through single statements fail outright; batches run for
 * real with one failing statement appended, so D1's own transaction must roll the rest back.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMailFake } from "#tests/fakes/mail.ts";
import { createRecaptchaVerifyFake, fakeToken } from "#tests/fakes/recaptcha.ts";
import {
  checkoutSession,
  completedSession,
  refundedCharge,
  signedDelivery,
  stripeEvent,
} from "#tests/fakes/stripe-events.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { aLicence } from "#tests/worker/licences/helpers.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { fetchWithBindings, jsonPost } from "#tests/worker/support/worker.ts";
import { createDb } from "#worker/db/client.ts";
import { licences } from "#worker/db/schema.ts";
import { createAffiliate } from "#worker/services/affiliates/affiliates.ts";

const db = createDb(env.DB);
const WRITE = /^\s*(insert|update|delete|replace)\b/i;

/** The real database, except that every write fails. */
function failingWrites(real: D1Database): D1Database {
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const injected = () => Promise.reject(new Error("D1_ERROR: injected write failure"));
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const write = WRITE.test(sql);
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => (write ? injected() : statement.first(column as string)),
      run: () => (write ? injected() : statement.run()),
      all: () => (write ? injected() : statement.all()),
      raw: (options?: { columnNames?: false }) => (write ? injected() : statement.raw(options)),
    } as unknown as D1PreparedStatement;
    realOf.set(wrapped, statement);
    return wrapped;
  };
  const failing = {
    prepare: (sql: string) => wrap(real.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) =>
      real.batch([
        ...statements.map((s) => realOf.get(s) ?? s),
        real.prepare("INSERT INTO injected_failure VALUES (1)"),
      ]),
    exec: () => injected(),
    dump: () => real.dump(),
    // The Worker reaches D1 through a session (worker/middleware/d1-session.ts): the same failing database.
    withSession: () => failing,
    getBookmark: () => null,
  };
  return failing as unknown as D1Database;
}

const callWithFailingD1 = (path: string, init: RequestInit = {}) =>
  fetchWithBindings({ DB: failingWrites(env.DB) }, path, init);

async function expectCleanFailure(res: Response) {
  expect(res.status).toBe(500);
  const body = (await res.json()) as { error: string };
  expect(body.error).toMatch(/^Internal error \(request [0-9a-f-]{36}\)$/);
}

const tables = [
  "orders",
  "licences",
  "transactions",
  "outbox",
  "stripe_events",
  "refunds",
  "contact_messages",
  "password_resets",
];
async function snapshot() {
  const out: Record<string, number> = {};
  for (const table of tables) {
    out[table] = (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
  }
  return out;
}

let ip = 0;
const anIp = () => `192.0.2.${++ip}`;

beforeEach(() => {
  const captcha = createRecaptchaVerifyFake({ secret: workerTestBindings.RECAPTCHA_SECRET });
  const mail = createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY });
  vi.stubGlobal("fetch", routeOutbound({ recaptcha: captcha.handler, mail: mail.handler }));
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("D1 failures in write paths", () => {
  it("contact: a clean 500 and neither the message nor its mail", async () => {
    const before = await snapshot();
    const res = await callWithFailingD1(
      "/api/tv/contact",
      jsonPost(
        { Name: "writer@example.com", Subject: "Hello", Content: "A message", CaptchaToken: fakeToken() },
        { "CF-Connecting-IP": anIp() },
      ),
    );
    await expectCleanFailure(res);
    expect(await snapshot()).toEqual(before);
  });

  it("webhook purchase: a clean 500, no order, key, mail or event record, so Stripe's retry fulfils it", async () => {
    const session = completedSession(checkoutSession({ metadata: { lookup_key: "Live_LifetimeLicense" } }), {
      email: "retry@example.com",
    });
    const delivery = await signedDelivery(
      stripeEvent("checkout.session.completed", session),
      workerTestBindings.STRIPE_WEBHOOK_SECRET,
    );
    const init = jsonPost(undefined, { "Stripe-Signature": delivery.signature });
    init.body = delivery.body;
    const before = await snapshot();
    await expectCleanFailure(await callWithFailingD1("/stripe/webhook", init));
    expect(await snapshot()).toEqual(before);

    const retried = await fetchWithBindings({}, "/stripe/webhook", init);
    expect(retried.status).toBe(200);
    expect((await snapshot()).licences).toBe((before.licences ?? 0) + 1);
  });

  it("webhook refund: a clean 500 and nothing recorded", async () => {
    const charge = refundedCharge("pi_test_failing", 26_900);
    const delivery = await signedDelivery(
      stripeEvent("charge.refunded", charge),
      workerTestBindings.STRIPE_WEBHOOK_SECRET,
    );
    const before = await snapshot();
    await expectCleanFailure(
      await callWithFailingD1("/stripe/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature },
        body: delivery.body,
      }),
    );
    expect(await snapshot()).toEqual(before);
  });

  it("affiliate password reset request: the usual OK (the work follows the answer), and no reset token or mail", async () => {
    await createAffiliate(db, {
      username: "failing-reset",
      email: "failing.reset@example.com",
      password: "long-enough-password",
      commissionPercent: 10,
      coupons: ["FAILRESET"],
    });
    const before = await snapshot();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await callWithFailingD1("/api/tv/affiliate/resetpassword/request/failing.reset@example.com", {
      headers: { "CF-Connecting-IP": anIp() },
    });
    expect(await res.text()).toBe("OK");
    expect(await snapshot()).toEqual(before);
  });

  it("licence reset and activation: a clean 500 and the binding unchanged", async () => {
    const { key, orderId, email } = await aLicence({ email: "bound@example.com", deviceId: "device-one-0001" });

    await expectCleanFailure(
      await callWithFailingD1(`/ResetLicenseKey/${encodeURIComponent(email)}/${key}/${orderId}`, {
        headers: { "CF-Connecting-IP": anIp() },
      }),
    );
    const spare = crypto.randomUUID();
    await db.insert(licences).values({ key: spare, orderId, seq: 2, email });
    await expectCleanFailure(
      await callWithFailingD1(
        "/api/licenses/activate",
        jsonPost({ key: spare, deviceId: "device-two-0002" }, { "CF-Connecting-IP": anIp() }),
      ),
    );

    const rows = await db.select().from(licences);
    expect(rows.find((r) => r.key === key)?.deviceId).toBe("device-one-0001");
    expect(rows.find((r) => r.key === spare)?.deviceId).toBeNull();
  });
});
