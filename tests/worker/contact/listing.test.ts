import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "#worker/db/client.ts";
import { recentContactMessages, saveContactMessage } from "#worker/services/contact.ts";

const brand = { siteUrl: "https://ticksim.test", supportEmail: "support@ticksim.test" };

describe("recent contact messages (the admin listing)", () => {
  it("lists the newest first and stops at the asked count", async () => {
    const db = createDb(env.DB);
    for (const subject of ["first", "second", "third"]) {
      await saveContactMessage(
        db,
        {
          email: "jane@example.com",
          subject,
          content: `message ${subject}`,
          captchaScore: 0.9,
          ip: "203.0.113.9",
        },
        brand,
      );
    }
    const rows = await recentContactMessages(db, 2);
    expect(rows.map((r) => r.subject)).toEqual(["third", "second"]);
    expect(rows[0]).toMatchObject({ email: "jane@example.com", content: "message third", captchaScore: 0.9 });
  });

  it("queues one support mail per message, each with its own key", async () => {
    const db = createDb(env.DB);
    const message = {
      email: "twice@example.com",
      subject: "Same words",
      content: "Same words twice",
      captchaScore: null,
      ip: null,
    };
    await saveContactMessage(db, message, brand);
    await saveContactMessage(db, message, brand);
    const mails = await env.DB.prepare(
      "SELECT dedupe_key FROM outbox WHERE body_text LIKE '%twice@example.com%'",
    ).all();
    expect(mails.results).toHaveLength(2);
    expect(new Set(mails.results.map((m) => m.dedupe_key)).size).toBe(2);
  });
});
