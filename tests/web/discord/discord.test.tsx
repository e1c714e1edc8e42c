import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderLocalized } from "#tests/web/localized.tsx";
import DiscordPage from "#web/features/discord/DiscordPage.tsx";

describe("the community page", () => {
  it("lists the four benefits in English", async () => {
    await renderLocalized("/discord", <DiscordPage />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Weekly gifts",
      "Ask support",
      "Follow the roadmap",
      "Learn from other traders",
    ]);
    expect(screen.getAllByRole("link", { name: /^Join the Discord server\s*\(opens in a new tab\)$/ })).toHaveLength(2);
  });

  it("speaks Japanese with full-width punctuation", async () => {
    await renderLocalized("/ja/discord", <DiscordPage />);
    expect(await screen.findByRole("heading", { level: 1, name: "TickSim コミュニティに参加しよう" })).toBeVisible();
    expect(
      screen.getAllByRole("link", { name: /^Discord サーバーに参加する\s*（新しいタブで開きます）$/ }),
    ).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 3, name: "毎週のプレゼント" })).toBeVisible();
  });
});
