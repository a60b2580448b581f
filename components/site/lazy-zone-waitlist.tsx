"use client";

import dynamic from "next/dynamic";

/**
 * The zone's waitlist line (./zone-waitlist-signup), loaded only where a page shows it — a closed zone, or nobody
 * free — so /busca's and /reservar's first load do not carry it, nor the lead client it sends with (issue 42).
 * The server's HTML shows it at once; its script follows.
 */
export const LazyZoneWaitlistSignup = dynamic(() => import("./zone-waitlist-signup").then((module) => module.ZoneWaitlistSignup));
