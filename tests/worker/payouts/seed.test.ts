import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliatesSeeder, demoAffiliate } from "#scripts/seed/affiliates.ts";
import { affiliates } from "#worker/db/schema.ts";
import { commissionsOf } from "#worker/services/payouts/commissions.ts";
import { db, payoutsOf } from "./helpers";

describe("the affiliates seeder's money", () => {
  it("gives the demo affiliate pending, due, paid and void commissions and two past payouts, once", async () => {
    await affiliatesSeeder.run(db);
    await affiliatesSeeder.run(db);
    const demo = await db.query.affiliates.findFirst({ where: eq(affiliates.email, demoAffiliate.email) });
    const id = demo?.id ?? 0;

    const states = new Set((await commissionsOf(db, id)).map((c) => c.state));
    expect([...states].sort()).toEqual(["due", "paid", "pending", "void"]);

    const payouts = await payoutsOf(id);
    const days = [...new Set(payouts.map((p) => p.paidOn))];
    expect(days).toHaveLength(2);
    expect(payouts.every((p) => p.paidOn !== null && p.reference?.startsWith("SEED-"))).toBe(true);
  });
});
