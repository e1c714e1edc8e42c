/**
 * What follows an in-app navigation (NavigationEffects): the new page's head, loaded with its
 * catalogues (decision 060), so a translated page reached by a link has its own title and
 * language, not the English route table's.
 */
import { act, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { exactParser } from "#common/routes.ts";
import { NavigationEffects } from "#web/components/NavigationEffects.tsx";
import french from "#web/i18n/messages/fr/contact.json";

describe("an in-app navigation", () => {
  it("gives a translated page its catalogue's title and its language", async () => {
    document.title = "prerendered";
    const { hook, navigate } = memoryLocation({ path: "/fr/" });
    render(
      <Router hook={hook} parser={exactParser}>
        <NavigationEffects />
      </Router>,
    );
    // The first page keeps its prerendered head.
    expect(document.title).toBe("prerendered");
    act(() => navigate("/fr/contact"));
    await expect.poll(() => document.title).toBe(`${french.meta_title} | TickSim`);
    expect(document.documentElement.lang).toBe("fr");
  });

  it("stops waiting for the new page's heading once it is unmounted", () => {
    vi.useFakeTimers();
    try {
      const { hook, navigate } = memoryLocation({ path: "/" });
      const { unmount } = render(
        <Router hook={hook} parser={exactParser}>
          <NavigationEffects />
        </Router>,
      );
      // No page is rendered here: the heading is waited for, 50 ms at a time.
      act(() => navigate("/contact"));
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      unmount();
      vi.advanceTimersByTime(50);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
