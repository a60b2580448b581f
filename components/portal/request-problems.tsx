"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ProblemList } from "@/components/problems/problem-list";
import { ProblemReportForm } from "@/components/problems/problem-report-form";
import { PORTAL_KEYS, reportProblemAsSitter, type PortalProblems, type PortalRequest } from "@/lib/client/portal-api";

/** «Problemas» of one of the sitter's bookings: its problems, their status and the team's answer, and «Reportar un problema». */
export function RequestProblems({ booking }: { booking: Pick<PortalRequest, "id" | "canReportProblem" | "status"> }) {
  const queryClient = useQueryClient();
  // Only bookings a problem can belong to ask for them (from the confirmation on).
  const shown = booking.canReportProblem || booking.status === "COMPLETED" || booking.status === "CONFIRMED";
  const problems = useQuery<PortalProblems>({ queryKey: PORTAL_KEYS.problems(booking.id), enabled: shown });
  if (!shown || !problems.data || (!problems.data.canReport && problems.data.problems.length === 0)) return null;
  return (
    <div className="grid gap-2">
      <p className="font-medium">Problemas</p>
      <ProblemList problems={problems.data.problems} />
      {problems.data.canReport && (
        <ProblemReportForm
          send={(form) => reportProblemAsSitter(booking.id, form)}
          onSent={() => void queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.problems(booking.id) })}
        />
      )}
    </div>
  );
}
