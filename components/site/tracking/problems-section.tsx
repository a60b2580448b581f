"use client";

import { useRouter } from "next/navigation";
import { ProblemList, type ListedProblem } from "@/components/problems/problem-list";
import { ProblemReportForm, type ProblemAction } from "@/components/problems/problem-report-form";
import { reportProblem } from "@/lib/client/tracking-api";
import { PROBLEM_WINDOW_HOURS } from "@/lib/bookings/problems/problem-rules";

/**
 * «Problemas» on the owner's page: the booking's problems with their status and the team's answer, and «Reportar un
 * problema» from the confirmation until 48 h after the stay.
 */
export function ProblemsSection({ token, problems, canReport, report }: { token: string; problems: ListedProblem[]; canReport: boolean; report: ProblemAction }) {
  const router = useRouter();
  if (!canReport && problems.length === 0) return null;
  return (
    <section id="problemas" aria-labelledby="problemas-titulo" className="grid gap-3 rounded-xl border bg-card p-5">
      <h2 id="problemas-titulo" className="text-lg font-semibold">
        Problemas
      </h2>
      {canReport && (
        <p className="text-sm text-muted-foreground">
          ¿Algo salió mal? Repórtalo hasta {PROBLEM_WINDOW_HOURS} horas después del último día: el equipo lo revisa y les responde a ti y a tu cuidador.
        </p>
      )}
      <ProblemList problems={problems} />
      {canReport && <ProblemReportForm send={(form) => reportProblem(token, form)} action={report} onSent={() => router.refresh()} />}
    </section>
  );
}
