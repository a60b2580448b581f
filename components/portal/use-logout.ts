"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { errorMessage } from "@/lib/api-client";
import { logout, PORTAL_KEYS } from "@/lib/portal-client";
import { forgetSession } from "@/lib/query-client";

/** SPEC §4: logout ends the session, clears every cached answer and goes to /portal (its login card). */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetSession(queryClient, PORTAL_KEYS.me);
      router.replace("/portal");
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "No pudimos cerrar tu sesión. Intenta de nuevo.") });
    },
  });
}
