/** The licence's price in every currency, CSS-chosen; the switcher; the visitor's currency store (decision 056). */
import { readFileSync } from "node:fs";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteLocale } from "#common/locales.ts";
import { LICENCE_CURRENCIES } from "#common/prices.ts";
import { CurrencySwitcher } from "#web/components/currency/CurrencySwitcher.tsx";
import { LicencePrice, LicenceText } from "#web/components/currency/LocalAmount.tsx";
import { currentCurrency, useVisitorCurrency } from "#web/components/currency/visitor-currency.ts";
import { LocaleContext } from "#web/i18n/messages.ts";
import { setCookie } from "#web/lib/cookies.ts";

afterEach(() => {
  document.documentElement.removeAttribute("data-currency");
  setCookie(document, "currency", "", 0);
});

const variantsOf = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll("[data-in]")].map((e) => [e.getAttribute("data-in"), e.textContent]),
  );

/**
 * The licence's price on a page in `locale`. Its price words load with the language's catalogue: the
 * render suspends until then, and React retries it only inside an awaited act().
 */
const renderPriceIn = (locale: SiteLocale) =>
  act(async () =>
    render(
      <LocaleContext.Provider value={locale}>
        <LicencePrice />
      </LocaleContext.Provider>,
    ),
  );

describe("LicencePrice", () => {
  it("writes the Price's amount in every currency, whole yen without decimals", () => {
    const { container } = render(<LicencePrice />);
    expect(variantsOf(container)).toEqual({ usd: "$269", eur: "€249", gbp: "£219", jpy: "¥39,800", brl: "R$1,399" });
  });

  it("in the page's language", async () => {
    const ja = await renderPriceIn("ja");
    await waitFor(() => expect(variantsOf(ja.container).jpy).toBe("￥39,800"));
    const fr = await renderPriceIn("fr");
    await waitFor(() => expect(variantsOf(fr.container).eur).toBe("249\u00a0€"));
  });

  it("writes a sentence per currency with the price in it", () => {
    const { container } = render(
      <LicenceText write={(price, currency) => `A lifetime licence for ${price} (${currency.toUpperCase()}).`} />,
    );
    expect(variantsOf(container).jpy).toBe("A lifetime licence for ¥39,800 incl. consumption tax (JPY).");
    expect(variantsOf(container).usd).toBe("A lifetime licence for $269 (USD).");
  });

  it("has a CSS rule that shows each currency when <html> names it", () => {
    const css = readFileSync("web/components/currency/currency.module.css", "utf8");
    for (const currency of LICENCE_CURRENCIES) {
      expect(css, currency).toContain(`:global(html[data-currency="${currency}"]) .variant[data-in="${currency}"]`);
    }
    expect(css).toContain(`:global(html:not([data-currency])) .variant[data-in="${LICENCE_CURRENCIES[0]}"]`);
  });
});

/** What a component reading the visitor's currency saw, render after render. */
const seen: string[] = [];
function Reader() {
  seen.push(useVisitorCurrency());
  return null;
}

describe("the visitor's currency", () => {
  it("is what <html> names, and US dollars when it names none or one not sold", () => {
    expect(currentCurrency()).toBe("usd");
    document.documentElement.setAttribute("data-currency", "jpy");
    expect(currentCurrency()).toBe("jpy");
    document.documentElement.setAttribute("data-currency", "chf");
    expect(currentCurrency()).toBe("usd");
  });

  it("switches on <html>, remembers the choice in a cookie and tells the page's readers", () => {
    document.documentElement.setAttribute("data-currency", "eur");
    seen.length = 0;
    render(
      <LocaleContext.Provider value="de">
        <CurrencySwitcher />
        <Reader />
      </LocaleContext.Provider>,
    );
    const select = screen.getByLabelText("Währung") as HTMLSelectElement;
    expect(select.value).toBe("eur");
    act(() => {
      fireEvent.change(select, { target: { value: "jpy" } });
    });
    expect(document.documentElement.getAttribute("data-currency")).toBe("jpy");
    expect(document.cookie).toContain("currency=jpy");
    expect(seen.at(-1)).toBe("jpy");
    expect([...select.options].map((o) => o.value)).toEqual([...LICENCE_CURRENCIES]);
  });

  it("tells the page after a switch (the order page starts a checkout in the new currency)", () => {
    const switched: string[] = [];
    render(<CurrencySwitcher onChange={(currency) => switched.push(currency)} />);
    act(() => {
      fireEvent.change(screen.getByLabelText("Currency"), { target: { value: "brl" } });
    });
    expect(switched).toEqual(["brl"]);
    expect(currentCurrency()).toBe("brl");
  });
});
