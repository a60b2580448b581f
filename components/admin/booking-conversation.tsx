"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ConversationPanel } from "@/components/conversation/conversation-panel";
import type { ThreadMessage } from "@/components/conversation/message-list";
import { Button } from "@/components/ui/button";
import { AUTHOR_LABELS, type MessageAuthorCode } from "@/lib/bookings/conversation/conversation-rules";
import { ADMIN_KEYS, reviewConversationReports, sendMessageAsTeam } from "@/lib/client/admin-api";
import { formatDateTimeShort } from "@/lib/format/dates";
import { toastFailure } from "./admin-toasts";

type Report = { id: string; author: MessageAuthorCode; reason: string; createdAt: string };
type TeamThread = { messages: ThreadMessage[]; reports: Report[] };

/** The card's «Conversación»: the team reads and writes; a reported one opens by itself, with the reasons and «Marcar como revisada». */
export function BookingConversation({ bookingId, reported, unread }: { bookingId: string; reported: boolean; unread: number }) {
  const queryClient = useQueryClient();
  const reviewed = useMutation({
    mutationFn: () => reviewConversationReports(bookingId),
    onSuccess: async () => {
      toast.success("Conversación revisada", { description: "La reserva vuelve a su lugar en la bandeja." });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.messages(bookingId) }), queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.bookings })]);
    },
    onError: (error) => toastFailure(error, "No pudimos marcarla como revisada"),
  });
  return (
    <ConversationPanel<TeamThread>
      queryKey={ADMIN_KEYS.messages(bookingId)}
      reader="team"
      label={reported ? "Conversación (reportada)" : "Conversación"}
      defaultOpen={reported}
      unread={unread}
      send={(text) => sendMessageAsTeam(bookingId, text)}
      extra={({ reports }) =>
        reports.length > 0 && (
          <div role="note" className="grid gap-2 rounded-md border border-warning/50 bg-warning/10 p-3">
            <p className="font-medium">Reportada al equipo</p>
            <ul className="grid gap-1">
              {reports.map((report) => (
                <li key={report.id}>
                  {AUTHOR_LABELS[report.author]} · {formatDateTimeShort(report.createdAt)}: <span className="whitespace-pre-line">«{report.reason}»</span>
                </li>
              ))}
            </ul>
            <Button type="button" size="sm" variant="outline" className="w-fit" disabled={reviewed.isPending} onClick={() => reviewed.mutate()}>
              Marcar como revisada
            </Button>
          </div>
        )
      }
    />
  );
}
