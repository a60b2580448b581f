import "client-only";
import { apiRequest, postJson } from "@/lib/client/api";
import type { ReviewInput } from "@/lib/bookings/reviews/review-schemas";

// The owner's calls from their tracking page (/reserva/{token}).

const base = (token: string) => `/api/bookings/${encodeURIComponent(token)}`;

export const cancelBooking = (token: string, reason?: string) => postJson<{ ok: true; status: "CANCELLED" }>(`${base(token)}/cancel`, reason ? { reason } : {});

export const reviewBooking = (token: string, review: ReviewInput) => postJson<{ ok: true }>(`${base(token)}/review`, review);

export const savePetFile = (token: string, pet: unknown) => apiRequest<{ ok: true }>("PUT", `${base(token)}/pet`, pet);

export const uploadVaccineCard = (token: string, form: FormData) => apiRequest<{ ok: true }>("POST", `${base(token)}/pet/vaccines`, form);

export const uploadPetPhoto = (token: string, form: FormData) => apiRequest<{ ok: true; photoUrl: string }>("POST", `${base(token)}/pet/photo`, form);

export const acceptBackup = (token: string) =>
  postJson<{ ok: true; status: "CONFIRMED"; sitter: { name: string; slug: string } | null }>(`${base(token)}/accept-backup`, {});
/** The meet & greet from the owner's page: confirm it, ask for another time, say how it went, or skip it. */
/** `address`: the owner's, for a meeting at their home. */
export const confirmMeet = (token: string, address?: { colonia: string; street: string; reference?: string }) =>
  postJson<{ ok: true }>(`${base(token)}/meet/confirm`, address ? { address } : {});
export const declineMeet = (token: string, reason: string) => postJson<{ ok: true }>(`${base(token)}/meet/decline`, { reason });
export const meetOutcome = (token: string, outcome: "GOOD" | "NOT_A_MATCH") => postJson<{ ok: true }>(`${base(token)}/meet/outcome`, { outcome });
export const waiveMeet = (token: string, reason: string) => postJson<{ ok: true }>(`${base(token)}/meet/waive`, { reason });

/** WhatsApp notices to the booking's number on or off. */
export const setWhatsappNotices = (token: string, optIn: boolean) =>
  postJson<{ ok: true; whatsapp: { number: string; on: boolean; sending: boolean } }>(`${base(token)}/whatsapp`, { optIn });

/** The booking's conversation: the owner writes `{ text }` (201 with the message), or reports it to the team `{ reason }`. */
export const sendMessage = (token: string, text: string) =>
  postJson<{ ok: true; message: { id: string; author: "owner"; text: string; channel: "web"; createdAt: string } }>(`${base(token)}/messages`, { text });
export const reportConversation = (token: string, reason: string) => postJson<{ ok: true; report: { id: string; createdAt: string } }>(`${base(token)}/messages/report`, { reason });

/** «Reportar un problema» (multipart: category, description, 0–4 `photos`). */
export const reportProblem = (token: string, form: FormData) =>
  apiRequest<{ ok: true; problem: { id: string; category: string; status: "OPEN"; createdAt: string } }>("POST", `${base(token)}/problems`, form);
