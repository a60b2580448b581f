import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ADMIN_KEYS, replaceInLists, type AdminUser } from "@/lib/client/admin-api";
import { errorMessage } from "@/lib/client/api";

/** SPEC §8: an admin failure is an error toast with the server's message, or the action's fallback. Answers it. */
export function toastFailure(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  toast.error("Error", { description: message });
  return message;
}

/** Puts a caregiver the server just answered into the cached lists, so the table shows it without a reload. */
export function replaceCachedUser(queryClient: QueryClient, user: AdminUser) {
  replaceInLists(queryClient, ADMIN_KEYS.users, user);
}
