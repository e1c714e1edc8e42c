/**
 * Stripe Tax, the invoice and the terms (issue 21): what the session asks Stripe for, and what a
 * completed purchase leaves in D1 (tax, totals, the buyer's tax ID, consent, the invoice link in
 * the licence e-mail), with the affiliate's commission on the amount without tax.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createStripeFake } from "#tests/fakes/stripe.ts";
import { type Customer, paidInvoice, sessionInvoice, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import {
  anAffiliate,
  createCheckout,
  deliver,
  fakeServicesPerTest,
  SITE,
  thirtyPercentSaleWithTenPercentOff,
} from "./helpers";

const fakes = fakeServicesPerTest();

const french = (email = `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`): Customer => ({
  email,
  address: { line1: "8 rue de la Paix", city: "Paris", postal_code: "75002", country: "FR" },
});

/** Opens a checkout through the Worker and returns the fake's session. */
async function openCheckout(couponCode?: string) {
  const res = await createCheckout({ lookup_key: "Live_LifetimeLicense", coupon_code: couponCode });
  expect(res.status).toBe(200);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  const session = [...fakes.stripe.sessions.values()].find((s) => s.client_secret === clientSecret);
  if (!session) throw new Error("no session");
  return session;
}

/** Pays the session as the customer (the fake computes tax and makes the invoice) and delivers the event. */
async function pay(sessionId: string, customer: Customer) {
  const done = await fakes.stripe.completeSession(sessionId, customer);
  if (!done) throw new Error("no session");
  const res = await deliver(done.event);
  expect(res.status).toBe(200);
  return { session: done.session, answer: await res.json() };
}

const orderOf = (sessionId: string) =>
  env.DB.prepare("SELECT * FROM orders WHERE stripe_session_id = ?").bind(sessionId).first<Record<string, unknown>>();
const licenceMailOf = (sessionId: string) =>
  env.DB.prepare("SELECT body_text, body_html FROM outbox WHERE dedupe_key = ?")
    .bind(`licence:${sessionId}`)
    .first<{ body_text: string; body_html: string | null }>();
const transactionOf = (sessionId: string) =>
  env.DB.prepare("SELECT * FROM transactions WHERE stripe_object_id = ?")
    .bind(sessionId)
    .first<Record<string, unknown>>();

describe("POST /stripe/create-checkout-payment: tax, invoice and terms", () => {
  it("asks for Stripe Tax with the full billing address, VAT numbers, an invoice and the terms with the refund rule", async () => {
    await openCheckout();
    const form = Object.fromEntries(fakes.stripe.createdWith.at(-1)?.entries() ?? []);
    expect(form).toMatchObject({
      "automatic_tax[enabled]": "true",
      billing_address_collection: "required",
      "tax_id_collection[enabled]": "true",
      "invoice_creation[enabled]": "true",
      "invoice_creation[invoice_data][metadata][lookup_key]": "Live_LifetimeLicense",
      "consent_collection[terms_of_service]": "required",
      "custom_text[terms_of_service_acceptance][message]": `I agree to the [Terms and Conditions](${SITE}/terms).`,
    });
    expect(form["custom_text[submit][message]"]).toContain("within 14 days of receipt");
  });

  it("refuses to sell a Price whose tax behaviour is not the site's, with a 503 and a log line", async () => {
    const stripe = createStripeFake({
      apiKey: workerTestBindings.STRIPE_SECRET_KEY,
      webhookSecret: workerTestBindings.STRIPE_WEBHOOK_SECRET,
      prices: [
        {
          id: "price_inclusive",
          lookup_key: "Live_LifetimeLicense",
          unit_amount: 26_900,
          currency: "usd",
          active: true,
          type: "one_time",
          tax_behavior: "inclusive",
        },
      ],
    });
    vi.stubGlobal("fetch", routeOutbound({ stripe: stripe.handler, mail: fakes.mail.handler }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await createCheckout({ lookup_key: "Live_LifetimeLicense" });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "Payments are not configured correctly on this server" });
    expect(stripe.createdWith).toHaveLength(0);
    expect(logged.mock.calls.join("\n")).toContain("is tax inclusive; the site says exclusive");
  });
});

