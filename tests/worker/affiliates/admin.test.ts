import { afterEach, describe, expect, it, vi } from "vitest";
import { affiliateSigninAnswer } from "#common/api/affiliates.ts";
import { affiliateCommands } from "#scripts/admin/affiliates.ts";
import { UsageError } from "#scripts/admin/command.ts";
import { affiliatesSeeder, demoAffiliate } from "#scripts/seed/affiliates.ts";
import { db, signIn } from "./helpers";

const command = (name: string) => {
  const found = affiliateCommands.find((c) => c.name === name);
  if (!found) throw new Error(`no command ${name}`);
  return found;
};

/** Runs a command and returns what it printed. */
async function run(name: string, ...args: string[]): Promise<string> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await command(name).run(db, args);
    return log.mock.calls.map((c) => c.join(" ")).join("\n");
  } finally {
    log.mockRestore();
  }
}
const printedPassword = (out: string) => out.match(/password(?: of \S+)?: (\S+)/)?.[1] ?? "";

afterEach(() => vi.restoreAllMocks());

describe("admin commands", () => {
  it("create an affiliate with coupons and a temporary password that signs in", async () => {
    const out = await run("affiliate:create", "alice", "Alice@Example.com", "27.5", "alice10", "ALICE20");
    expect(out).toContain("coupons ALICE10, ALICE20");
    const res = await signIn("alice@example.com", printedPassword(out));
    expect(res.status).toBe(200);
    expect(affiliateSigninAnswer.parse(await res.json())).toMatchObject({ username: "alice", commission: 27.5 });
  });

  it("create nothing when a coupon is already taken", async () => {
    await run("affiliate:create", "bob", "bob@example.com", "20", "SHARED");
    await expect(run("affiliate:create", "carol", "carol@example.com", "20", "CAROL", "SHARED")).rejects.toThrow(
      UsageError,
    );
    await expect(run("affiliate:disable", "carol@example.com")).rejects.toThrow("no affiliate has the email");
  });

  it("refuse bad input with a usage error", async () => {
    await expect(run("affiliate:create", "dave", "not-an-email", "20", "DAVE")).rejects.toThrow(UsageError);
    await expect(run("affiliate:create", "dave", "dave@example.com", "120", "DAVE")).rejects.toThrow(UsageError);
    await expect(run("affiliate:create", "dave", "dave@example.com", "20")).rejects.toThrow(UsageError);
    await expect(run("affiliate:password", "dave@example.com", "short")).rejects.toThrow(UsageError);
  });

  it("disable, re-enable, change the commission and set a temporary password", async () => {
    const created = await run("affiliate:create", "erin", "erin@example.com", "10", "ERIN");
    await run("affiliate:disable", "erin@example.com");
    expect((await signIn("erin@example.com", printedPassword(created))).status).toBe(401);
    await run("affiliate:enable", "erin@example.com");
    await run("affiliate:commission", "erin@example.com", "35");
    const temporary = printedPassword(await run("affiliate:password", "erin@example.com"));
    expect(temporary).toHaveLength(16);
    expect((await signIn("erin@example.com", printedPassword(created))).status).toBe(401);
    const res = await signIn("erin@example.com", temporary);
    expect(affiliateSigninAnswer.parse(await res.json()).commission).toBe(35);
  });
});

describe("the affiliates seeder", () => {
  it("is idempotent and gives the demo affiliate varied sales", async () => {
    await affiliatesSeeder.run(db);
    const countRows = () => db.$client.prepare("SELECT count(*) AS n FROM transactions").first<{ n: number }>();
    const first = await countRows();
    await affiliatesSeeder.run(db);
    expect(await countRows()).toEqual(first);
    const mix = await db.$client
      .prepare(
        `SELECT count(DISTINCT currency) AS currencies, sum(refunded) AS refunds, sum(recurring) AS subscriptions,
                sum(1 - recurring) AS licences, sum(coupon_code <> '') AS coupons
           FROM transactions t JOIN affiliates a ON a.id = t.affiliate_id WHERE a.email = ?`,
      )
      .bind(demoAffiliate.email)
      .first<Record<string, number>>();
    expect(mix?.currencies).toBe(2);
    for (const key of ["refunds", "subscriptions", "licences", "coupons"]) expect(mix?.[key], key).toBeGreaterThan(0);
    expect((await signIn(demoAffiliate.email, demoAffiliate.password)).status).toBe(200);
  });
});
