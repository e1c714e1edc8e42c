/**
 * Every mail the shop sends, rendered through the one layout in every language it is written
 * in: each HTML and text part is a checked-in snapshot (tests/worker/mail/__snapshots__/*.html,
 * and <locale>/*.html for the translations, open in a browser), and the parts say the same things.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, type Locale, locales, prefixOf } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { contactNoticeMail } from "#worker/mail/contact-notice.ts";
import { downloadLinkMail } from "#worker/mail/download-link.ts";
import { mailLocaleOf, mailText } from "#worker/mail/i18n.ts";
import { BRAND_NAME, type RenderedMail, renderMail } from "#worker/mail/layout.ts";
import { type LicenceMailSettings, licenceMail, refundTerms } from "#worker/mail/licence.ts";
import compiled from "#worker/mail/messages.generated.json" with { type: "json" };
import { passwordResetMail } from "#worker/mail/password-reset.ts";
import { payoutSentMail } from "#worker/mail/payout-sent.ts";

const settings: LicenceMailSettings = {
  siteUrl: "https://ticksim.test/",
  supportEmail: "support@ticksim.test",
};
const SITE = "https://ticksim.test";
const KEY_1 = "0a1b2c3d-1111-4000-8000-00000000abcd";
const KEY_2 = "9f8e7d6c-2222-4000-8000-00000000ef01";

/** Every mail to a buyer or a partner, in a language, with the catalogue it is written from. */
function mailsIn(locale: Locale): Record<string, { mail: RenderedMail; catalogue: string }> {
  const licence = (mail: RenderedMail) => ({ mail, catalogue: "licence" });
  return {
    "licence-purchase": licence(
      licenceMail({ occasion: "purchase", locale, orders: [{ orderId: "123456789012", keys: [KEY_1] }] }, settings),
    ),
    "licence-purchase-invoice": licence(
      licenceMail(
        {
          occasion: "purchase",
          locale,
          orders: [
            { orderId: "123456789012", keys: [KEY_1], invoiceUrl: "https://pay.stripe.test/invoice/acct_1/inv_1/pdf" },
          ],
        },
        settings,
      ),
    ),
    "licence-second-key": licence(
      licenceMail(
        { occasion: "second-key", locale, orders: [{ orderId: "123456789012", keys: [KEY_1, KEY_2] }] },
        settings,
      ),
    ),
    "licence-resend": licence(
      licenceMail(
        {
          occasion: "resend",
          locale,
          orders: [
            { orderId: "123456789012", keys: [KEY_1, KEY_2] },
            { orderId: "210987654321", keys: ["5e5e5e5e-3333-4000-8000-000000000042"] },
          ],
        },
        settings,
      ),
    ),
    "password-reset": {
      mail: passwordResetMail(
        { username: "partner-jane", link: "https://ticksim.test/affiliates/resetpassword/abc_DEF-123", locale },
        settings,
      ),
      catalogue: "password-reset",
    },
    "payout-sent": {
      mail: payoutSentMail(
        {
          username: "partner-jane",
          currency: "eur",
          amount: 123_456,
          paidOn: "2026-11-20",
          reference: "PAYPAL-9XK2",
          commissions: 1_204,
          adjustments: -4_500,
          locale,
        },
        settings,
      ),
      catalogue: "payout-sent",
    },
    "download-link": { mail: downloadLinkMail(settings, locale), catalogue: "download-link" },
  };
}

const english = Object.fromEntries(Object.entries(mailsIn(DEFAULT_LOCALE)).map(([name, { mail }]) => [name, mail]));
const mails: Record<string, RenderedMail> = {
  ...english,
  "contact-notice": contactNoticeMail(
    {
      email: "jane@example.com",
      subject: "Licence on two machines",
      content: "Hello,\nCan I install the app on <b>two</b> computers?\nJane",
    },
    settings,
  ),
};

