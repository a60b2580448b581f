"use client";

import { useEffect } from "react";

/**
 * Counts the search the page shows for the team's pulse: the page is served from a cache (a CDN's
 * too), so the browser tells a tiny endpoint — zone, service, whether it found nobody; no cookie, nothing typed.
 * Without JavaScript the <noscript> image counts it the same way.
 */
export function SearchBeacon({ path }: { path: string }) {
  useEffect(() => {
    if (typeof navigator.sendBeacon === "function") navigator.sendBeacon(path);
    else void fetch(path, { method: "POST", keepalive: true, credentials: "omit" }).catch(() => {});
  }, [path]);
  return (
    <noscript>
      {/* eslint-disable-next-line @next/next/no-img-element -- a counter, not a picture */}
      <img src={path} alt="" width={1} height={1} className="hidden" />
    </noscript>
  );
}
