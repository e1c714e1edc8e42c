import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { pathTo } from "#common/routes.ts";
import { renderLocalized } from "#tests/web/localized.tsx";
import PartnersPage from "#web/features/partners/PartnersPage.tsx";

describe("the partners page", () => {
  it("shows each partner with a link naming its site, and the invitation, in English", async () => {
    await renderLocalized("/partners", <PartnersPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Our partners" })).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Visit the website of PipSchool Academy (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://pipschool.academy");
    expect(screen.getByRole("link", { name: "Ask for a partnership" })).toHaveAttribute("href", "/contact");
  });

  it("speaks German, its links to translated pages staying in German", async () => {
    await renderLocalized("/de/partners", <PartnersPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "Unsere Partner" })).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Website besuchen – Journalytics (öffnet in einem neuen Tab)" }),
    ).toHaveAttribute("href", "https://journalytics.io");
    expect(screen.getByRole("heading", { level: 2, name: "Partner werden" })).toBeVisible();
    // The affiliate portal in German where it is translated, else in English.
    expect(screen.getByRole("link", { name: "Partnerportal" })).toHaveAttribute("href", pathTo("affiliates", {}, "de"));
  });
});
