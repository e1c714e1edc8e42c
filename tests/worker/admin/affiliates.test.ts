import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AffiliateDetailAnswer, AffiliateRow } from "#common/api/admin.ts";
import { affiliateCoupons, affiliates, outbox, passwordResets } from "#worker/db/schema.ts";
import { adminGet, adminPost, adminServicesPerTest } from "./access";
import { anOpenCheckout, anOrder, auditOf, db } from "./fixtures";

const fakes = adminServicesPerTest();

let n = 0;
const aNewPartner = (overrides: Record<string, unknown> = {}) => {
  n++;
  return {
    username: `partner${n}-${crypto.randomUUID().slice(0, 6)}`,
    email: `partner${n}.${crypto.randomUUID().slice(0, 6)}@example.com`,
    commissionPercent: 30,
    code: `P${n}${crypto.randomUUID().slice(0, 6).toUpperCase()}`,
    percentOff: 15,
    ...overrides,
  };
};

async function create(input = aNewPartner()) {
  const res = await adminPost("/api/admin/affiliates", input);
  expect(res.status, await res.clone().text()).toBe(200);
  const { id } = (await res.json()) as { id: number };
  return { id, input };
}

describe("POST /api/admin/affiliates", () => {
  it("creates the partner with a Stripe coupon and promotion code, and mails the set-your-password link", async () => {
    const { id, input } = await create(aNewPartner({ code: "newpartner20", percentOff: 20 }));
    expect(fakes.stripe.coupons.size).toBe(1);
    const coupon = [...fakes.stripe.coupons.values()][0];
    expect(coupon).toMatchObject({ percent_off: 20, duration: "once", metadata: { code: "NEWPARTNER20" } });
    const row = await db.query.affiliateCoupons.findFirst({ where: eq(affiliateCoupons.code, "NEWPARTNER20") });
    expect(row).toMatchObject({ affiliateId: id, percentOff: 20, stripeCouponId: coupon?.id });
    expect(row?.stripePromotionCodeId).toMatch(/^promo_/);
    expect(await db.query.affiliates.findFirst({ where: eq(affiliates.id, id) })).toMatchObject({
      username: input.username,
      email: input.email,
      commissionPercent: 30,
      disabled: false,
    });
    expect(await db.select().from(passwordResets).where(eq(passwordResets.affiliateId, id))).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, input.email))).toEqual([
      expect.objectContaining({ kind: "affiliate-password-reset" }),
    ]);
    const [audit] = await auditOf(`affiliate:${id}`);
    expect(audit).toMatchObject({ action: "affiliate.create", outcome: "ok", before: null });
    expect(audit?.after).toMatchObject({ id, coupons: ["NEWPARTNER20"], passwordLinkSent: true });
  });

  it("lets a buyer use the new code at checkout at once, crediting the partner", async () => {
    const { id } = await create(aNewPartner({ code: "BUYNOW25", percentOff: 25 }));
    const session = await anOpenCheckout(fakes.stripe, "buynow25");
    expect(session.total_details.amount_discount).toBe(6_725);
    expect(session.metadata).toMatchObject({ coupon_code: "BUYNOW25", affiliate_id: String(id) });
  });

  it("refuses a taken e-mail, username or code (409) before creating anything at Stripe", async () => {
    const { input } = await create();
    for (const clash of [{ email: input.email.toUpperCase() }, { username: input.username }, { code: input.code }]) {
      const res = await adminPost("/api/admin/affiliates", aNewPartner(clash));
      expect(res.status).toBe(409);
    }
    expect(fakes.stripe.coupons.size).toBe(1);
  });

  it("answers 400 with the field's message for bad input", async () => {
    const cases = [
      [{ percentOff: 0 }, "percentOff: Discount: at least 1"],
      [{ commissionPercent: 101 }, "commissionPercent: Commission: at most 100"],
      [{ code: "a b" }, "code: 2-40 letters, digits or - (Stripe refuses _ and spaces)"],
      [{ email: "nope" }, "email: Incorrect email address"],
    ] as const;
    for (const [override, message] of cases) {
      const res = await adminPost("/api/admin/affiliates", aNewPartner(override));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
  });

  it("refuses a code with _ (Stripe's promotion codes cannot hold it) with a 400, before any Stripe call", async () => {
    for (const code of ["SPRING_SALE", "spring_sale"]) {
      const res = await adminPost("/api/admin/affiliates", aNewPartner({ code }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(
        "code: 2-40 letters, digits or - (Stripe refuses _ and spaces)",
      );
    }
    const { id } = await create();
    const stripeCallsBefore = fakes.stripe.requests.length;
    const res = await adminPost(`/api/admin/affiliates/${id}/coupons`, { code: "SECOND_CODE", percentOff: 5 });
    expect(res.status).toBe(400);
    expect(fakes.stripe.requests.length).toBe(stripeCallsBefore);
    expect(fakes.stripe.coupons.size).toBe(1);
  });

  it("answers 409 and records the failure when Stripe already has the code, and deletes the coupon it made", async () => {
    const taken = aNewPartner({ code: "DEMO10" });
    const res = await adminPost("/api/admin/affiliates", taken);
    expect(res.status).toBe(409);
    expect(
      fakes.stripe.requests.map((r) => `${r.method} ${r.path.replace(/^\/v1\/coupons\/.+/, "/v1/coupons/{id}")}`),
    ).toEqual(["POST /v1/coupons", "POST /v1/promotion_codes", "DELETE /v1/coupons/{id}"]);
    expect(fakes.stripe.coupons.size).toBe(0);
    // A second try makes a new coupon (the deleted one is never replayed) and cleans up again.
    expect((await adminPost("/api/admin/affiliates", taken)).status).toBe(409);
    expect(fakes.stripe.coupons.size).toBe(0);
    expect(await db.query.affiliates.findFirst({ where: eq(affiliates.email, taken.email) })).toBeUndefined();
    expect((await auditOf(`affiliate:${taken.email}`))[0]).toMatchObject({
      action: "affiliate.create",
      outcome: "failed",
    });
  });
});

describe("affiliate actions", () => {
  it("changes the commission for future sales, on record", async () => {
    const { id } = await create();
    expect((await adminPost(`/api/admin/affiliates/${id}/commission`, { commissionPercent: 42.5 })).status).toBe(200);
    expect((await db.query.affiliates.findFirst({ where: eq(affiliates.id, id) }))?.commissionPercent).toBe(42.5);
    const rows = await auditOf(`affiliate:${id}`);
    expect(rows.at(-1)).toMatchObject({
      action: "affiliate.commission",
      before: { commissionPercent: 30 },
      after: { commissionPercent: 42.5 },
    });
  });

  it("disables and enables an account; a second disable is a 409", async () => {
    const { id } = await create();
    expect((await adminPost(`/api/admin/affiliates/${id}/status`, { disabled: true })).status).toBe(200);
    expect((await db.query.affiliates.findFirst({ where: eq(affiliates.id, id) }))?.disabled).toBe(true);
    expect((await adminPost(`/api/admin/affiliates/${id}/status`, { disabled: true })).status).toBe(409);
    expect((await adminPost(`/api/admin/affiliates/${id}/password-link`)).status).toBe(409);
    expect((await adminPost(`/api/admin/affiliates/${id}/status`, { disabled: false })).status).toBe(200);
    expect((await auditOf(`affiliate:${id}`)).map((r) => [r.action, r.outcome])).toEqual([
      ["affiliate.create", "ok"],
      ["affiliate.disable", "ok"],
      ["affiliate.disable", "failed"],
      ["affiliate.password_link", "failed"],
      ["affiliate.enable", "ok"],
    ]);
  });

  it("adds a code with its own Stripe promotion code", async () => {
    const { id } = await create();
    const res = await adminPost(`/api/admin/affiliates/${id}/coupons`, { code: "second-code", percentOff: 5 });
    expect(res.status).toBe(200);
    const page = (await (await adminGet(`/api/admin/affiliates/${id}`)).json()) as AffiliateDetailAnswer;
    expect(page.coupons.map((c) => [c.code, c.percentOff])).toContainEqual(["SECOND-CODE", 5]);
    expect(fakes.stripe.coupons.size).toBe(2);
    expect(
      (await adminPost(`/api/admin/affiliates/${id}/coupons`, { code: "SECOND-CODE", percentOff: 5 })).status,
    ).toBe(409);
  });

  it("sends the set-your-password link (the portal's reset mail)", async () => {
    const { id, input } = await create();
    const res = await adminPost(`/api/admin/affiliates/${id}/password-link`);
    expect(await res.json()).toEqual({ ok: true, message: `Set-your-password link sent to ${input.email}` });
    expect(await db.select().from(passwordResets).where(eq(passwordResets.affiliateId, id))).toHaveLength(2);
  });

  it("writes the partner's mails in the language chosen at creation, changeable on record", async () => {
    const { id, input } = await create(aNewPartner({ locale: "pt-BR" }));
    const mailsTo = () => db.select().from(outbox).where(eq(outbox.toAddress, input.email)).orderBy(outbox.id);
    expect((await mailsTo()).map((m) => m.subject)).toEqual(["Redefina sua senha de afiliado"]);
    const page = (await (await adminGet(`/api/admin/affiliates/${id}`)).json()) as AffiliateDetailAnswer;
    expect(page.affiliate.locale).toBe("pt-BR");

    const changed = await adminPost(`/api/admin/affiliates/${id}/language`, { locale: "de" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ message: "The partner's mails are now written in German" });
    expect((await auditOf(`affiliate:${id}`)).at(-1)).toMatchObject({
      action: "affiliate.language",
      before: { locale: "pt-BR" },
      after: { locale: "de" },
    });
    expect((await adminPost(`/api/admin/affiliates/${id}/password-link`)).status).toBe(200);
    expect((await mailsTo()).at(-1)?.subject).toBe("Setzen Sie Ihr Affiliate-Passwort zurück");
  });

  it("writes a partner's mails in English unless told, and refuses a language the site does not speak", async () => {
    const { id, input } = await create();
    expect((await db.query.affiliates.findFirst({ where: eq(affiliates.id, id) }))?.locale).toBe("en");
    expect((await db.select().from(outbox).where(eq(outbox.toAddress, input.email)))[0]?.subject).toBe(
      "Reset your affiliate password",
    );
    for (const locale of ["xx", "en-XA", 3]) {
      const res = await adminPost(`/api/admin/affiliates/${id}/language`, { locale });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(
        "locale: language must be one of en, es, pt-BR, fr, de, it, ja, zh-Hans",
      );
    }
    expect((await adminPost("/api/admin/affiliates", aNewPartner({ locale: "klingon" }))).status).toBe(400);
  });

  it("answers 404 for an unknown affiliate and 400 for a non-numeric id", async () => {
    expect((await adminPost("/api/admin/affiliates/999999/commission", { commissionPercent: 1 })).status).toBe(404);
    expect((await adminGet("/api/admin/affiliates/abc")).status).toBe(400);
  });
});

describe("POST /api/admin/affiliates/search", () => {
  it("lists partners newest first with their codes, paid sales and commission per currency", async () => {
    const { id, input } = await create(aNewPartner({ commissionPercent: 20 }));
    await anOrder(fakes.stripe, { couponCode: input.code });
    const res = await adminPost("/api/admin/affiliates/search", { query: input.username.slice(0, 12) });
    const { items } = (await res.json()) as { items: AffiliateRow[] };
    expect(items).toHaveLength(1);
    const [row] = items;
    expect(row).toMatchObject({ id, coupons: [input.code.toUpperCase()], commissionPercent: 20 });
    // 269.00 less 15 %: 228.65 paid, 20 % of it earned.
    expect(row?.sales).toEqual([{ currency: "usd", count: 1, amount: 22_865 }]);
    expect(row?.commission).toEqual([{ currency: "usd", count: 1, amount: 4_573 }]);
  });

  it("takes LIKE's wildcards literally", async () => {
    await create();
    const res = await adminPost("/api/admin/affiliates/search", { query: "%" });
    expect(((await res.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
