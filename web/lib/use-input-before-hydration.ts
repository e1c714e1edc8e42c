import { useLayoutEffect } from "react";

/**
 * Keeps what a visitor typed or chose in a prerendered control before its code hydrated it. The
 * page is usable before its script runs (decision 033): React leaves such input in the DOM but
 * its state still holds the prerendered value, so the next render would wipe the text or flip
 * the choice back, and a form would judge values the visitor cannot see. At hydration the
 * control's DOM value (`readDom`), when it differs, goes through `onChange` as if entered then.
 * A control rendered in the browser starts equal to its state, so this does nothing there.
 */
export function useInputBeforeHydration<T extends string>(
  readDom: () => T | undefined,
  value: T,
  onChange: (value: T) => void,
): void {
  // Once, at hydration: later differences are React's own controlled updates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: compares the first render's value only
  useLayoutEffect(() => {
    const entered = readDom();
    if (entered !== undefined && entered !== value) onChange(entered);
  }, []);
}
