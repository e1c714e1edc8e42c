/**
 * The console's services refuse by returning a `Refusal` (decision 044): called directly, without
 * HTTP, each says why in the words the console shows, `audited` records a returned refusal exactly
 * as it records a thrown error, and the contract refuses a page cursor the lists did not make.
 */
import { describe, expect, it } from "vitest";
import { contactMessages, outbox } from "#worker/db/schema.ts";
import { verifyAccessToken } from "#worker/services/admin/access.ts";
import {
  affiliateDetail,
  affiliateState,
  searchAffiliates,
  sendPasswordLink,
  setDisabled,
} from "#worker/services/admin/affiliates.ts";
import { contactDetail, setHandled } from "#worker/services/admin/contact.ts";
import {
  grantReset,
  licenceState,
  orderState,
  resendLicenceMail,
  restoreLicence,
  revokeLicence,
  unbindLicence,
} from "#worker/services/admin/licence-actions.ts";
import { orderDetail, searchOrders } from "#worker/services/admin/orders.ts";
import { mailDetail, retryMail } from "#worker/services/admin/outbox.ts";
import { createAffiliate } from "#worker/services/affiliates/affiliates.ts";
import { audited } from "#worker/services/audit.ts";
import { conflict, notFound, Refusal } from "#worker/services/refusal.ts";
import { accessFake, adminPost, adminServicesPerTest, OPERATOR } from "./access";
import { anOrder, auditOf, db } from "./fixtures";

const fakes = adminServicesPerTest();
const UNKNOWN_KEY = "00000000-0000-4000-8000-000000000000";
const settings = { siteUrl: "https://ticksim.test", supportEmail: "support@ticksim.test" };
const brand = settings;

describe("audited", () => {
  it("records a returned refusal as the failed attempt a thrown error is, and returns it", async () => {
    const target = `test:${crypto.randomUUID()}`;
    const entry = { actor: "a@example.com", target, before: { n: 1 } };
    await expect(
      audited(db, { ...entry, action: "test.thrown" }, async () => {
        throw new Error("This key is already revoked");
      }),
    ).rejects.toThrow("This key is already revoked");
    const refusal = conflict("This key is already revoked");
    expect(await audited(db, { ...entry, action: "test.returned" }, async () => refusal)).toBe(refusal);
    const [thrown, returned] = await auditOf(target);
    const { id: _a, action: _b, at: _c, ...thrownRow } = thrown ?? ({} as never);
    const { id: _d, action: _e, at: _f, ...returnedRow } = returned ?? ({} as never);
    expect(returnedRow).toEqual(thrownRow);
    expect(returnedRow).toMatchObject({ outcome: "failed", error: "This key is already revoked", after: null });
  });

  it("does not take an action's own result for a refusal", async () => {
    const target = `test:${crypto.randomUUID()}`;
    const after = { kind: "conflict", message: "looks like one" };
    await audited(db, { actor: "a@example.com", action: "test.ok", target, before: null }, async () => after);
    expect((await auditOf(target)).map((r) => [r.outcome, r.error, r.after])).toEqual([["ok", null, after]]);
  });
});

describe("the licence actions", () => {
  it("refuse an unknown key or order, and an action the key's state forbids", async () => {
    expect(await licenceState(db, UNKNOWN_KEY)).toEqual(notFound(`No licence key ${UNKNOWN_KEY}`));
    expect(await revokeLicence(db, UNKNOWN_KEY)).toEqual(notFound(`No licence key ${UNKNOWN_KEY}`));
    expect(await grantReset(db, UNKNOWN_KEY)).toEqual(notFound(`No licence key ${UNKNOWN_KEY}`));
    expect(await orderState(db, "999999999998")).toEqual(notFound("No order 999999999998"));
    expect(await orderDetail(db, "999999999998")).toEqual(notFound("No order 999999999998"));
    expect(await resendLicenceMail(db, "999999999998", settings)).toEqual(notFound("No order 999999999998"));

    const { key } = await anOrder(fakes.stripe);
    expect(await restoreLicence(db, key)).toEqual(conflict("This key is not revoked"));
    expect(await unbindLicence(db, key)).toEqual(conflict("This key is not bound to a device"));
    expect(await revokeLicence(db, key)).not.toBeInstanceOf(Refusal);
    expect(await revokeLicence(db, key)).toEqual(conflict("This key is already revoked"));
    expect(await grantReset(db, key)).toEqual(conflict("This key is revoked"));
  });
});