describe("fulfilment of a taxed purchase", () => {
  it("stores tax, subtotal and total, the consent and the invoice, and mails the invoice link", async () => {
    const open = await openCheckout();
    const { session, answer } = await pay(open.id, french());
    expect(answer).toEqual({ received: true, outcome: "fulfilled" });
    // 269 USD plus 20 % French VAT.
    expect(session.total_details.amount_tax).toBe(5_380);
    const order = await orderOf(open.id);
    expect(order).toMatchObject({
      amount_subtotal: 26_900,
      amount_discount: 0,
      amount_tax: 5_380,
      amount_total: 32_280,
      customer_country: "FR",
      customer_tax_id: null,
      terms_accepted: 1,
      stripe_invoice_id: session.invoice,
    });
    const invoice = fakes.stripe.invoices.get(session.invoice ?? "");
    expect(order?.invoice_pdf_url).toBe(invoice?.invoice_pdf);
    expect(order?.invoice_url).toBe(invoice?.hosted_invoice_url);
    const mail = await licenceMailOf(open.id);
    expect(mail?.body_text).toContain(invoice?.invoice_pdf);
  });

  it("keeps the affiliate's commission on the amount without tax", async () => {
    const affiliateId = await anAffiliate(30, ["DEMO10"]);
    const open = await openCheckout("DEMO10");
    await pay(open.id, french());
    // 269 USD, 10 % off: 242.10 USD, plus 20 % VAT: 48.42 USD.
    expect(await orderOf(open.id)).toMatchObject({
      amount_subtotal: 26_900,
      amount_discount: 2_690,
      amount_tax: 4_842,
      amount_total: 29_052,
      affiliate_id: affiliateId,
    });
    expect(await transactionOf(open.id)).toMatchObject({ amount_paid: 29_052, ...thirtyPercentSaleWithTenPercentOff });
  });

  it("puts a company's VAT number on the order and the invoice; the reverse charge leaves no VAT", async () => {
    const open = await openCheckout();
    const { session } = await pay(open.id, {
      email: "billing@firma.example",
      address: { line1: "Unter den Linden 1", city: "Berlin", postal_code: "10117", country: "DE" },
      taxId: { type: "eu_vat", value: "DE123456789" },
    });
    expect(await orderOf(open.id)).toMatchObject({
      customer_tax_id: "eu_vat DE123456789",
      amount_tax: 0,
      amount_total: 26_900,
    });
    expect(fakes.stripe.invoices.get(session.invoice ?? "")?.customer_tax_ids).toEqual([
      { type: "eu_vat", value: "DE123456789" },
    ]);
  });

  it("issues the licence when the invoice cannot be read yet, and records its links when invoice.paid arrives", async () => {
    const open = await openCheckout();
    const done = await fakes.stripe.completeSession(open.id, french());
    if (!done) throw new Error("no session");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // Stripe's API is down, its webhooks still arrive.
    vi.stubGlobal("fetch", routeOutbound({ mail: fakes.mail.handler }));
    expect(await (await deliver(done.event)).json()).toEqual({ received: true, outcome: "fulfilled" });
    expect(await orderOf(open.id)).toMatchObject({ stripe_invoice_id: done.session.invoice, invoice_pdf_url: null });
    expect((await licenceMailOf(open.id))?.body_text).not.toContain("pay.stripe.com/invoice");

    const invoice = sessionInvoice(done.session);
    await deliver(stripeEvent("invoice.paid", invoice));
    expect(await orderOf(open.id)).toMatchObject({
      invoice_pdf_url: invoice.invoice_pdf,
      invoice_url: invoice.hosted_invoice_url,
    });
  });

  it("leaves subscription invoices to the affiliate path and ignores invoices of no licence order", async () => {
    const res = await deliver(
      stripeEvent("invoice.paid", { ...paidInvoice({ email: "x@example.com", subtotal: 1_599, periodDays: 30 }) }),
    );
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
    const stray = { ...sessionInvoice({ ...(await openCheckout()), invoice: "in_test_stray" }), metadata: {} };
    expect(await (await deliver(stripeEvent("invoice.paid", stray))).json()).toEqual({
      received: true,
      outcome: "ignored",
    });
  });
});
