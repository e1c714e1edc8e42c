import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_CONTENT_MAX, CONTACT_SUBJECT_MAX } from "#common/api/contact.ts";
import { createRecaptchaVerifyFake, fakeToken, OUTAGE_TOKEN } from "#tests/fakes/recaptcha.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";

let verify: ReturnType<typeof createRecaptchaVerifyFake>;
/** What the verify stub does instead of answering with the fake (an unreachable service). */
let verifyFailure: Error | undefined;

const realFetch = globalThis.fetch;
beforeEach(() => {
  verify = createRecaptchaVerifyFake({ secret: workerTestBindings.RECAPTCHA_SECRET });
  verifyFailure = undefined;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== "recaptcha.fake.test") return realFetch(input, init);
    if (verifyFailure) throw verifyFailure;
    return verify.handler(request);
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Each test posts from its own address, so the per-IP limit of one test never bites another. */
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

/** A valid message whose sender is unique to the calling test. */
function aMessage(overrides: Record<string, unknown> = {}) {
  return {
    Name: `sender.${crypto.randomUUID().slice(0, 8)}@example.com`,
    Subject: "Question about the desktop licence",
    Content: "Can I install the desktop app on a second computer?",
    CaptchaToken: fakeToken(),
    ...overrides,
  };
}

function post(body: unknown, ip = nextIp()) {
  return SELF.fetch("https://ticksim.test/api/tv/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function storedFor(email: string) {
  const messages = await env.DB.prepare("SELECT * FROM contact_messages WHERE email = ?").bind(email).all();
  const mails = await env.DB.prepare("SELECT * FROM outbox WHERE kind = 'contact' AND body_text LIKE ?")
    .bind(`%From: ${email}%`)
    .all();
  return { messages: messages.results, mails: mails.results };
}

describe("POST /api/tv/contact", () => {
  it("answers OK, stores the message and queues a notification to support", async () => {
    const message = aMessage({ Subject: "  Licence on two machines  " });
    const ip = nextIp();
    const res = await post(message, ip);

    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toBe("OK");
    const { messages, mails } = await storedFor(message.Name);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      email: message.Name,
      subject: "Licence on two machines",
      content: message.Content,
      captcha_score: 0.9,
      ip,
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: workerTestBindings.SUPPORT_EMAIL,
      subject: "[Contact] Licence on two machines",
    });
    expect(String(mails[0]?.body_text)).toContain(message.Content);
    expect(verify.calls).toEqual([
      { secret: workerTestBindings.RECAPTCHA_SECRET, response: message.CaptchaToken, remoteip: ip },
    ]);
  });

  it("accepts a score exactly at the threshold (0.5)", async () => {
    const res = await post(aMessage({ CaptchaToken: fakeToken({ score: 0.5 }) }));
    expect(await res.text()).toBe("OK");
  });

  it("answers KO1 and stores nothing when the captcha score is below the threshold", async () => {
    const message = aMessage({ CaptchaToken: fakeToken({ score: 0.3 }) });
    const res = await post(message);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("KO1");
    expect(await storedFor(message.Name)).toEqual({ messages: [], mails: [] });
  });

  it("answers KO1 when the token was made for another action", async () => {
    const message = aMessage({ CaptchaToken: fakeToken({ action: "login" }) });
    expect(await (await post(message)).text()).toBe("KO1");
    expect((await storedFor(message.Name)).messages).toEqual([]);
  });

  it("answers KO1 when the token was made on another host name", async () => {
    const message = aMessage({ CaptchaToken: fakeToken({ hostname: "evil.example" }) });
    expect(await (await post(message)).text()).toBe("KO1");
    expect((await storedFor(message.Name)).messages).toEqual([]);
  });

  it("answers KO1 for a token the captcha service does not know", async () => {
    const message = aMessage({ CaptchaToken: "not-a-real-token" });
    expect(await (await post(message)).text()).toBe("KO1");
    expect((await storedFor(message.Name)).messages).toEqual([]);
  });

  it("answers KO1 when a token is used a second time", async () => {
    const token = fakeToken();
    expect(await (await post(aMessage({ CaptchaToken: token }))).text()).toBe("OK");
    const replay = aMessage({ CaptchaToken: token });
    expect(await (await post(replay)).text()).toBe("KO1");
    expect((await storedFor(replay.Name)).messages).toEqual([]);
  });

  it("answers KO (not a pass) and stores nothing when the captcha service is down", async () => {
    const message = aMessage({ CaptchaToken: OUTAGE_TOKEN });
    const res = await post(message);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("KO");
    expect(await storedFor(message.Name)).toEqual({ messages: [], mails: [] });
  });

  it("answers KO when the captcha service cannot be reached", async () => {
    verifyFailure = new TypeError("Network connection lost.");
    const message = aMessage();
    expect(await (await post(message)).text()).toBe("KO");
    expect((await storedFor(message.Name)).messages).toEqual([]);
  });

  it("refuses a message without a captcha token with a 400 and asks nobody", async () => {
    const { CaptchaToken: _, ...withoutToken } = aMessage();
    const res = await post(withoutToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "CaptchaToken: CaptchaToken is required" });
    const empty = await post(aMessage({ CaptchaToken: "" }));
    expect(empty.status).toBe(400);
    expect(verify.calls).toEqual([]);
    expect((await storedFor(withoutToken.Name)).messages).toEqual([]);
  });

  it("refuses oversized fields with a 400 that names them", async () => {
    const subject = await post(aMessage({ Subject: "s".repeat(CONTACT_SUBJECT_MAX + 1) }));
    expect(subject.status).toBe(400);
    expect(await subject.json()).toEqual({ error: `Subject: At most ${CONTACT_SUBJECT_MAX} characters` });

    const content = await post(aMessage({ Content: "c".repeat(CONTACT_CONTENT_MAX + 1) }));
    expect(content.status).toBe(400);
    expect(await content.json()).toEqual({ error: `Content: At most ${CONTACT_CONTENT_MAX} characters` });

    const token = await post(aMessage({ CaptchaToken: "t".repeat(5000) }));
    expect(token.status).toBe(400);

    const huge = await post(aMessage({ Content: "c".repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect(verify.calls).toEqual([]);
  });

  it("refuses an invalid email (a plus sign included) and empty fields with the form's messages", async () => {
    const plus = await post(aMessage({ Name: "jane+news@example.com" }));
    expect(plus.status).toBe(400);
    expect(await plus.json()).toEqual({ error: "Name: Incorrect email address" });

    const empty = await post(aMessage({ Subject: "   ", Content: "" }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "Subject: Field is required; Content: Field is required" });
  });

  it("refuses malformed and non-JSON bodies with 4xx, never 500", async () => {
    expect((await post("{")).status).toBe(400);
    expect((await post("[]")).status).toBe(400);
    const form = await SELF.fetch("https://ticksim.test/api/tv/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
      body: "Name=a",
    });
    expect(form.status).toBe(415);
  });

  itWithinOneLimiterWindow(
    "limits each address to 5 messages a minute, without affecting other addresses",
    async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i++) expect(await (await post(aMessage(), ip)).text()).toBe("OK");
      const limited = aMessage();
      const res = await post(limited, ip);
      expect(res.status).toBe(429);
      expect((await res.json()) as { error: string }).toEqual({
        error: "Too many messages from this address; try again in a minute",
      });
      expect((await storedFor(limited.Name)).messages).toEqual([]);
      expect(await (await post(aMessage(), nextIp())).text()).toBe("OK");
    },
  );

  itWithinOneLimiterWindow(
    "answers the 429 to a limited address that still sends a large body, small or streamed",
    async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i++) await post(aMessage(), ip);
      const oneMiB = new Uint8Array(1024 * 1024).fill(0x20);
      const streamed = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 16; i++) controller.enqueue(oneMiB.subarray(i * 65_536, (i + 1) * 65_536));
          controller.close();
        },
      });
      for (const body of [oneMiB, streamed]) {
        const res = await SELF.fetch("https://ticksim.test/api/tv/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
          body,
          ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
        });
        expect(res.status).toBe(429);
        await res.body?.cancel();
      }
    },
  );
});
