"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { errorMessage } from "@/lib/client/api";
import { forgetSession } from "@/lib/client/query-client";
import { logout, type SessionArea } from "@/lib/client/session-api";

/** SPEC §4: logout ends the session, clears every cached answer and goes back to the area's page (its login). */
export function useLogout({ sessionKey, home }: SessionArea) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetSession(queryClient, sessionKey);
      router.replace(home);
    },
    onError: (error) => {
      toast.error("Error", { description: errorMessage(error, "No pudimos cerrar tu sesión. Intenta de nuevo.") });
    },
  });
}
