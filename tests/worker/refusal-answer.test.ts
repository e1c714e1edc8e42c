/**
 * The one place a service's refusal becomes an answer (decision 082): a handler registered with
 * `route()` returns a `Refusal` or throws it through `accepted`, and `refusalAnswer` answers it.
 */
import { describe, expect, it } from "vitest";
import { contactCalls } from "#common/api/contact.ts";
import { healthCalls } from "#common/api/health.ts";
import { createRouter } from "#worker/app.ts";
import { accepted, refusalStatus } from "#worker/refusal-answer.ts";
import { route } from "#worker/route.ts";
import { Refusal, type RefusalKind } from "#worker/services/refusal.ts";

/** A router whose health call answers `outcome`'s refusal, returned or thrown. */
function answering(outcome: Refusal, how: "returned" | "thrown") {
  const router = createRouter();
  route(router, healthCalls.live, (c) =>
    how === "returned" ? outcome : c.json({ status: "ok" as const, version: String(accepted(outcome)) }),
  );
  return router;
}

const kinds = Object.keys(refusalStatus) as RefusalKind[];

describe("a service's refusal on the wire", () => {
  it.each(kinds)("answers %s with its status and { error }, returned or thrown alike", async (kind) => {
    for (const how of ["returned", "thrown"] as const) {
      const res = await answering(new Refusal(kind, `refused as ${kind}`), how).request("/api/health");
      expect(res.status).toBe(refusalStatus[kind]);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await res.json()).toEqual({ error: `refused as ${kind}` });
    }
  });

  it("maps each kind to its status", () => {
    expect(refusalStatus).toEqual({
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      "not-found": 404,
      conflict: 409,
      limited: 429,
      unavailable: 503,
    });
  });

  it("puts the call's documented fields beside error, error first", async () => {
    const refusal = new Refusal("unauthenticated", "Captcha required", { fields: { captchaRequired: true } });
    const res = await answering(refusal, "returned").request("/api/health");
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('{"error":"Captcha required","captchaRequired":true}');
  });

  it("answers a plain refusal with its text and a 200, as the spec's legacy calls do", async () => {
    const router = createRouter();
    route(router, contactCalls.send, () => new Refusal("invalid", "token refused", { plain: "KO1" }));
    const res = await router.request("/api/tv/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ Name: "a@example.com", Subject: "Hello", Content: "A message", CaptchaToken: "t" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).toBe("KO1");
  });

  it("leaves an answer that is no refusal alone", async () => {
    const router = createRouter();
    route(router, healthCalls.live, (c) => c.json({ status: "ok" as const, version: String(accepted("v1")) }));
    const res = await router.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", version: "v1" });
  });
});
