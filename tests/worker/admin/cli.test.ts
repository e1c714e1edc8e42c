/** `npm run admin -- licence:*`: the console's rules and audit log, from the command line. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { affiliateCommands } from "#scripts/admin/affiliates.ts";
import { UsageError } from "#scripts/admin/command.ts";
import { CLI_ACTOR, licenceCommands } from "#scripts/admin/licences.ts";
import { adminServicesPerTest } from "./access";
import { anOrder, auditOf, db, orderOfSession } from "./fixtures";

const fakes = adminServicesPerTest();

const commands = licenceCommands({
  mail: {
    siteUrl: "https://ticksim.test",
    supportEmail: "support@ticksim.test",
  },
  resetPolicy: { perWindow: 3, windowMs: 30 * 86_400_000 },
});

async function run(name: string, ...args: string[]): Promise<string> {
  const command = commands.find((c) => c.name === name);
  if (!command) throw new Error(`no command ${name}`);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await command.run(db, args);
    return log.mock.calls.map((c) => c.join(" ")).join("\n");
  } finally {
    log.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("npm run admin -- licence:*", () => {
  it("issues the second key once, on the audit log as npm run admin", async () => {
    const { order } = await anOrder(fakes.stripe);
    expect(await run("licence:second-key", order.id)).toMatch(/^Issued [0-9a-f-]{36} for order \d+/);
    expect((await orderOfSession(order.stripeSessionId)).keys).toHaveLength(2);
    await expect(run("licence:second-key", order.id)).rejects.toThrow(
      new UsageError(`Order ${order.id} already has its second key (resend the licence mail instead)`),
    );
    expect((await auditOf(`order:${order.id}`)).map((r) => [r.actor, r.action, r.outcome])).toEqual([
      [CLI_ACTOR, "licence.second_key", "ok"],
      [CLI_ACTOR, "licence.second_key", "failed"],
    ]);
  });

  it("resends the licence mail and grants a reset; refuses unknown orders and bad input as usage errors", async () => {
    const { order, key } = await anOrder(fakes.stripe, { email: "cli@example.com" });
    expect(await run("licence:resend", order.id)).toContain("to cli@example.com (1 key(s))");
    expect(await run("licence:grant-reset", key.toUpperCase())).toContain("now has 1 reset(s) beyond its quota");
    await expect(run("licence:resend", "999999999999")).rejects.toThrow(new UsageError("No order 999999999999"));
    await expect(run("licence:resend", "12x")).rejects.toBeInstanceOf(UsageError);
  });
});

describe("npm run admin -- affiliate:create", () => {
  it("refuses a coupon code outside Stripe's alphabet (letters, digits, -) as a usage error, creating nothing", async () => {
    const create = affiliateCommands.find((c) => c.name === "affiliate:create");
    const name = `cli-${crypto.randomUUID().slice(0, 8)}`;
    await expect(create?.run(db, [name, `${name}@example.com`, "30", "GOOD-CODE", "BAD_CODE"])).rejects.toThrow(
      new UsageError("coupon codes: 2-40 letters, digits or - (Stripe refuses _ and spaces)"),
    );
    expect(await db.query.affiliates.findFirst({ where: (a, { eq }) => eq(a.username, name) })).toBeUndefined();
  });
});