describe("mail snapshots", () => {
  for (const [name, mail] of Object.entries(mails)) {
    it(`${name}: the HTML and text parts match their snapshots`, async () => {
      await expect(mail.html).toMatchFileSnapshot(`./__snapshots__/${name}.html`);
      await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(`./__snapshots__/${name}.txt`);
    });
  }
});

describe("every mail in every language", () => {
  const translated = locales.filter((locale) => locale !== DEFAULT_LOCALE);

  for (const locale of translated) {
    const rendered = mailsIn(locale);
    describe(locale, () => {
      for (const [name, { mail, catalogue }] of Object.entries(rendered)) {
        it(`${name}: matches its snapshots, says its language and keeps no English sentence`, async () => {
          // Links lead to the language's page once it is translated (tested below): the snapshots
          // leave the prefix out, so translating a page does not change every mail's snapshot.
          const unprefixed = (part: string) => part.replaceAll(`${SITE}${prefixOf(locale)}/`, `${SITE}/`);
          await expect(unprefixed(mail.html)).toMatchFileSnapshot(`./__snapshots__/${locale}/${name}.html`);
          await expect(unprefixed(`Subject: ${mail.subject}\n\n${mail.text}`)).toMatchFileSnapshot(
            `./__snapshots__/${locale}/${name}.txt`,
          );
          expect(mail.html).toContain(`<html lang="${locale}">`);
          // Every placeholder filled, and no message left in English where the language has its own.
          expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[{}]/);
          const { t: en } = mailText<string>(catalogue, DEFAULT_LOCALE);
          const { t } = mailText<string>(catalogue, locale);
          const englishMail = (english[name] as RenderedMail).text;
          const englishCatalogues: Readonly<Record<string, object>> = compiled[DEFAULT_LOCALE];
          for (const key of Object.keys(englishCatalogues[catalogue] ?? {})) {
            const sentence = en(key);
            if (sentence === t(key) || sentence.length < 16 || !englishMail.includes(sentence)) continue;
            expect(mail.text, key).not.toContain(sentence);
          }
        });
      }
    });
  }
});

describe("the mail's language", () => {
  it("is one of the site's; anything else (missing, unknown, malformed, the pseudo-locale) is English", () => {
    expect(mailLocaleOf("fr")).toBe("fr");
    expect(mailLocaleOf("zh-Hans")).toBe("zh-Hans");
    for (const other of [undefined, null, "", "xx", "FR", "en-XA", "fr-FR", 42, "de; drop table"]) {
      expect(mailLocaleOf(other)).toBe("en");
    }
  });

  it.each(locales)("links the %s pages where they are translated, the English ones until then", (locale) => {
    const { mail } = mailsIn(locale)["licence-purchase"] as { mail: RenderedMail };
    for (const id of ["download", "licence-reset", "licence-resend", "discord"] as const) {
      expect(mail.html).toContain(`href="${SITE}${pathTo(id, {}, locale)}"`);
    }
  });

  it("writes money and dates the language's way", () => {
    const payout = (locale: Locale) => (mailsIn(locale)["payout-sent"] as { mail: RenderedMail }).mail.text;
    expect(payout("en")).toContain("Amount: €1,234.56");
    expect(payout("en")).toContain("Sent on: November 20, 2026");
    expect(payout("fr")).toContain("Montant\u00a0: 1\u202f234,56\u00a0€");
    expect(payout("ja")).toContain("金額：€1,234.56");
    expect(payout("fr")).toContain("20 novembre 2026");
    expect(payout("de")).toContain("1.234,56\u00a0€");
    expect(payout("ja")).toContain("2026年11月20日");
  });
});

