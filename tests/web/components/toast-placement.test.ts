import { afterEach, describe, expect, it } from "vitest";
import { toastEdge, trackControls } from "#web/components/toast/placement.ts";

/** A connected button laid out between `top` and `bottom` (jsdom has no layout). */
function buttonAt(top: number, bottom: number): HTMLButtonElement {
  const button = document.createElement("button");
  document.body.append(button);
  button.getBoundingClientRect = () => ({
    top,
    bottom,
    left: 0,
    right: 100,
    width: 100,
    height: bottom - top,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("where toasts go", () => {
  it("shows them at the top when the control used sits in the lower half of the screen, else at the bottom", () => {
    expect(toastEdge(844, buttonAt(700, 744))).toBe("top");
    expect(toastEdge(844, buttonAt(100, 144))).toBe("bottom");
    expect(toastEdge(844, null)).toBe("bottom");
  });

  it("remembers the button that submitted a form, even once it is disabled for the send", () => {
    const stop = trackControls(document);
    const form = document.createElement("form");
    const reset = buttonAt(760, 804);
    reset.type = "submit";
    form.append(reset);
    document.body.append(form);
    form.addEventListener("submit", (event) => event.preventDefault());
    reset.click();
    reset.disabled = true;
    expect(toastEdge(844)).toBe("top");
    buttonAt(50, 90).dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    expect(toastEdge(844)).toBe("bottom");
    stop();
  });
});
