/**
 * A fake Slack incoming webhook (the alert channel, decision 052), answering as Slack documents
 * incoming webhooks ("Sending messages using incoming webhooks", "Handling errors"): a POST of a
 * JSON body to the webhook's own address; 200 with the plain text `ok` when the message was
 * posted; otherwise a status and a plain-text code: 404 `no_service` (an unknown or revoked
 * address), 400 `invalid_payload` (a body that is not JSON), 400 `no_text` (no `text`), 500
 * `rollup_error` (Slack's own failure). A JSON body must say so in its Content-Type. Discord's
 * Slack-compatible address answers the same way.
 *
 * A test can make it fail as an outage would (`failWith`) or hang until the caller gives up
 * (`hang`), and let it recover (`recover`).
 */

const plain = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export function createAlertWebhookFake(address: string) {
  const posted: string[] = [];
  let outage: "hang" | number | null = null;
  const fake = {
    /** The `text` of each message posted, oldest first. */
    posted,
    failWith(status: number) {
      outage = status;
    },
    hang() {
      outage = "hang";
    },
    recover() {
      outage = null;
    },
    async handler(request: Request): Promise<Response> {
      if (request.method !== "POST" || request.url !== address) return plain(404, "no_service");
      if (outage === "hang") {
        // Never answers: only the caller's own signal ends the wait.
        return new Promise((_, reject) => {
          request.signal.addEventListener("abort", () => reject(request.signal.reason));
        });
      }
      if (outage !== null) return plain(outage, "rollup_error");
      // Slack reads a JSON body only when it is declared as one (otherwise a form's `payload` field).
      if (!request.headers.get("Content-Type")?.startsWith("application/json")) return plain(400, "invalid_payload");
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return plain(400, "invalid_payload");
      }
      const text = (body as { text?: unknown } | null)?.text;
      if (typeof text !== "string" || text.trim() === "") return plain(400, "no_text");
      posted.push(text);
      return plain(200, "ok");
    },
  };
  return fake;
}

export type AlertWebhookFake = ReturnType<typeof createAlertWebhookFake>;
