import "client-only";
import { apiRequest, postJson, uploadForm } from "@/lib/client/api";
import type { getPortalUser, listOwnDocuments } from "@/lib/caregivers/portal";
import type { listSitterRequests } from "@/lib/bookings/sitter/sitter-requests";
import type { getOwnProfile } from "@/lib/sitters/profile-changes";
import type { caregiverWhatsapp } from "@/lib/caregivers/whatsapp-notices";
import type { OwnProfileInput } from "@/lib/sitters/profile-schema";
import type { Answer } from "@/lib/client/json-answer";
import type { BookingStatus, DocumentKind } from "@/lib/generated/prisma/enums";
import type { DayRange } from "@/lib/sitters/availability";
import type { SessionArea } from "@/lib/client/session-api";

// The caregiver portal's calls (SPEC §7) and the shapes they answer, as JSON reaches the browser.

/** GET /api/portal/me (SPEC §3 portal user). Dates arrive as ISO strings. */
export type PortalUser = NonNullable<Answer<typeof getPortalUser>>;

/** An item of GET /api/portal/documents; `url` opens the file for its owner. */
export type PortalDocument = Answer<typeof listOwnDocuments>[number];

/** GET /api/portal/bookings: the requests addressed to the caregiver's public profile. */
export type PortalRequests = Answer<typeof listSitterRequests>;
export type PortalRequest = PortalRequests["bookings"][number];

/** Query keys are the URLs the default query function GETs. */
export const PORTAL_KEYS = {
  me: ["/api/portal/me"],
  documents: ["/api/portal/documents"],
  bookings: ["/api/portal/bookings"],
  availability: ["/api/portal/availability"],
  profile: ["/api/portal/profile"],
  whatsapp: ["/api/portal/whatsapp"],
  /** A booking's conversation: fetched when the request's «Conversación» opens. */
  messages: (bookingId: string) => ["/api/portal/bookings", bookingId, "messages"],
} as const;

export const PORTAL_AREA: SessionArea = { sessionKey: PORTAL_KEYS.me, home: "/portal" };

/** `currentPassword` is left out while a change is forced. */
export const changePassword = (input: { currentPassword?: string; newPassword: string }) =>
  postJson<{ ok: true }>("/api/auth/change-password", input);

export function uploadDocument(file: File, kind: DocumentKind, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file);
  return uploadForm<{ ok: true; document: PortalDocument }>("/api/portal/documents", form, onProgress);
}

export const deleteDocument = (id: string) => apiRequest<{ ok: true }>("DELETE", `/api/portal/documents/${encodeURIComponent(id)}`);

const request = (id: string) => `/api/portal/bookings/${encodeURIComponent(id)}`;
export const acceptRequest = (id: string) => postJson<{ ok: true; status: "CONFIRMED" }>(`${request(id)}/accept`);
/** POST /api/portal/bookings/{id}/reports: a report during the stay (multipart, photos as `photos`). */
export const sendReport = (id: string, form: FormData) => apiRequest<{ ok: true; report: { id: string; kind: string; at: string } }>("POST", `${request(id)}/reports`, form);
export const declineRequest = (id: string, reason: string) => postJson<{ ok: true; status: "DECLINED" }>(`${request(id)}/decline`, { reason });
/** POST /api/portal/bookings/{id}/cancel: the sitter gives up a confirmed booking, saying why (the owner gets the Plan B). */
export const cancelConfirmed = (id: string, reason: string) => postJson<{ ok: true; status: "CANCELLED" }>(`${request(id)}/cancel`, { reason });

/** The stay at the door as the portal's answers carry it. */
type PortalStay = { ok: true; booking: { id: string; reference: string; status: BookingStatus; handOver: { at: string; place: string | null } | null; handBack: { at: string; by: "owner" | "sitter" } | null } };
/** POST /api/portal/bookings/{id}/hand-over: the sitter received the pet (the place is optional). */
export const handOverPet = (id: string, place: string) => postJson<PortalStay>(`${request(id)}/hand-over`, place.trim() ? { place: place.trim() } : {});
/** POST /api/portal/bookings/{id}/hand-back: the sitter gave the pet back (the stay is completed). */
export const handBackPet = (id: string) => postJson<PortalStay>(`${request(id)}/hand-back`);
/** POST /api/portal/bookings/{id}/no-show: «La familia no llegó», on the stay's first day. */
export const reportFamilyNoShow = (id: string) => postJson<PortalStay>(`${request(id)}/no-show`);

/** The sitter proposes a meet & greet ({ at: "2026-12-01T10:30" in El Salvador time, place, note }). */
export const proposeMeetAsSitter = (id: string, meet: { at: string; place: string; note?: string; address?: { colonia: string; street: string; reference?: string } }) => postJson<{ ok: true }>(`${request(id)}/meet`, meet);

/** The sitter says how the meet & greet went. */
export const meetOutcomeAsSitter = (id: string, outcome: "GOOD" | "NOT_A_MATCH") =>
  postJson<{ ok: true; status: BookingStatus }>(`${request(id)}/meet/outcome`, { outcome });

/** GET/PUT /api/portal/availability: inclusive ranges of El Salvador days. */
export type Availability = { blocked: DayRange[] };
export const saveAvailability = (blocked: DayRange[]) => apiRequest<{ ok: true } & Availability>("PUT", "/api/portal/availability", { blocked });

/** Uploads a photo for the caregiver's own profile (JPG, PNG or WebP); answers the URL the change stores. */
export function uploadProfilePhoto(file: File) {
  const form = new FormData();
  form.append("file", file);
  return uploadForm<{ ok: true; url: string }>("/api/portal/images", form);
}

/** GET /api/portal/profile */
export type OwnProfile = Answer<typeof getOwnProfile>;
export const proposeProfile = (changes: OwnProfileInput) => apiRequest<{ ok: true; reviewStatus: "PENDING" }>("PUT", "/api/portal/profile", changes);

/** GET /api/portal/whatsapp: the account's WhatsApp number (null without one) and its notices. */
export type CaregiverWhatsapp = Answer<typeof caregiverWhatsapp>;
/** POST /api/portal/whatsapp: the notices to the account's number on or off. */
export const setCaregiverWhatsapp = (optIn: boolean) => postJson<{ ok: true; whatsapp: CaregiverWhatsapp }>("/api/portal/whatsapp", { optIn });

/** The booking's conversation: read at PORTAL_KEYS.messages(id); the sitter writes `{ text }` or reports it to the team `{ reason }`. */
export const sendMessageAsSitter = (id: string, text: string) => postJson<{ ok: true }>(`${request(id)}/messages`, { text });
export const reportConversationAsSitter = (id: string, reason: string) => postJson<{ ok: true }>(`${request(id)}/messages/report`, { reason });

/** POST /api/portal/bookings/{id}/problems: «Reportar un problema» (multipart: category, description, 0–4 `photos`). */
export const reportProblemAsSitter = (id: string, form: FormData) =>
  apiRequest<{ ok: true; problem: { id: string; category: string; status: "OPEN"; createdAt: string } }>("POST", `${request(id)}/problems`, form);

/** POST /api/portal/bookings/{id}/feedback: the family's rating, notes about the pet, a note for the team only. */
export const giveFamilyFeedback = (id: string, feedback: { rating: number; petNotes?: string; privateNote?: string }) =>
  postJson<{ ok: true; feedback: { id: string; rating: number; createdAt: string } }>(`${request(id)}/feedback`, feedback);
