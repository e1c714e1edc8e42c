/**
 * Every mail the shop sends, rendered through the one layout: each HTML and text part is a
 * checked-in snapshot (tests/worker/mail/__snapshots__/*.html opens in a browser), and the
 * parts say the same things.
 */
import { describe, expect, it } from "vitest";
import { contactNoticeMail } from "#worker/mail/contact-notice.ts";
import { BRAND_NAME, type RenderedMail, renderMail } from "#worker/mail/layout.ts";
import { type LicenceMailSettings, licenceMail, REFUND_TERMS } from "#worker/mail/licence.ts";
import { passwordResetMail } from "#worker/mail/password-reset.ts";

const settings: LicenceMailSettings = {
  siteUrl: "https://ticksim.test/",
  supportEmail: "support@ticksim.test",
};
const KEY_1 = "0a1b2c3d-1111-4000-8000-00000000abcd";
const KEY_2 = "9f8e7d6c-2222-4000-8000-00000000ef01";

const mails: Record<string, RenderedMail> = {
  "licence-purchase": licenceMail(
    { occasion: "purchase", orders: [{ orderId: "123456789012", keys: [KEY_1] }] },
    settings,
  ),
  "licence-purchase-invoice": licenceMail(
    {
      occasion: "purchase",
      orders: [
        { orderId: "123456789012", keys: [KEY_1], invoiceUrl: "https://pay.stripe.test/invoice/acct_1/inv_1/pdf" },
      ],
    },
    settings,
  ),
  "licence-second-key": licenceMail(
    { occasion: "second-key", orders: [{ orderId: "123456789012", keys: [KEY_1, KEY_2] }] },
    settings,
  ),
  "licence-resend": licenceMail(
    {
      occasion: "resend",
      orders: [
        { orderId: "123456789012", keys: [KEY_1, KEY_2] },
        { orderId: "210987654321", keys: ["5e5e5e5e-3333-4000-8000-000000000042"] },
      ],
    },
    settings,
  ),
  "contact-notice": contactNoticeMail(
    {
      email: "jane@example.com",
      subject: "Licence on two machines",
      content: "Hello,\nCan I install the app on <b>two</b> computers?\nJane",
    },
    settings,
  ),
  "password-reset": passwordResetMail(
    { username: "partner-jane", link: "https://ticksim.test/affiliates/resetpassword/abc_DEF-123" },
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
    const content = { subject: "s", preheader: "p", heading: "h", reason: "r" };
    for (const url of ["javascript:alert(1)", "/relative"]) {
      expect(() => renderMail({ ...content, blocks: [{ kind: "button", label: "x", url }] }, settings)).toThrow(
        "mail link must be absolute",
      );
    }
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

  it("links the reset and find-my-key pages and states the refund terms in one line", () => {
    for (const part of [purchase.html, purchase.text]) {
      expect(part).toContain("https://ticksim.test/resetlicense");
      expect(part).toContain("https://ticksim.test/licence");
      expect(part).toContain(REFUND_TERMS);
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
