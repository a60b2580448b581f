import { ProblemList, type ListedProblem } from "@/components/problems/problem-list";
import type { ProblemAction } from "@/components/problems/problem-report-form";
import { PROBLEM_WINDOW_HOURS } from "@/lib/bookings/problems/problem-rules";
import { LazyProblemReport } from "./lazy-forms";

/**
 * «Problemas» on the owner's page: the booking's problems with their status and the team's answer (drawn by the
 * server), and «Reportar un problema» from the confirmation until 48 h after the stay (its script, with the photo
 * picker, loads only when the form is shown).
 */
export function ProblemsSection({ token, problems, canReport, report }: { token: string; problems: ListedProblem[]; canReport: boolean; report: ProblemAction }) {
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
      {canReport && <LazyProblemReport token={token} action={report} />}
    </section>
  );
}
