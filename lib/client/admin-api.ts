import "client-only";
import { apiRequest, postJson, uploadForm } from "@/lib/client/api";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { listBookings, listBookingsPage } from "@/lib/bookings/team/pipeline";
import type { listCaregiverDocuments, listCaregivers, listCaregiversPage } from "@/lib/caregivers/accounts";
import type { readHomeCheck } from "@/lib/caregivers/home-check";
import type { HomeCheckInput } from "@/lib/caregivers/home-check-schema";
import type { ExportName } from "@/lib/lists/exports";
import type { listPetOwnerLeadsPage, listProviderLeads, listProviderLeadsPage } from "@/lib/leads/lists";
import type { listAllSitters } from "@/lib/sitters/manage";
import type { listReviewsForAdmin } from "@/lib/bookings/reviews/reviews";
import type { listProblemsPage } from "@/lib/bookings/problems/problems";
import type { problemWithEvidence } from "@/lib/bookings/team/problem-evidence";
import type { listAuditEvents } from "@/lib/audit";
import type { unfiledWhatsappMessages } from "@/lib/mail/whatsapp-inbox";
import type { listProfileChanges } from "@/lib/sitters/profile-changes";
import type { BookingStatusCode } from "@/lib/bookings/core/status";
import { PREVIEW_PREFIX } from "@/lib/site/routing";
import type { InterviewStatus, UserStatus } from "@/lib/generated/prisma/enums";
import type { Answer } from "@/lib/client/json-answer";
import type { SessionArea } from "@/lib/client/session-api";
import type { CreateCaregiverInput } from "@/lib/caregivers/schemas";
import type { z } from "zod";
import type { sitterProfileSchema } from "@/lib/sitters/profile-schema";

// The admin dashboard's calls (SPEC §7 and the operations issue). The shapes are the server functions' own
// answers as JSON brings them (dates as ISO strings), so they cannot drift from the API.


/** SPEC §3's admin list item. */
export type AdminUser = Answer<typeof listCaregivers>[number];
export type AdminDocument = Answer<typeof listCaregiverDocuments>[number];
/** A caregiver's home-safety check with the team's notes, and why one cannot be recorded (null when it can). */
export type AdminHomeCheck = Answer<typeof readHomeCheck>;
export type AdminBooking = Answer<typeof listBookings>[number];
export type ProviderLead = Answer<typeof listProviderLeads>[number];
/** The paged lists (?pagina=&q=&<filter>=): { items, total, page, pageCount, pageSize } and their extras. */
export type AdminBookingsPage = Answer<typeof listBookingsPage>;
export type AdminUsersPage = Answer<typeof listCaregiversPage>;
export type ProviderLeadsPage = Answer<typeof listProviderLeadsPage>;
export type PetOwnerLeadsPage = Answer<typeof listPetOwnerLeadsPage>;
/** GET /api/admin/problems?pagina=…: a page of the «Problemas» tab. */
export type ProblemsPage = Answer<typeof listProblemsPage>;
/** GET /api/admin/problems/{id}: the problem and its evidence. */
export type ProblemDetail = Answer<typeof problemWithEvidence>;
export type AdminSitter = Answer<typeof listAllSitters>[number];
export type AdminReview = Answer<typeof listReviewsForAdmin>[number];
export type AuditPage = Answer<typeof listAuditEvents>;
/** "Mensajes sin reserva": WhatsApp messages no booking took. */
export type UnfiledWhatsappMessage = Answer<typeof unfiledWhatsappMessages>[number];
export type AdminMail = AdminBooking["outbox"][number];
export type AdminProfileChange = Answer<typeof listProfileChanges>[number];
export type SitterProfileInput = z.input<typeof sitterProfileSchema>;


/** Query keys are the URLs the default query function GETs. */
export const ADMIN_KEYS = {
  me: ["/api/auth/me"],
  users: ["/api/admin/users"],
  documents: (userId: string) => ["/api/admin/users", userId, "documents"],
  /** A caregiver's home-safety check: fetched when its dialog opens. */
  homeCheck: (userId: string) => ["/api/admin/users", userId, "home-check"],
  bookings: ["/api/admin/bookings"],
  /** Below the bookings' key: refreshed with them. */
  bookingsAttention: ["/api/admin/bookings", "attention"],
  /** Who may be a booking's Plan B: fetched when the team opens the choice. */
  backups: (bookingId: string) => ["/api/admin/bookings", bookingId, "backups"],
  providerLeads: ["/api/admin/provider-leads"],
  petOwnerLeads: ["/api/admin/pet-owner-leads"],
  sitters: ["/api/admin/sitters"],
  reviews: ["/api/admin/reviews"],
  problems: ["/api/admin/problems"],
  /** One problem with its evidence: fetched when its row opens. */
  problem: (id: string) => ["/api/admin/problems", id],
  profileChanges: ["/api/admin/profile-changes"],
  activity: (page: number) => [`/api/admin/activity?page=${page}`],
  whatsappInbox: ["/api/admin/whatsapp-inbox"],
  /** A booking's pet file: fetched when the card's "Ficha de la mascota" opens. */
  petFile: (bookingId: string) => ["/api/admin/bookings", bookingId, "pet"],
  /** A booking's stay reports: fetched when the card's "Partes del día" opens. */
  reports: (bookingId: string) => ["/api/admin/bookings", bookingId, "reports"],
  /** A booking's conversation and its reports: fetched when the card's «Conversación» opens. */
  messages: (bookingId: string) => ["/api/admin/bookings", bookingId, "messages"],
} as const;

