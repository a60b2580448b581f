import { apiRequest, postJson, uploadForm } from "@/lib/api-client";
import type { InterviewStatus, UserRole, UserStatus } from "@/lib/generated/prisma/enums";
import type { SessionArea } from "@/lib/session-client";

// The caregiver portal's calls (SPEC §7) and the shapes they answer, as JSON reaches the browser.

/** GET /api/portal/me (SPEC §3 portal user). Dates arrive as ISO strings. */
export type PortalUser = {
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  requirePasswordChange: boolean;
  completionPercent: number;
  interviewDate: string | null;
  interviewStatus: InterviewStatus;
  documentCount: number;
};

/** An item of GET /api/portal/documents; `url` opens the file for its owner. */
export type PortalDocument = {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  uploadedAt: string;
  verified: boolean;
  url: string;
};

/** Query keys are the URLs the default query function GETs. */
export const PORTAL_KEYS = {
  me: ["/api/portal/me"],
  documents: ["/api/portal/documents"],
} as const;

export const PORTAL_AREA: SessionArea = { sessionKey: PORTAL_KEYS.me, home: "/portal" };

/** `currentPassword` is left out while a change is forced. */
export const changePassword = (input: { currentPassword?: string; newPassword: string }) =>
  postJson<{ ok: true }>("/api/auth/change-password", input);

export function uploadDocument(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return uploadForm<{ ok: true; document: PortalDocument }>("/api/portal/documents", form, onProgress);
}

export const deleteDocument = (id: string) => apiRequest<{ ok: true }>("DELETE", `/api/portal/documents/${encodeURIComponent(id)}`);
