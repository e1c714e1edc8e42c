/**
 * Nothing secret or personal reaches the logs: the error logger writes paths as their pattern
 * and scrubs e-mail addresses, licence keys, reset tokens, bearer tokens and JWTs from every text.
 * The tests read the log lines the Worker writes (console spied).
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { failingDb, fetchWithDb } from "#tests/worker/support/failing-d1.ts";
import { logLinesOf } from "#tests/worker/support/log-lines.ts";
import { createDb } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { logEvent, redactPath, redactText } from "#worker/log.ts";
import { sendPendingMail } from "#worker/services/mail.ts";

const SITE = workerTestBindings.SITE_URL;
const EMAIL = "jane.doe+shop@example.com";
const KEY = "3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f";
const ORDER = "402913385566";
const RESET_TOKEN = "q8Zt3kP0vX7mN2bR5cW9yH1jL4dF6gS0aE3uI8oK2qM";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicHYiOiJhYmMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU";
const secrets = [EMAIL, encodeURIComponent(EMAIL), KEY, ORDER, RESET_TOKEN, JWT];

/** A database whose every statement fails with a message quoting personal data, as a driver error might. */
const leakyFailingDb = () => failingDb(`D1_ERROR: no such row for ${EMAIL} (key ${KEY}, Bearer ${JWT})`);

const failingRequest = (path: string, init: RequestInit = {}) =>
  fetchWithDb(new Request(`${SITE}${path}`, init), leakyFailingDb());

afterEach(() => vi.restoreAllMocks());

describe("the error log", () => {
  it.each([
    ["/ResetLicenseKey/:email/:licenceKey/:orderId", `/ResetLicenseKey/${encodeURIComponent(EMAIL)}/${KEY}/${ORDER}`],
    ["/api/tv/affiliate/resetpassword/info/:token", `/api/tv/affiliate/resetpassword/info/${RESET_TOKEN}`],
  ])("writes %s, never the e-mail, key, order id or token, for a failure on that path", async (pattern, path) => {
    let requestId = "";
    const lines = await logLinesOf(async () => {
      const res = await failingRequest(path, { headers: { "CF-Connecting-IP": "192.0.2.77" } });
      expect(res.status).toBe(500);
      requestId = /request ([0-9a-f-]{36})/.exec(((await res.json()) as { error: string }).error)?.[1] ?? "";
    });
    const errorLines = lines.filter((line) => line.includes(requestId));
    expect(errorLines).toHaveLength(1);
    const logged = JSON.parse(errorLines[0] ?? "{}") as Record<string, string>;
    expect(logged).toMatchObject({ level: "error", requestId, path: pattern });
    // The error text is kept (it says what broke), with the personal parts scrubbed: the driver's
    // message, or drizzle's "Failed query" whose bound values are dropped.
    expect(logged.error).toMatch(
      /D1_ERROR: no such row for \[email\] \(key \[uuid\], Bearer \[redacted\]\)|Failed query: select [^\n]+\nparams: \[redacted\]$/,
    );
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });

  it("writes no e-mail for a reset request whose work after the answer fails", async () => {
    const lines = await logLinesOf(async () => {
      const res = await failingRequest(`/api/tv/affiliate/resetpassword/request/${EMAIL}`, {
        headers: { "CF-Connecting-IP": "192.0.2.78" },
      });
      expect(await res.text()).toBe("OK");
    });
    expect(lines.some((line) => line.includes("affiliate.reset_request_failed"))).toBe(true);
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });

  it("scrubs a bearer token sent with a signed-in call that fails", async () => {
    const lines = await logLinesOf(async () => {
      const res = await failingRequest("/api/tv/affiliate/coupons", { headers: { Authorization: `Bearer ${JWT}` } });
      expect(res.status).toBeGreaterThanOrEqual(400);
    });
    for (const line of lines) expect(line).not.toContain(JWT);
  });
});

describe("the mail sender's log", () => {
  it("writes a provider's refusal without the recipient's address", async () => {
    const db = createDb(env.DB);
    await db.insert(outbox).values({
      kind: "test",
      dedupeKey: `log-redaction:${crypto.randomUUID()}`,
      toAddress: EMAIL,
      subject: "Hello",
      bodyText: "Hello",
    });
    const refusing = {
      name: "refusing",
      send: async (message: { to: string }) => {
        throw new Error(`550 5.1.1 <${message.to}>: mailbox unavailable`);
      },
    };
    const lines = await logLinesOf(() => sendPendingMail(db, refusing, "TickSim <no-reply@ticksim.test>"));
    const failure = lines.find((line) => line.includes("mail.send_failed"));
    expect(failure).toContain("550 5.1.1 <[email]>: mailbox unavailable");
    for (const line of lines) expect(line).not.toContain(EMAIL);
  });
});

describe("redaction rules", () => {
  it("writes a path with parameters as its pattern, a path that only starts like one as its fixed part", () => {
    expect(redactPath(`/affiliates/resetpassword/${RESET_TOKEN}`)).toBe("/affiliates/resetpassword/:token");
    expect(redactPath(`/ResetLicenseKey/${EMAIL}/${KEY}`)).toBe("/ResetLicenseKey/[redacted]");
    expect(redactPath(`/api/tv/affiliate/resetpassword/info/${RESET_TOKEN}/extra`)).toBe(
      "/api/tv/affiliate/resetpassword/info/[redacted]",
    );
    expect(redactPath("/pricing/web")).toBe("/pricing/web");
    expect(redactPath(`/nowhere/${encodeURIComponent(EMAIL)}`)).toBe("/nowhere/[email]");
  });

  it("scrubs e-mails (raw or encoded), bearer tokens, JWTs, UUIDs and long random tokens from text", () => {
    const text = `to ${EMAIL} or ${encodeURIComponent(EMAIL)}; Authorization: Bearer abc.def; ${JWT}; ${KEY}; ${RESET_TOKEN}`;
    expect(redactText(text)).toBe("to [email] or [email]; Authorization: Bearer [redacted]; [jwt]; [uuid]; [token]");
    expect(redactText(`Failed query: select 1 where email = ?\nparams: ${ORDER},Jane`)).toBe(
      "Failed query: select 1 where email = ?\nparams: [redacted]",
    );
    expect(redactText("D1_ERROR: UNIQUE constraint failed: orders.id")).toBe(
      "D1_ERROR: UNIQUE constraint failed: orders.id",
    );
  });

  it("keeps the request id, and scrubs every other field, nested ones included", async () => {
    const lines = await logLinesOf(async () => {
      logEvent("warn", { requestId: KEY, event: "x", detail: { to: EMAIL, tokens: [RESET_TOKEN] } });
    });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { level: "warn", requestId: KEY, event: "x", detail: { to: "[email]", tokens: ["[token]"] } },
    ]);
  });
});