// The list itself (["/api/admin/users"]) and its pages (["/api/admin/users", { pagina… }]), not what lies below
// it (["/api/admin/users", id, "documents"]).
const listCopies = (listKey: QueryKey) => ({
  queryKey: listKey,
  predicate: ({ queryKey }: { queryKey: QueryKey }) => queryKey.length === listKey.length || (queryKey.length === listKey.length + 1 && typeof queryKey.at(-1) === "object"),
});

/**
 * Puts an item the server just answered in every cached copy of its list (the whole list and each page), and
 * marks the other pages stale: a change may move the item out of a filter, which they show on their next visit.
 * A copy being fetched at that moment would land after the change with the item as it was before it (the note
 * just saved gone from the card): that fetch is cancelled and sent again.
 */
export function replaceInLists<T extends { id: string }>(queryClient: QueryClient, listKey: QueryKey, item: T) {
  const fetching = queryClient.isFetching(listCopies(listKey)) > 0;
  queryClient.setQueriesData<T[] | { items: T[] }>(listCopies(listKey), (list) => {
    if (!list) return list;
    if (Array.isArray(list)) return list.map((old) => (old.id === item.id ? item : old));
    return { ...list, items: list.items.map((old) => (old.id === item.id ? item : old)) };
  });
  void queryClient.invalidateQueries({ queryKey: listKey, refetchType: fetching ? "active" : "none" });
}

/** Takes an item out of every cached copy of its list, then reloads the pages in view (the next row moves up). */
export async function removeFromLists(queryClient: QueryClient, listKey: QueryKey, id: string) {
  queryClient.setQueriesData<{ id: string }[] | { items: { id: string }[] }>(listCopies(listKey), (list) => {
    if (!list) return list;
    if (Array.isArray(list)) return list.filter((old) => old.id !== id);
    return { ...list, items: list.items.filter((old) => old.id !== id) };
  });
  await queryClient.invalidateQueries({ queryKey: listKey });
}

export const ADMIN_AREA: SessionArea = { sessionKey: ADMIN_KEYS.me, home: "/admin" };

const user = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const createCaregiver = (input: CreateCaregiverInput) => postJson<{ ok: true; user: AdminUser }>("/api/admin/users", input);

export const setCaregiverStatus = (id: string, status: UserStatus) =>
  apiRequest<{ ok: true; user: AdminUser }>("PATCH", user(id), { status });

export const deleteCaregiver = (id: string) => apiRequest<{ ok: true }>("DELETE", user(id));

export const resetCaregiverPassword = (id: string) => postJson<{ ok: true; tempPassword: string }>(`${user(id)}/reset-password`);
export const mailCaregiverAccess = (id: string) => postJson<{ ok: true; sentTo: string }>(`${user(id)}/access-mail`);

/** `expiresAt`: a calendar day ("2027-05-31"); without it, records and PNC clearances get 6 months from their upload. */
export const verifyDocument = (documentId: string, verified: boolean, expiresAt?: string) =>
  apiRequest<{ ok: true; document: AdminDocument }>("PATCH", `/api/admin/documents/${encodeURIComponent(documentId)}/verify`, {
    verified,
    ...(expiresAt ? { expiresAt } : {}),
  });

/** `interviewDate` is a datetime-local value in El Salvador time ("2026-12-15T10:30"), or null to clear it. */
export const updateInterview = (id: string, change: { interviewDate: string | null; interviewStatus: InterviewStatus }) =>
  apiRequest<{ ok: true; user: AdminUser }>("PATCH", `${user(id)}/interview`, change);

export const recordHomeCheck = (id: string, check: HomeCheckInput) => apiRequest<{ ok: true } & AdminHomeCheck>("PUT", `${user(id)}/home-check`, check);