describe("the layout", () => {
  it("gives every mail the brand header, the footer with the site and support, and a text part", () => {
    for (const mail of Object.values(mails)) {
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain(`&#9650;</span> ${BRAND_NAME}</a>`);
      expect(mail.html).toContain('href="mailto:support@ticksim.test"');
      expect(mail.html).toContain(`<title>${mail.subject.replaceAll("'", "&#39;")}</title>`);
      expect(mail.text).toContain(`${BRAND_NAME} · https://ticksim.test · support@ticksim.test`);
      expect(mail.text).not.toMatch(/<(p|a|table|td|div|pre|br|h1)[\s>]/);
    }
  });

  it("escapes what others wrote, in the HTML part only", () => {
    const notice = mails["contact-notice"] as RenderedMail;
    expect(notice.html).toContain("&lt;b&gt;two&lt;/b&gt;");
    expect(notice.html).not.toContain("<b>two</b>");
    expect(notice.text).toContain("> Can I install the app on <b>two</b> computers?");
  });

  it("refuses a link that is not absolute http(s) or mailto", () => {
    const content = { lang: "en", subject: "s", preheader: "p", heading: "h", reason: "r" } as const;
    for (const url of ["javascript:alert(1)", "/relative"]) {
      expect(() => renderMail({ ...content, blocks: [{ kind: "button", label: "x", url }] }, settings)).toThrow(
        "mail link must be absolute",
      );
    }
  });

  it("underlines a heading of the text part across its width, two columns for each full-width character", () => {
    const { text } = renderMail(
      { lang: "ja", subject: "s", preheader: "p", heading: "ご購入 OK", reason: "r", blocks: [] },
      settings,
    );
    expect(text).toContain("ご購入 OK\n=========\n");
  });
});

describe("the licence mail", () => {
  const purchase = mails["licence-purchase"] as RenderedMail;

  it("puts the key in a monospace block, with the order ID, the download button and three steps", () => {
    expect(purchase.subject).toBe("Your TickSim desktop licence key (order 123456789012)");
    expect(purchase.html).toMatch(new RegExp(`<pre style="[^"]*font-family:ui-monospace[^"]*">${KEY_1}</pre>`));
    expect(purchase.html).toContain("123456789012");
    expect(purchase.html).toMatch(/href="https:\/\/ticksim.test\/download"[^>]*>Download the desktop app</);
    expect(purchase.html.match(/<li /g)).toHaveLength(3);
    expect(purchase.text).toContain(`Licence key:\n    ${KEY_1}`);
    expect(purchase.text).toContain("Order ID: 123456789012");
    expect(purchase.text).toMatch(/Activate in three steps\n {2}1\. .+\n {2}2\. .+\n {2}3\. .+/);
  });

  it("links the reset and find-my-key pages and states the refund terms of the spec in one line", () => {
    expect(refundTerms("en")).toBe(
      "Refunds: desktop app only, within 14 days of receipt, repaid within 14 days by the same payment means, requested via the in-software refund feature or by email.",
    );
    for (const part of [purchase.html, purchase.text]) {
      expect(part).toContain("https://ticksim.test/resetlicense");
      expect(part).toContain("https://ticksim.test/licence");
      expect(part).toContain(refundTerms("en"));
    }
  });

  it("adds the invoice link only when the order has one", () => {
    expect(purchase.text).not.toContain("invoice");
    const withInvoice = mails["licence-purchase-invoice"] as RenderedMail;
    expect(withInvoice.html).toContain('href="https://pay.stripe.test/invoice/acct_1/inv_1/pdf"');
    expect(withInvoice.text).toContain("Download the invoice (PDF): https://pay.stripe.test/invoice/acct_1/inv_1/pdf");
  });

  it("lists every order with its keys in a resend, and both keys after the second key", () => {
    const resend = mails["licence-resend"] as RenderedMail;
    expect(resend.subject).toBe("Your TickSim desktop licence keys");
    expect(resend.text).toContain(
      `Order 123456789012\n------------------\n\nLicence keys:\n    ${KEY_1}\n    ${KEY_2}`,
    );
    expect(resend.text).toContain("Order 210987654321");
    expect(resend.text).toContain("5e5e5e5e-3333-4000-8000-000000000042");
    const second = mails["licence-second-key"] as RenderedMail;
    expect(second.subject).toBe("Your second TickSim licence key (order 123456789012)");
    expect(second.html).toContain(`${KEY_1}\n${KEY_2}</pre>`);
  });
});
