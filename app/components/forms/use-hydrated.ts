import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML,
 * true once JavaScript runs the page: forms enhance themselves only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
