"use client";

import { createContext, useContext } from "react";

// Kept apart from SiteLink (base-path.tsx) so a component that only needs the prefix does not bring next/link:
// the not-found boundary's chunk is loaded by every page.
const BasePathContext = createContext("");

export function BasePathProvider({ base, children }: { base: string; children: React.ReactNode }) {
  return <BasePathContext.Provider value={base}>{children}</BasePathContext.Provider>;
}

/** The link prefix of the public site: "/preview" while the gate is on, "" once launched. */
export function useBasePath(): string {
  return useContext(BasePathContext);
}
