import "client-only";
import { apiRequest } from "@/lib/client/api";
import type { Answer } from "@/lib/client/json-answer";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import type { zonesReadiness } from "@/lib/sitters/zone-readiness";
import type { inviteNewFamilies, openingPreview, ZoneStateChange } from "@/lib/zones/state-change";
import type { ReadinessThresholds } from "@/lib/zones/readiness";

// The dashboard's Zonas view: the zones with their figures, their states and the thresholds of
// «Lista para abrir». Kept beside lib/client/admin-api.ts so the view's calls live in one file.

/** GET /api/admin/zones */
export type AdminZones = { ok: true } & Answer<typeof zonesReadiness>;
export type AdminZone = AdminZones["zones"][number];

/** Query key: the URL the default query function GETs. */
export const ADMIN_ZONES_KEY = ["/api/admin/zones"] as const;

/** GET /api/admin/zones/{slug}/opening?state=: who opening the zone that way would tell, before the team confirms. */
export type ZoneOpeningPreview = { ok: true } & Answer<typeof openingPreview>;
export const zoneOpeningKey = (slug: string, state: "INVITE" | "OPEN") => [ADMIN_ZONES_KEY[0], slug, "opening", { state }] as const;

export const setZoneState = (slug: string, state: ZoneState) =>
  apiRequest<Extract<ZoneStateChange, { ok: true }>>("PATCH", `/api/admin/zones/${encodeURIComponent(slug)}`, { state });

/** POST /api/admin/zones/{slug}/invitations: the families who joined a zone «Por invitación» since it opened that way. */
export const inviteZoneFamilies = (slug: string) =>
  apiRequest<{ ok: true } & Answer<typeof inviteNewFamilies>>("POST", `/api/admin/zones/${encodeURIComponent(slug)}/invitations`);

export const setReadinessThresholds = (thresholds: ReadinessThresholds) =>
  apiRequest<{ ok: true; thresholds: ReadinessThresholds }>("PUT", "/api/admin/zone-thresholds", thresholds);
