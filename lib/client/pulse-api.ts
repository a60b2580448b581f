import type { slowReplies, zeroSearches } from "@/lib/pulse/drill-downs";
import type { pulse } from "@/lib/pulse/pulse";
import type { Answer } from "./json-answer";

// The Pulso tab's reads. Query keys are the URLs the dashboard's default query function GETs.

export type PulseAnswer = Answer<typeof pulse>;
export type PulseZoneAnswer = PulseAnswer["zones"][number];
export type SlowReplyAnswer = Answer<typeof slowReplies>[number];
export type ZeroRowAnswer = Answer<typeof zeroSearches>[number];

export const PULSE_KEYS = {
  pulse: (weeks: number) => [`/api/admin/pulse?weeks=${weeks}`],
  slowReplies: (week: string, zone: string) => [`/api/admin/pulse/slow-replies?week=${week}${zone ? `&zone=${encodeURIComponent(zone)}` : ""}`],
  zeros: (weeks: number) => [`/api/admin/pulse/zeros?weeks=${weeks}`],
} as const;

export const pulseCsvUrl = (weeks: number) => `/api/admin/pulse/csv?weeks=${weeks}`;
