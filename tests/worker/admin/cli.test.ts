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

describe("npm run admin -- affiliate:language", () => {
  const command = affiliateCommands.find((c) => c.name === "affiliate:language");

  it("sets the language of the partner's mails, and refuses a language the site does not write", async () => {
    const create = affiliateCommands.find((c) => c.name === "affiliate:create");
    const name = `cli-${crypto.randomUUID().slice(0, 8)}`;
    const address = `${name}@example.com`;
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await create?.run(db, [name, address, "30", `${name.toUpperCase()}-CODE`]);
    const localeOf = async () =>
      (await db.query.affiliates.findFirst({ where: (a, { eq }) => eq(a.username, name) }))?.locale;
    expect(await localeOf()).toBe("en");

    await command?.run(db, [address, "pt-BR"]);
    expect(await localeOf()).toBe("pt-BR");
    expect(log.mock.calls.at(-1)).toEqual([`${address} now gets mails in Brazilian Portuguese`]);

    await expect(command?.run(db, [address, "en-XA"])).rejects.toThrow(
      new UsageError("language must be one of en, es, pt-BR, fr, de, it, ja, zh-Hans, got en-XA"),
    );
    await expect(command?.run(db, ["nobody@example.com", "fr"])).rejects.toThrow(
      new UsageError("no affiliate has the email nobody@example.com"),
    );
    expect(await localeOf()).toBe("pt-BR");
  });
});
