import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/toast/Toaster.tsx";
import { showToast } from "#web/components/toast/toasts.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts", () => {
  it("shows an error toast as an alert and removes it after its time-out", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ message: "Message rejected, it looks like you are a robot", tone: "error", durationMs: 3000 });
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Message rejected, it looks like you are a robot");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps other toasts for 5 s by default", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ message: "Your license key has been properly reset.", tone: "success" });
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole("status")).toHaveTextContent("properly reset");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
