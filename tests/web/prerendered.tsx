import { act, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

/**
 * `ui` as a visitor meets a prerendered page: its server HTML in the document, changed by `edit`
 * (what the visitor typed or chose before the code ran), then hydrated.
 */
export async function hydrateAfter(ui: ReactElement, edit: (container: HTMLElement) => void): Promise<void> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  edit(container);
  await act(async () => {
    render(ui, { container, hydrate: true });
  });
}

/** The element `selector` finds in `container`; the test stops if the markup lacks it. */
export function prerendered<E extends Element>(container: HTMLElement, selector: string): E {
  const element = container.querySelector<E>(selector);
  if (!element) throw new Error(`the prerendered markup has no ${selector}`);
  return element;
}
