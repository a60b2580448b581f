"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { labelledOptions, OptionsSelect } from "@/components/forms/options-select";
import { setCaregiverStatus, type AdminUser } from "@/lib/client/admin-api";
import type { UserStatus } from "@/lib/generated/prisma/enums";
import { ADMIN_STATUS_LABELS } from "@/lib/caregivers/status-labels";
import { USER_STATUSES } from "@/lib/caregivers/schemas";
import { replaceCachedUser, toastFailure } from "./admin-toasts";

const STATUS_OPTIONS = labelledOptions(USER_STATUSES, ADMIN_STATUS_LABELS);

/** SPEC §2's status selector: any status, any time (SPEC §4), with SPEC's admin labels. */
export function CaregiverStatusSelect({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (status: UserStatus) => setCaregiverStatus(user.id, status),
    onSuccess: ({ user: updated }) => {
      replaceCachedUser(queryClient, updated);
      toast.success("Estado actualizado", { description: `${updated.name}: ${ADMIN_STATUS_LABELS[updated.status]}` });
    },
    onError: (error) => toastFailure(error, "Error al actualizar estado"),
  });
  return (
    <OptionsSelect
      value={user.status}
      onValueChange={(status) => change.mutate(status)}
      options={STATUS_OPTIONS}
      disabled={change.isPending}
      size="sm"
      className="w-34"
      aria-label={`Estado de ${user.name}`}
      aria-busy={change.isPending}
    />
  );
}
