/**
 * A fake HTTP e-mail API (`POST /emails` with a bearer key, Resend's shape): records what it
 * accepted, and can be told to fail (as an outage would) until a test lets it recover.
 *
 * Test control over HTTP (e2e, where the fake runs in another process):
 * `POST /__fake/bounce` with JSON `{ to, bouncing }` makes sends to that one address fail with a
 * 503 (or succeed again), so a test gets a failed mail without disturbing the others.
 */
export interface SentMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  /** The HTML part, when the mail has one (the text is then its plain alternative). */
  readonly html?: string;
}

export function createMailFake(options: { apiKey: string }) {
  const sent: SentMail[] = [];
  let failing = false;
  const bouncing = new Set<string>();
  const handler = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/__fake/bounce") {
      const body = (await request.json()) as { to: string; bouncing: boolean };
      if (body.bouncing) bouncing.add(body.to.toLowerCase());
      else bouncing.delete(body.to.toLowerCase());
      return Response.json({ bouncing: [...bouncing] });
    }
    if (request.method !== "POST" || url.pathname !== "/emails") return new Response("Not found", { status: 404 });
    if (request.headers.get("authorization") !== `Bearer ${options.apiKey}`) {
      return Response.json({ name: "validation_error", message: "API key is invalid" }, { status: 401 });
    }
    if (failing)
      return Response.json({ name: "internal_server_error", message: "Service unavailable" }, { status: 503 });
    const mail = (await request.json()) as SentMail;
    if (mail.to.some((to) => bouncing.has(to.toLowerCase()))) {
      return Response.json({ name: "internal_server_error", message: "Mailbox unavailable" }, { status: 503 });
    }
    sent.push(mail);
    return Response.json({ id: crypto.randomUUID() });
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
