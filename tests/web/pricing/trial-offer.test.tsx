import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pathTo } from "#common/routes.ts";
import PricingDesktopPage from "#web/features/pricing/PricingDesktopPage.tsx";
import PricingPage from "#web/features/pricing/PricingPage.tsx";
import { config } from "#web/lib/config.ts";

const platform = (container: HTMLElement, name: "computer" | "phone") =>
  container.querySelector<HTMLElement>(`[data-platform="${name}"]`) as HTMLElement;

describe("the desktop trial, offered by platform", () => {
  it("reads its length from web/.env: the spec's 2 days", () => {
    expect(config.trialDays).toBe(2);
  });

  it.each([
    ["/pricing", PricingPage, "Download the free trial"],
    ["/pricing/desktop", PricingDesktopPage, "Download the trial"],
  ] as const)(
    "%s: a computer gets the way to the Windows download, with the trial's length and limits",
    (_path, Page, label) => {
      const { container } = render(<Page />);
      const computer = platform(container, "computer");
      expect(within(computer).getByRole("link", { name: label })).toHaveAttribute("href", pathTo("download"));
      expect(computer).toHaveTextContent(`Free for ${config.trialDays} days, with every feature of the desktop app.`);
      expect(computer).toHaveTextContent("Windows only (virtualization support needed). No card needed");
    },
  );

  it.each([
    ["/pricing", PricingPage],
    ["/pricing/desktop", PricingDesktopPage],
  ] as const)("%s: a phone gets the web app, not the Windows download, and where to get the trial", (_path, Page) => {
    const { container } = render(<Page />);
    const phone = platform(container, "phone");
    expect(within(phone).getByRole("link", { name: "Start with the web app" })).toHaveAttribute(
      "href",
      config.links.signUp,
    );
    expect(within(phone).queryByRole("link", { name: /Download/ })).toBeNull();
    expect(phone).toHaveTextContent(`download its ${config.trialDays}-day trial from your computer`);
    expect(screen.getAllByText(/On a phone or tablet\?/)).toHaveLength(1);
  });
});
