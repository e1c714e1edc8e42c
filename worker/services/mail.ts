/**
 * E-mail delivery from the outbox. Routes write mails into the `outbox` table in the same D1
 * batch as the data they describe; this sender drains it: right after the request (waitUntil)
 * and from the cron trigger, which retries failures with exponential backoff. A mail that
 * cannot be sent stays in the outbox with its last error: nothing is lost.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { EmailApiOptions } from "resend";
import { hasLineBreaks, oneLine } from "#common/one-line.ts";
import type { Db } from "#worker/db/client.ts";
import { createDb } from "#worker/db/client.ts";
import { outbox } from "#worker/db/schema.ts";
import { logEvent } from "#worker/log.ts";

export interface MailMessage {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The HTML part; the text is its plain alternative. Rows written before HTML mails have none. */
  readonly html?: string | undefined;
  /**
   * The same for every attempt at one mail: the provider sends a mail once per key (Resend keeps
   * a key 24 hours), so a retry after a timeout that hid a success does not mail the buyer twice.
   */
  readonly idempotencyKey: string;
}

/** Sends one mail or throws with the reason it was not sent. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export const SEND_TIMEOUT_MS = 10_000;
/** Rows one run sends at most; the cron picks up the rest. */
export const SEND_BATCH = 25;
/** A claimed row is left alone by other senders this long, so two senders never mail it twice. */
export const CLAIM_MS = 2 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3600_000;

/** Delay before attempt `attempts + 1`: 1, 2, 4, 8... minutes, at most 6 hours. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** Resend refuses a request without a User-Agent; any name will do. */
export const MAIL_USER_AGENT = "ticksim-site-worker";

/**
 * Resend's `POST {base}/emails` with a bearer key (its REST body, typed by Resend's own SDK:
 * `EmailApiOptions`); other providers sit behind a small relay. With both parts the provider
 * sends a multipart/alternative mail. A Worker's fetch sends no User-Agent of its own, and Resend
 * answers 403 (Cloudflare's error 1010) without one.
 */
export function httpMailProvider(settings: { baseUrl: string; apiKey: string; fetch: typeof fetch }): MailProvider {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, "")}/emails`;
  return {
    name: "http",
    async send(message) {
      const body: EmailApiOptions = {
        from: headerAddress("from", message.from),
        to: [headerAddress("to", message.to)],
        subject: oneLine(message.subject),
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      };
      const res = await settings.fetch(endpoint, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${settings.apiKey}`,
          "Content-Type": "application/json",
          "User-Agent": MAIL_USER_AGENT,
          "Idempotency-Key": message.idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`mail API answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}

/**
 * An address as it goes into a header. One holding a control character is no address (and a CR
 * or LF would add a header of its own): the mail is not sent and its row keeps the reason.
 */
function headerAddress(header: "from" | "to", address: string): string {
  if (hasLineBreaks(address)) throw new Error(`the ${header} address holds a control character: not sent`);
  return address;
}

/** One key per outbox row: its id and creation time, so a recreated table never reuses one. */
export const idempotencyKeyOf = (row: { readonly id: number; readonly createdAt: number }) =>
  `outbox/${row.id}/${row.createdAt}`;

/** Local development and tests without a provider: the outbox row is the mail (`npm run outbox`). */
export const recordingMailProvider: MailProvider = {
  name: "recorded",
  async send() {},
};

/** A deployed Worker without a provider keeps every mail pending until one is configured. */
const unconfiguredMailProvider: MailProvider = {
  name: "unconfigured",
  async send() {
    throw new Error("no e-mail provider configured (MAIL_API_BASE and MAIL_API_KEY)");
  },
};

type MailEnv = Pick<Env, "ENVIRONMENT" | "MAIL_API_BASE"> & { readonly MAIL_API_KEY?: string };

export function mailProviderFor(
  env: MailEnv,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): MailProvider {
  // Staging is the mail sandbox (docs/deploy.md "Environments"): it holds test orders and runs any
  // pull request's code, so its mails are recorded in the outbox and never sent, provider or not.
  if (env.ENVIRONMENT === "staging") return recordingMailProvider;
  const apiKey = env.MAIL_API_KEY?.trim() ?? "";
  const baseUrl = env.MAIL_API_BASE.trim();
  if (apiKey && baseUrl) return httpMailProvider({ baseUrl, apiKey, fetch: fetcher });
  return env.ENVIRONMENT === "production" ? unconfiguredMailProvider : recordingMailProvider;
}

export interface SendOutcome {
  readonly sent: number;
  readonly failed: number;
}

/** Sends the mails that are due, each claimed first so concurrent senders never send one twice. */
export async function sendPendingMail(
  db: Db,
  provider: MailProvider,
  from: string,
  now: () => number = Date.now,
): Promise<SendOutcome> {
  // One statement claims the whole batch: concurrent senders (a burst of requests each draining
  // in waitUntil) get disjoint rows, and a burst costs one write per sender, not one per row each.
  const claimedAt = now();
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, claimedAt)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(SEND_BATCH);
  const claimed = await db
    .update(outbox)
    .set({ nextAttemptAt: claimedAt + CLAIM_MS, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  let sent = 0;
  let failed = 0;
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    const { id } = row;
    try {
      await provider.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        html: row.bodyHtml ?? undefined,
        idempotencyKey: idempotencyKeyOf(row),
      });
      await db.update(outbox).set({ sentAt: now(), lastError: null }).where(eq(outbox.id, id));
      sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({ nextAttemptAt: now() + retryDelayMs(row.attempts), lastError: reason.slice(0, 500) })
        .where(eq(outbox.id, id));
      // Redacted: a provider's refusal often quotes the recipient's address.
      logEvent("error", { event: "mail.send_failed", id, attempts: row.attempts, reason });
      failed++;
    }
  }
  return { sent, failed };
}

type SenderEnv = MailEnv & Pick<Env, "DB" | "MAIL_FROM">;

/** One sender run for the environment's provider; failures are logged, never thrown at the caller. */
export async function drainOutbox(env: SenderEnv): Promise<SendOutcome> {
  try {
    return await sendPendingMail(createDb(env.DB), mailProviderFor(env), env.MAIL_FROM);
  } catch (error) {
    logEvent("error", { event: "mail.sender_failed", reason: String(error) });
    return { sent: 0, failed: 0 };
  }
}

/** Sends what a request just wrote to the outbox once the answer is out. */
export function sendMailSoon(env: SenderEnv, ctx: Pick<ExecutionContext, "waitUntil">): void {
  ctx.waitUntil(drainOutbox(env));
}
