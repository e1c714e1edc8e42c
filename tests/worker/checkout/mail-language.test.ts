/**
 * The licence mail speaks the buyer's language: fulfilment reads the checkout's language from the
 * session's metadata (decision 055), stores it with the order and writes the mail in it; a
 * session without one, or with one the site does not speak, gets English.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkoutSession, completedSession, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { createCheckout, deliver, fakeServicesPerTest } from "./helpers";

const fakes = fakeServicesPerTest();

const buyer = () => ({
  email: `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`,
  address: { line1: "8 rue de la Paix", city: "Paris", postal_code: "75002", country: "FR" },
});

const orderAndMail = async (sessionId: string) => ({
  order: await env.DB.prepare("SELECT id, locale FROM orders WHERE stripe_session_id = ?")
    .bind(sessionId)
    .first<{ id: string; locale: string }>(),
  mail: await env.DB.prepare("SELECT subject, body_text, body_html FROM outbox WHERE dedupe_key = ?")
    .bind(`licence:${sessionId}`)
    .first<{ subject: string; body_text: string; body_html: string }>(),
});

describe("the licence mail's language", () => {
  it("is French for a purchase made from a French page, and the order keeps it", async () => {
    const res = await createCheckout({ lookup_key: "Live_LifetimeLicense", locale: "fr" });
    expect(res.status).toBe(200);
    const { clientSecret } = (await res.json()) as { clientSecret: string };
    const open = [...fakes.stripe.sessions.values()].find((s) => s.client_secret === clientSecret);
    expect(open?.metadata.locale).toBe("fr");
    const done = await fakes.stripe.completeSession(open?.id ?? "", buyer());
    expect(await (await deliver(done?.event ?? stripeEvent("none", {}))).json()).toEqual({
      received: true,
      outcome: "fulfilled",
    });

    const { order, mail } = await orderAndMail(open?.id ?? "");
    expect(order?.locale).toBe("fr");
    expect(mail?.subject).toBe(`Votre clé de licence TickSim pour l’application de bureau (commande ${order?.id})`);
    expect(mail?.body_html).toContain('<html lang="fr">');
    expect(mail?.body_text).toContain("Merci pour votre achat");
    expect(mail?.body_text).toContain(`Numéro de commande\u00a0: ${order?.id}`);
  });

  it.each([
    ["no language", {}],
    ["a language the site does not speak", { locale: "xx" }],
    ["a malformed one", { locale: "fr-FR; DROP" }],
  ])("is English for a session with %s", async (_, metadata: Record<string, string>) => {
    const session = completedSession(
      checkoutSession({ metadata: { lookup_key: "Live_LifetimeLicense", ...metadata } }),
      buyer(),
    );
    expect(await (await deliver(stripeEvent("checkout.session.completed", session))).json()).toEqual({
      received: true,
      outcome: "fulfilled",
    });
    const { order, mail } = await orderAndMail(session.id);
    expect(order?.locale).toBe("en");
    expect(mail?.subject).toBe(`Your TickSim desktop licence key (order ${order?.id})`);
    expect(mail?.body_html).toContain('<html lang="en">');
  });
});
