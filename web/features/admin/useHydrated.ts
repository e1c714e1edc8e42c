import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while prerendering and hydrating, true after: the console renders only in the browser
 * (its data needs an operator), and the prerendered shell is one neutral page for every /admin path.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
