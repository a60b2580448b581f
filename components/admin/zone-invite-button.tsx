"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ADMIN_ZONES_KEY, inviteZoneFamilies, type AdminZone } from "@/lib/client/admin-zones-api";
import { formatCountOf } from "@/lib/format/text";
import { toastFailure } from "./admin-toasts";

/**
 * A zone «Por invitación»: joining its list only lists a family, so the team invites those who joined since it
 * opened that way (POST /api/admin/zones/{slug}/invitations); each family is invited once.
 */
export function ZoneInviteButton({ zone }: { zone: AdminZone }) {
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: () => inviteZoneFamilies(zone.slug),
    onSuccess: async ({ mailed }) => {
      toast.success(
        mailed.families > 0
          ? `Invitamos a ${formatCountOf(mailed.families, "familia nueva", "familias nuevas")} de ${zone.name}.`
          : `No hay familias nuevas en la lista de ${zone.name}: todas tienen su invitación.`,
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_ZONES_KEY });
    },
    onError: (error) => toastFailure(error, "No pudimos enviar las invitaciones."),
  });
  return (
    <Button type="button" size="sm" variant="outline" onClick={() => invite.mutate()} disabled={invite.isPending} aria-busy={invite.isPending}>
      Invitar a las familias nuevas
    </Button>
  );
}
