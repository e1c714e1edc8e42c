import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createMailFake } from "#tests/fakes/mail.ts";
import { errorAnswer, MAX_RECIPIENTS, sendEmailAnswer } from "#tests/fakes/resend-contract.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { createDb } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { httpMailProvider, retryDelayMs, sendPendingMail } from "#worker/services/mail.ts";

const KEY = workerTestBindings.MAIL_API_KEY;
const BASE = workerTestBindings.MAIL_API_BASE;
const valid = { from: "TickSim <no-reply@ticksim.test>", to: ["buyer@example.com"], subject: "Key", text: "x" };

let mail: ReturnType<typeof createMailFake>;
beforeEach(() => {
  mail = createMailFake({ apiKey: KEY });
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return mail.handler(
    new Request(`${BASE}/emails`, {
      method: "POST",
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json", "User-Agent": "test", ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

/** The status and error name of a refusal, its body checked against Resend's error shape. */
async function refusal(res: Response) {
  const body = errorAnswer.parse(await res.json());
  expect(body.statusCode).toBe(res.status);
  return [res.status, body.name] as const;
}

describe("the Resend fake (POST /emails as Resend's SDK and docs describe it)", () => {
  it("answers a valid send with 200 and the new email's id, a UUID", async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    const { id } = sendEmailAnswer.parse(await res.json());
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(mail.sent).toEqual([valid]);
  });

  it("refuses a request without a User-Agent with Cloudflare's bare 403 (error 1010)", async () => {
    const res = await mail.handler(
      new Request(`${BASE}/emails`, {
        method: "POST",
        headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify(valid),
      }),
    );
    expect(res.status).toBe(403);
    expect(await res.text()).toBe("error code: 1010");
  });

  it("answers 401 missing_api_key without a key and 403 invalid_api_key with a wrong one", async () => {
    expect(await refusal(await post(valid, { Authorization: "" }))).toEqual([401, "missing_api_key"]);
    expect(await refusal(await post(valid, { Authorization: "Bearer re_wrong" }))).toEqual([403, "invalid_api_key"]);
    expect(mail.sent).toEqual([]);
  });

  it.each(["from", "to", "subject"])("answers 422 missing_required_field without %s", async (field) => {
    const res = await post({ ...valid, [field]: undefined });
    expect(await refusal(res)).toEqual([422, "missing_required_field"]);
  });

  it.each([
    ["an unknown field (the SDK's camelCase replyTo)", { ...valid, replyTo: "a@example.com" }],
    ["a number for the subject", { ...valid, subject: 1 }],
    ["an address that is not one", { ...valid, to: ["not-an-address"] }],
    [
      `more than ${MAX_RECIPIENTS} recipients`,
      { ...valid, to: Array.from({ length: 51 }, (_, i) => `b${i}@example.com`) },
    ],
    ["neither html nor text", { ...valid, text: undefined }],
    ["a tag with a space", { ...valid, tags: [{ name: "order id", value: "1" }] }],
  ])("answers 422 validation_error for %s", async (_, body) => {
    expect(await refusal(await post(body))).toEqual([422, "validation_error"]);
    expect(mail.sent).toEqual([]);
  });

  it("takes exactly 50 recipients, and reply_to as the REST API names it", async () => {
    const to = Array.from({ length: MAX_RECIPIENTS }, (_, i) => `b${i}@example.com`);
    expect((await post({ ...valid, to, reply_to: "support@ticksim.test" })).status).toBe(200);
  });

  it("answers 422 invalid_from_address for a sender that is not an address", async () => {
    expect(await refusal(await post({ ...valid, from: "TickSim" }))).toEqual([422, "invalid_from_address"]);
  });

  it("answers 400 validation_error for a body that is not JSON", async () => {
    expect(await refusal(await post("{"))).toEqual([400, "validation_error"]);
  });

  it("sends once per idempotency key, and refuses the key with another body or out of 1-256 characters", async () => {
    const first = (await (await post(valid, { "Idempotency-Key": "outbox/1/1" })).json()) as { id: string };
    const again = (await (await post(valid, { "Idempotency-Key": "outbox/1/1" })).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect(mail.sent).toHaveLength(1);
    const other = await post({ ...valid, subject: "Other" }, { "Idempotency-Key": "outbox/1/1" });
    expect(await refusal(other)).toEqual([409, "invalid_idempotent_request"]);
    const long = await post(valid, { "Idempotency-Key": "k".repeat(257) });
    expect(await refusal(long)).toEqual([400, "invalid_idempotency_key"]);
  });

  it("forgets an idempotency key after 24 hours, as Resend does", async () => {
    let now = Date.now();
    mail = createMailFake({ apiKey: KEY, now: () => now });
    await post(valid, { "Idempotency-Key": "outbox/2/2" });
    now += 24 * 3600_000;
    expect((await post(valid, { "Idempotency-Key": "outbox/2/2" })).status).toBe(200);
    expect(mail.sent).toHaveLength(2);
  });

  it("answers 404 not_found beside /emails", async () => {
    const res = await mail.handler(new Request(`${BASE}/email`, { method: "POST", headers: { "User-Agent": "t" } }));
    expect(await refusal(res)).toEqual([404, "not_found"]);
  });
});

describe("the Worker's mail requests", () => {
  const db = createDb(env.DB);
  beforeEach(async () => {
    await db.delete(outbox);
  });

  async function queue() {
    const [row] = await db
      .insert(outbox)
      .values({
        kind: "licence",
        dedupeKey: `t:${crypto.randomUUID()}`,
        toAddress: "b@example.com",
        subject: "S",
        bodyText: "T",
      })
      .returning();
    if (!row) throw new Error("not queued");
    return row;
  }

  it("carry a User-Agent, the bearer key and one Idempotency-Key per outbox row", async () => {
    const seen: Request[] = [];
    const provider = httpMailProvider({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        seen.push(request.clone());
        return mail.handler(request);
      },
    });
    const row = await queue();
    expect(await sendPendingMail(db, provider, workerTestBindings.MAIL_FROM)).toEqual({ sent: 1, failed: 0 });
    const [request] = seen;
    expect(request?.headers.get("user-agent")).toBeTruthy();
    expect(request?.headers.get("idempotency-key")).toBe(`outbox/${row.id}/${row.createdAt}`);
  });

  it("send a mail once when Resend took it but its answer was lost, and the sender tried again", async () => {
    let now = Date.now();
    let loseAnswer = true;
    const provider = httpMailProvider({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: async (input, init) => {
        const res = await mail.handler(new Request(input, init));
        if (loseAnswer) {
          loseAnswer = false;
          throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
        }
        return res;
      },
    });
    await queue();
    const clock = () => now;
    expect(await sendPendingMail(db, provider, workerTestBindings.MAIL_FROM, clock)).toEqual({ sent: 0, failed: 1 });
    now += retryDelayMs(1);
    expect(await sendPendingMail(db, provider, workerTestBindings.MAIL_FROM, clock)).toEqual({ sent: 1, failed: 0 });
    expect(mail.sent).toHaveLength(1);
  });
});
