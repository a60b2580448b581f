import "client-only";
import type { QueryKey } from "@tanstack/react-query";
import { postJson } from "@/lib/client/api";
import type { SessionUser, SignedInUser } from "@/lib/auth/session";

// Signing in and out (SPEC §7), shared by the caregiver portal and the admin dashboard.

export type LoginAnswer = { ok: true; user: Pick<SessionUser, "name" | "role" | "requirePasswordChange"> };

/** GET /api/auth/me */
export type MeAnswer = { ok: true; user: SignedInUser };

export const login = (credentials: { email: string; password: string }) => postJson<LoginAnswer>("/api/auth/login", credentials);

/** Empty body, so no content type (SPEC §7). */
export const logout = () => postJson<{ ok: true }>("/api/auth/logout");

/** Where a signed-in area keeps "who is signed in?" and where it lives (SPEC §4: logout goes back there). */
export type SessionArea = { sessionKey: QueryKey; home: "/portal" | "/admin" };
