"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ProblemList } from "@/components/problems/problem-list";
import { ProblemReportForm } from "@/components/problems/problem-report-form";
import { PORTAL_KEYS, reportProblemAsSitter, type PortalRequest } from "@/lib/client/portal-api";

/**
 * «Problemas» of one of the sitter's bookings: its problems, their status and the team's answer (they come with the
 * request in GET /api/portal/bookings), and «Reportar un problema» while it may be reported.
 */
export function RequestProblems({ booking }: { booking: Pick<PortalRequest, "id" | "canReportProblem" | "problems"> }) {
  const queryClient = useQueryClient();
  if (!booking.canReportProblem && booking.problems.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p className="font-medium">Problemas</p>
      <ProblemList problems={booking.problems} />
      {booking.canReportProblem && (
        <ProblemReportForm send={(form) => reportProblemAsSitter(booking.id, form)} onSent={() => void queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.bookings })} />
      )}
    </div>
  );
}
