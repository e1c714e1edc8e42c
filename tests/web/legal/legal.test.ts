import { describe, expect, it } from "vitest";
import privacy from "#web/content/legal/privacy.md";
import terms from "#web/content/legal/terms.md";
import { withSeller } from "#web/features/legal/with-seller.ts";

const text = (html: string) => html.replace(/<[^>]*>/g, "");

describe("terms and conditions", () => {
  it("are dated April 9, 2025 and define the spec's terms", () => {
    expect(terms.frontMatter).toEqual({ title: "Terms and Conditions", updated: "April 9, 2025" });
    for (const term of [
      "Account",
      "Fees",
      "Interactive Services",
      "Your Contributions",
      "Payment Methods",
      "Free Trial",
    ])
      expect(terms.html).toContain(`<strong>&quot;${term}&quot;</strong>`);
  });

  it("cover membership, suspension, termination, cancellation, refunds and personal use", () => {
    const ids = terms.headings.map((h) => h.id);
    for (const id of ["membership", "suspension", "termination", "cancellation", "refunds", "personal-use-and-licence"])
      expect(ids).toContain(id);
    const body = text(terms.html);
    expect(body).toMatch(/renews automatically/);
    expect(body).toMatch(/two days after written notice/);
    expect(body).toMatch(/within 14 days of receiving/);
    expect(body).toMatch(/Web app: subscriptions of the web app are non-refundable/);
    expect(body).toMatch(/a single individual/);
    expect(body).toMatch(/at least one month/);
  });
});

describe("privacy policy", () => {
  it("is dated April 9, 2025 and lists the data collected, cookies and the payment provider", () => {
    expect(privacy.frontMatter.updated).toBe("April 9, 2025");
    const body = text(privacy.html);
    for (const item of [
      "Email address",
      "Username",
      "Information you provide voluntarily",
      "Referral link from affiliate partners",
      "IP address",
    ])
      expect(body).toContain(item);
    expect(body).toMatch(/coupon-code/);
    expect(body).toMatch(/10 days/);
    expect(body).toMatch(/90 days/);
    expect(body).toMatch(/we never see or store your card details/);
    expect(privacy.headings.map((h) => h.id)).toEqual(
      expect.arrayContaining(["cookies", "payments", "data-we-collect"]),
    );
  });
});

describe("the seller in the legal texts", () => {
  const seller = {
    name: "Smith & Sons <Ltd>",
    address: "1 Road, Town",
    register: "Companies House (England and Wales)",
    registrationNumber: "01234567",
    governingLaw: "England and Wales",
  };

  it("names the company, its address, registration and the governing law in both texts, escaped", () => {
    for (const document of [terms, privacy]) {
      const html = withSeller(document.html, seller);
      expect(html).not.toMatch(/\{\{/);
      const body = text(html);
      expect(body).toContain("Smith &amp; Sons &lt;Ltd&gt;");
      expect(body).toContain("1 Road, Town, registered with Companies House (England and Wales) under number 01234567");
      expect(body).toContain("the law of England and Wales");
    }
    expect(terms.headings.map((h) => h.id)).toEqual(
      expect.arrayContaining(["who-we-are", "governing-law-and-disputes"]),
    );
    expect(privacy.headings.map((h) => h.id)).toContain("who-is-responsible-for-your-data");
  });

  it("refuses a placeholder that names no seller field", () => {
    expect(() => withSeller("<p>{{seller.vatNumber}}</p>", seller)).toThrow("unknown placeholder {{seller.vatNumber}}");
  });
});
