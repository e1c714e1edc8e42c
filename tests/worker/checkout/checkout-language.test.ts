/** The checkout speaks the order page's language, and tells fulfilment which one (metadata.locale). */
import { describe, expect, it } from "vitest";
import { createCheckout as create, fakeServicesPerTest, SITE } from "./helpers";

const fakes = fakeServicesPerTest();

const lastCreated = () => Object.fromEntries(fakes.stripe.createdWith.at(-1)?.entries() ?? []);
const buy = (extra: Record<string, unknown> = {}) => create({ lookup_key: "Live_LifetimeLicense", ...extra });

describe("the checkout's language", () => {
  it.each([
    ["ja", "ja"],
    ["pt-BR", "pt-BR"],
    ["zh-Hans", "zh"],
    ["fr", "fr"],
  ])(
    "a %s page opens Stripe's form in %s and records the site's tag for the buyer's e-mails",
    async (locale, stripe) => {
      expect((await buy({ locale })).status).toBe(200);
      expect(lastCreated()).toMatchObject({
        locale: stripe,
        "metadata[locale]": locale,
        "payment_intent_data[metadata][locale]": locale,
        "invoice_creation[invoice_data][metadata][locale]": locale,
      });
    },
  );

  it.each([
    ["fr", `J’accepte les [Conditions générales](${SITE}/fr/terms).`, "dans les 14 jours suivant la réception"],
    ["de", `Ich stimme den [Allgemeinen Geschäftsbedingungen](${SITE}/de/terms) zu.`, "innerhalb von 14 Tagen"],
    ["ja", `[利用規約](${SITE}/ja/terms)に同意します。`, "14日以内"],
  ])(
    "a %s page's form asks for the terms in its language and states the refund rule in its language",
    async (locale, terms, refund) => {
      expect((await buy({ locale })).status).toBe(200);
      const form = lastCreated();
      expect(form["custom_text[terms_of_service_acceptance][message]"]).toBe(terms);
      expect(form["custom_text[submit][message]"]).toContain(refund);
    },
  );

  it("is English when the page sends none (an older page)", async () => {
    expect((await buy()).status).toBe(200);
    expect(lastCreated()).toMatchObject({ locale: "en", "metadata[locale]": "en" });
  });

  it.each(["en-XA", "FR", "xx", "", 7])(
    "refuses a language the site does not speak (%s) with a 400",
    async (locale) => {
      const res = await buy({ locale });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain("locale must be one of en, es, pt-BR");
      expect(fakes.stripe.createdWith).toHaveLength(0);
    },
  );
});
