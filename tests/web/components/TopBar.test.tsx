import { act, render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { TopBar } from "#web/components/shell/TopBar.tsx";
import { LocaleContext } from "#web/i18n/messages.ts";
import { loadPageMessages } from "#web/i18n/page-messages.ts";

describe("TopBar's menu stand-ins", () => {
  it("hands the focus to the menu button in the same commit, so no key press finds the body focused", async () => {
    render(<TopBar />);
    const standIn = screen.getByRole("button", { name: /^Community/ });
    standIn.focus();
    // Mutation callbacks run right after the task that replaced the stand-in, before any key press could.
    const focusedAfterMutations: (Element | null)[] = [];
    const observer = new MutationObserver(() => focusedAfterMutations.push(document.activeElement));
    observer.observe(document.body, { childList: true, subtree: true });

    await waitFor(() => expect(screen.getByRole("button", { name: /^Community/ })).not.toBe(standIn), {
      timeout: 5000,
    });
    observer.disconnect();
    const menuButton = screen.getByRole("button", { name: /^Community/ });
    expect(focusedAfterMutations.length).toBeGreaterThan(0);
    expect(focusedAfterMutations.filter((element) => element !== menuButton)).toEqual([]);
    expect(document.activeElement).toBe(menuButton);
  });
});

describe("TopBar's badge", () => {
  it.each([
    ["/", "en", /^Community\s*\(1 new\)$/],
    ["/fr/", "fr", /^Communauté\s*\(1 nouveau\)$/],
    ["/ja/", "ja", /^コミュニティ\s*（新着1件）$/],
  ] as const)("tells a screen reader what is new in the page's language (%s)", async (path, locale, name) => {
    await loadPageMessages(path);
    await act(async () => {
      render(
        <LocaleContext value={locale}>
          <Suspense fallback="loading">
            <TopBar />
          </Suspense>
        </LocaleContext>,
      );
    });
    expect(screen.getByRole("button", { name })).toBeInTheDocument();
  });
});
