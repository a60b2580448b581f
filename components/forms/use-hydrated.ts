"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once React runs in the browser: a form shows its
 * no-JavaScript version (a plain POST) until then, and its enhanced one after. A form that only posts JSON keeps
 * its buttons disabled until then: a native submit would send a GET carrying what was typed (the tracking page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
