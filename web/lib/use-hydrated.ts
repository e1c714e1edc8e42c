import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while prerendering and hydrating, true after: for what only the browser can know (the
 * console's data needs an operator; the prerendered shell is one neutral page for every /admin
 * path), or what depends on an address the prerendered page was not made for.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
