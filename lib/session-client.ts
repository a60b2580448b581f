import type { QueryKey } from "@tanstack/react-query";
import { postJson } from "@/lib/api-client";
import type { UserRole } from "@/lib/generated/prisma/enums";

// Signing in and out (SPEC §7), shared by the caregiver portal and the admin dashboard.

export type LoginAnswer = { ok: true; user: { name: string; role: UserRole; requirePasswordChange: boolean } };

export const login = (credentials: { email: string; password: string }) => postJson<LoginAnswer>("/api/auth/login", credentials);

/** Empty body, so no content type (SPEC §7). */
export const logout = () => postJson<{ ok: true }>("/api/auth/logout");

/** Where a signed-in area keeps "who is signed in?" and where it lives (SPEC §4: logout goes back there). */
export type SessionArea = { sessionKey: QueryKey; home: "/portal" | "/admin" };
