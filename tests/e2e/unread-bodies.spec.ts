/**
 * The built Worker under wrangler dev answers some requests without reading their bodies (too
 * large, wrong type, no operator, unknown call). wrangler dev's proxy then failed the next
 * request on the connection with a 500 "Network connection lost" (workers-sdk issue 15203) until
 * the Worker read such bodies to their end (worker/middleware/drain-body.ts drainUnreadBody). Node's fetch
 * keeps the connection alive between the two requests, as a browser does.
 */
import { expect, test } from "@playwright/test";
import { KEY } from "./fixtures";

const TWO_MB = "x".repeat(2 * 1024 * 1024);

/** No rate limit on it, so the refusals and the check stay what they are however many specs ran before. */
const RESET_CONFIRM = "/api/tv/affiliate/resetpassword/confirm";

/** Requests answered before their body is read, each with the answer it gets. */
const refusals = [
  { name: "413 body too large", path: RESET_CONFIRM, type: "application/json", status: 413 },
  { name: "415 not JSON", path: RESET_CONFIRM, type: "text/plain", status: 415 },
  { name: "401 no operator", path: "/api/admin/orders/search", type: "application/json", status: 401 },
  { name: "404 unknown call", path: "/api/no-such-call", type: "application/json", status: 404 },
  { name: "413 webhook", path: "/stripe/webhook", type: "application/json", status: 413 },
] as const;

test("a refused 2 MB body never turns the next request into a 500", KEY, async ({ baseURL }) => {
  // A well-formed reset whose passwords differ: answered KO3 from the body alone, writing nothing.
  const valid = {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Token: "A".repeat(43), Password: "Unread-bodies-1", PasswordConfirm: "Unread-bodies-2" }),
  };
  for (const refusal of refusals) {
    const refused = await fetch(`${baseURL}${refusal.path}`, {
      method: "POST",
      headers: { "Content-Type": refusal.type },
      body: TWO_MB,
    });
    expect(refused.status, refusal.name).toBe(refusal.status);
    await refused.arrayBuffer();
    const next = await fetch(`${baseURL}${RESET_CONFIRM}`, valid);
    expect({ status: next.status, body: await next.text() }, `the request after a ${refusal.name}`).toEqual({
      status: 200,
      body: "KO3",
    });
  }
});
