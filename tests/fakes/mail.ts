/**
 * A fake of Resend's `POST /emails`, held to the contract in resend-contract.ts (derived from
 * Resend's SDK) and to Resend's API docs: it refuses what Resend refuses, with Resend's status
 * and error body (`{statusCode, name, message}`), and answers a success as Resend does (`{id}`,
 * a UUID). It records what it accepted, and can be told to fail (as an outage would) until a
 * test lets it recover.
 *
 * What it checks, in Resend's order (docs: "API reference" introduction, "Errors", "Idempotency
 * keys"): a User-Agent (Resend refuses requests without one with a bare 403, Cloudflare's error
 * 1010), the bearer key (401 missing_api_key, 403 invalid_api_key), the Idempotency-Key (1-256
 * characters; a repeat within 24 hours answers the first email's id and sends nothing; the same
 * key with another body is 409 invalid_idempotent_request), then the body (422
 * missing_required_field, invalid_from_address or validation_error).
 *
 * Test control over HTTP (e2e, where the fake runs in another process), not Resend's API:
 * `POST /__fake/bounce` with JSON `{ to, bouncing }` makes sends to that one address fail with a
 * 503 (or succeed again), so a test gets a failed mail without disturbing the others.
 */
import {
  type ErrorAnswer,
  type ErrorName,
  MAX_IDEMPOTENCY_KEY,
  missingFields,
  type SendEmailRequest,
  sendEmailRequest,
} from "./resend-contract";

export interface SentMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** The HTML part, when the mail has one (the text is then its plain alternative). */
  readonly html?: string;
}

/** Resend keeps an idempotency key 24 hours (docs: "Idempotency keys"). */
const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;

const refuse = (status: number, name: ErrorName, message: string) =>
  Response.json({ statusCode: status, name, message } satisfies ErrorAnswer, { status });

const listOf = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** The body's first fault as Resend names it, or undefined when Resend would take it. */
function bodyFault(body: unknown): Response | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return refuse(422, "validation_error", "The request body must be a JSON object.");
  }
  const [missing] = missingFields(body as Record<string, unknown>);
  if (missing) return refuse(422, "missing_required_field", `Missing \`${missing}\` field.`);
  const parsed = sendEmailRequest.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue?.path.join(".") ?? "";
    if (field === "from") {
      return refuse(
        422,
        "invalid_from_address",
        "Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
      );
    }
    const detail = issue?.code === "unrecognized_keys" ? `unknown field(s) ${issue.keys.join(", ")}` : issue?.message;
    return refuse(422, "validation_error", `Invalid \`${field || "body"}\` field: ${detail}`);
  }
  const mail = parsed.data;
  const parts = [mail.html, mail.text].filter((part) => part !== undefined).length;
  if (mail.template && parts > 0) {
    return refuse(422, "validation_error", "A template cannot be sent with `html` or `text`.");
  }
  if (!mail.template && parts === 0) return refuse(422, "validation_error", "Missing `html` or `text` field.");
  return undefined;
}

export function createMailFake(options: { apiKey: string; now?: () => number }) {
  const now = options.now ?? Date.now;
  const sent: SentMail[] = [];
  let failing = false;
  const bouncing = new Set<string>();
  const idempotent = new Map<string, { readonly body: string; readonly id: string; readonly at: number }>();

  async function send(request: Request): Promise<Response> {
    if (!request.headers.get("user-agent")) {
      return new Response("error code: 1010", { status: 403, headers: { "Content-Type": "text/plain" } });
    }
    const authorization = request.headers.get("authorization");
    if (!authorization?.startsWith("Bearer ")) {
      return refuse(401, "missing_api_key", "Missing API key in the authorization header.");
    }
    if (authorization !== `Bearer ${options.apiKey}`) return refuse(403, "invalid_api_key", "API key is invalid");
    const key = request.headers.get("idempotency-key");
    if (key !== null && (key.length < 1 || key.length > MAX_IDEMPOTENCY_KEY)) {
      return refuse(400, "invalid_idempotency_key", "The key must be between 1-256 chars.");
    }
    const raw = await request.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse(400, "validation_error", "The request body is not valid JSON.");
    }
    const fault = bodyFault(body);
    if (fault) return fault;
    const earlier = key === null ? undefined : idempotent.get(key);
    if (earlier && now() - earlier.at < IDEMPOTENCY_WINDOW_MS) {
      if (earlier.body !== raw) {
        return refuse(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload.");
      }
      return Response.json({ id: earlier.id });
    }
    if (failing) return refuse(503, "internal_server_error", "Service unavailable");
    const mail = body as SendEmailRequest;
    const to = listOf(mail.to);
    if (to.some((address) => bouncing.has(address.toLowerCase()))) {
      return refuse(503, "internal_server_error", "Mailbox unavailable");
    }
    const id = crypto.randomUUID();
    if (key !== null) idempotent.set(key, { body: raw, id, at: now() });
    sent.push({
      from: mail.from ?? "",
      to,
      subject: mail.subject ?? "",
      text: mail.text ?? "",
      ...(mail.html === undefined ? {} : { html: mail.html }),
    });
    return Response.json({ id });
  }

  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/__fake/bounce") {
      const body = (await request.json()) as { to: string; bouncing: boolean };
      if (body.bouncing) bouncing.add(body.to.toLowerCase());
      else bouncing.delete(body.to.toLowerCase());
      return Response.json({ bouncing: [...bouncing] });
    }
    if (url.pathname !== "/emails") return refuse(404, "not_found", "The requested endpoint does not exist.");
    if (request.method !== "POST") return refuse(405, "method_not_allowed", "Method is not allowed.");
    return send(request);
  };
  return {
    handler,
    sent,
    /** From now on every send fails with a 503, until `recover()`. */
    fail: () => {
      failing = true;
    },
    recover: () => {
      failing = false;
    },
  };
}