describe("the affiliate actions", () => {
  it("refuse an unknown affiliate, a switch already in place and a link to a disabled account", async () => {
    expect(await affiliateState(db, 999_999)).toEqual(notFound("No affiliate 999999"));
    expect(await affiliateDetail(db, 999_999)).toEqual(notFound("No affiliate 999999"));
    const name = `refusal-${crypto.randomUUID().slice(0, 8)}`;
    const id = await createAffiliate(db, {
      username: name,
      email: `${name}@example.com`,
      commissionPercent: 20,
      coupons: [],
      password: "a long enough password",
    });
    expect(await setDisabled(db, id, false)).toEqual(conflict("The affiliate is already enabled"));
    expect(await setDisabled(db, id, true)).not.toBeInstanceOf(Refusal);
    expect(await sendPasswordLink(db, brand, id)).toEqual(
      conflict("The affiliate is disabled: enable the account first"),
    );
  });
});

describe("the inbox and the outbox", () => {
  it("refuse an unknown message or mail, a message already handled and a mail already sent", async () => {
    expect(await contactDetail(db, 999_999)).toEqual(notFound("No contact message 999999"));
    expect(await mailDetail(db, 999_999)).toEqual(notFound("No mail 999999"));
    const [message] = await db
      .insert(contactMessages)
      .values({ email: "v@example.com", subject: "s", content: "c", captchaScore: 0.9, ip: null })
      .returning({ id: contactMessages.id });
    const messageId = message?.id as number;
    expect(await setHandled(db, messageId, false, OPERATOR)).toEqual(conflict("The message is already open"));
    const [mail] = await db
      .insert(outbox)
      .values({
        kind: "licence",
        dedupeKey: `test:${crypto.randomUUID()}`,
        toAddress: "c@example.com",
        subject: "s",
        bodyText: "b",
        sentAt: 1,
      })
      .returning({ id: outbox.id });
    let sent = 0;
    const send = async () => sent++;
    expect(await retryMail(db, mail?.id as number, send)).toEqual(conflict("This mail was already sent"));
    expect(sent).toBe(0);
  });
});

describe("Cloudflare Access", () => {
  const config = {
    issuer: "https://access.fake.test",
    certsUrl: new URL("https://access.fake.test/cdn-cgi/access/certs"),
    audience: "test-access-aud",
    operators: new Set([OPERATOR]),
  };

  it("refuses a missing token as unauthenticated and an e-mail off the list as forbidden", async () => {
    expect(await verifyAccessToken(undefined, config)).toEqual(
      new Refusal("unauthenticated", "Sign in through Cloudflare Access (no Cf-Access-Jwt-Assertion header)"),
    );
    const stranger = await accessFake.token({ email: "stranger@example.com" });
    expect(await verifyAccessToken(stranger, config)).toEqual(
      new Refusal("forbidden", "This account is not an operator of this shop"),
    );
  });
});

describe("page cursors", () => {
  it("are refused by the contract when no list made them, in the words the lists used", async () => {
    const bad = async (path: string, cursor: string) => {
      const res = await adminPost(path, { cursor });
      return [res.status, ((await res.json()) as { error: string }).error];
    };
    const notOurs = [400, "cursor: not a cursor of this list"];
    expect(await bad("/api/admin/orders/search", "x'; drop")).toEqual(notOurs);
    expect(await bad("/api/admin/contact/search", "12")).toEqual(notOurs);
    expect(await bad("/api/admin/outbox/search", "12~3")).toEqual(notOurs);
    expect(await bad("/api/admin/affiliates/search", "x")).toEqual(notOurs);
    expect(await bad("/api/admin/audit/search", "x")).toEqual(notOurs);
    expect(await bad("/api/admin/reconciliation/runs", "x")).toEqual(notOurs);
    expect(await bad("/api/admin/orders/search", "1".repeat(201))).toEqual([400, "cursor: At most 200 characters"]);
  });

  it("that reach a service without the contract are a bug, not a refusal", async () => {
    await expect(searchOrders(db, { query: "", cursor: "x" })).rejects.toThrow("not a cursor of this list");
    await expect(searchAffiliates(db, { query: "", cursor: "1~2" })).rejects.toThrow("not a cursor of this list");
  });
});