/** `reason` goes with a decline or a cancellation (the owner reads it in their e-mail). */
export const updateBooking = (id: string, change: { status?: BookingStatusCode; reason?: string; internalNote?: string | null; backupSitterId?: number | null }) =>
  apiRequest<{ ok: true; booking: AdminBooking }>("PATCH", `/api/admin/bookings/${encodeURIComponent(id)}`, change);

/** The team proposes a meet & greet ({ at: "2026-12-01T10:30" in El Salvador time, place, note }). */
/** The booking's conversation: the team writes `{ text }`, or marks what the owner or the sitter reported as reviewed. */
export const sendMessageAsTeam = (id: string, text: string) => postJson<{ ok: true }>(`/api/admin/bookings/${encodeURIComponent(id)}/messages`, { text });
/** PATCH /api/admin/commitment-marks/{id}: the team reviewed a mark on a record (a paused profile is published again). */
export const reviewCommitmentMark = (id: string) =>
  apiRequest<{ ok: true; mark: { id: string; reviewedAt: string; republished: boolean } }>("PATCH", `/api/admin/commitment-marks/${encodeURIComponent(id)}`, { reviewed: true });
export const reviewConversationReports = (id: string) => apiRequest<{ ok: true; reviewed: number }>("DELETE", `/api/admin/bookings/${encodeURIComponent(id)}/messages/report`);

export const proposeMeetAsTeam = (id: string, meet: { at: string; place: string; note?: string; address?: { colonia: string; street: string; reference?: string } }) =>
  postJson<{ ok: true }>(`/api/admin/bookings/${encodeURIComponent(id)}/meet`, meet);

export const verifyVaccineCard = (id: string, verified: boolean) =>
  apiRequest<{ ok: true }>("PATCH", `/api/admin/vaccines/${encodeURIComponent(id)}`, { verified });

export const resendMail = (id: string) => postJson<{ ok: true; mailOn: boolean }>(`/api/admin/outbox/${encodeURIComponent(id)}/resend`);

export const setReviewHidden = (id: string, change: { hidden: boolean; reason?: string }) =>
  apiRequest<{ ok: true; review: { id: string; hidden: boolean; hiddenReason: string | null } }>("PATCH", `/api/admin/reviews/${encodeURIComponent(id)}`, change);
/** Publishes a review that waited for the team ("por revisar"). */
export const publishReview = (id: string) => postJson<{ ok: true; review: { id: string } }>(`/api/admin/reviews/${encodeURIComponent(id)}/publish`);

export const createSitter = (input: SitterProfileInput) => postJson<{ ok: true; sitter: AdminSitter }>("/api/admin/sitters", input);

export const updateSitter = (id: number, change: Partial<SitterProfileInput>) =>
  apiRequest<{ ok: true; sitter: AdminSitter }>("PATCH", `/api/admin/sitters/${id}`, change);

/** Uploads a public sitter picture (JPG, PNG or WebP); answers the URL a profile stores. */
export function uploadSitterImage(file: File) {
  const form = new FormData();
  form.append("file", file);
  return uploadForm<{ ok: true; url: string }>("/api/admin/images", form);
}

/** A public profile's page: under /preview while the site is gated (once launched, that address redirects). */
export const publicProfilePath = (slug: string) => `${PREVIEW_PREFIX}/s/${encodeURIComponent(slug)}`;

/** The CSV file of one list (UTF-8 with BOM, ";" separators: it opens as it is in Excel in Spanish). */
export const exportUrl = (list: ExportName) => `/api/admin/export/${list}`;

const profileChange = (id: string) => `/api/admin/profile-changes/${encodeURIComponent(id)}`;
export const approveProfileChange = (id: string) => postJson<{ ok: true; status: "APPROVED" }>(`${profileChange(id)}/approve`);
export const rejectProfileChange = (id: string, reason: string) => postJson<{ ok: true; status: "REJECTED" }>(`${profileChange(id)}/reject`, { reason });

/** GET /api/admin/bookings/attention */
export type BookingsAttention = { ok: true; received: number; unanswered: number; marksToReview: number };
/** POST /api/admin/bookings/timers: how many bookings each timer moved, reminders sent, stays found without their report. */
export type TimersCaughtUp = { ok: true } & Record<string, number | true>;
export const catchUpTimers = () => postJson<TimersCaughtUp>("/api/admin/bookings/timers");

/** PATCH /api/admin/problems/{id}: in review, or resolved with the team's answer (both sides are told). */
export const updateProblem = (id: string, change: { status: "IN_REVIEW" | "RESOLVED"; resolution?: string }) =>
  apiRequest<{ ok: true; problem: { id: string; status: string; resolution: string | null } }>("PATCH", `/api/admin/problems/${encodeURIComponent(id)}`, change);
