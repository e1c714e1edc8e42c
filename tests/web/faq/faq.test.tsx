import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { FaqWithToggle } from "#web/components/faq/FaqWithToggle.tsx";
import { DEFAULT_FAQ_MODE, faq } from "#web/content/faq/faq.ts";

const inRouter = (ui: React.ReactNode) => render(<Router hook={memoryLocation({ path: "/faq" }).hook}>{ui}</Router>);
const questions = () => [...document.querySelectorAll("summary")].map((s) => s.textContent);

describe("FAQ", () => {
  it("covers the spec's topics for each mode, each with a full answer", () => {
    const web = faq.web.map((q) => `${q.question} ${q.answer.join(" ")}`).join("\n");
    for (const topic of [
      /free/i,
      /charts/i,
      /assets/i,
      /timeframes/i,
      /statements/i,
      /scripting language/i,
      /calendar/i,
      /MAE/,
    ])
      expect(web).toMatch(topic);
    const desktop = faq.desktop.map((q) => `${q.question} ${q.answer.join(" ")}`).join("\n");
    for (const topic of [
      /offline/i,
      /interface/i,
      /Windows only/,
      /virtualization/,
      /bound to one device/,
      /Reset/,
      /MAE/,
    ])
      expect(desktop).toMatch(topic);
    for (const item of [...faq.web, ...faq.desktop]) expect(item.answer.join(" ").length).toBeGreaterThan(80);
  });

  it("shows the web questions by default and the desktop ones after the toggle", async () => {
    const user = userEvent.setup();
    inRouter(<FaqWithToggle />);
    expect(DEFAULT_FAQ_MODE).toBe("web");
    expect(screen.getByRole("radio", { name: "Web app" })).toBeChecked();
    expect(questions()).toEqual(faq.web.map((q) => q.question));
    await user.click(screen.getByRole("radio", { name: "Desktop app" }));
    expect(questions()).toEqual(faq.desktop.map((q) => q.question));
    await user.click(screen.getByRole("radio", { name: "Web app" }));
    expect(questions()).toEqual(faq.web.map((q) => q.question));
  });

  it("opens an answer when its question is clicked", async () => {
    const user = userEvent.setup();
    inRouter(<FaqList mode="desktop" />);
    const item = document.getElementById("faq-licence-reset") as HTMLDetailsElement;
    expect(item.open).toBe(false);
    await user.click(within(item).getByText(/move my licence/));
    expect(item.open).toBe(true);
    expect(within(item).getByRole("link", { name: "Reset my licence key" }).getAttribute("href")).toBe("/resetlicense");
  });
});
