import { ApplicationStatusBadge, InterviewStatusBadge } from "@/components/application-badges";
import { clampPercent, CompletionBar } from "@/components/completion-bar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { documentProgressText } from "@/lib/caregivers/progress";
import { formatDateTime } from "@/lib/format/dates";
import type { PortalUser } from "@/lib/client/portal-api";

/** 'Estado de mi aplicación': status, documents uploaded, progress (in words, with the bar) and the interview. */
export function ApplicationStatusCard({ user }: { user: PortalUser }) {
  const percent = clampPercent(user.completionPercent);
  // Words, not "0 %": uploads waiting for the team are progress the caregiver made.
  const summary = documentProgressText(user.documentProgress);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="application-status-title" className="text-lg">
            Estado de mi aplicación
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <dt className="text-sm text-muted-foreground">Estado</dt>
            <dd>
              <ApplicationStatusBadge status={user.status} audience="portal" className="text-sm" />
            </dd>
          </div>
          <div className="grid gap-1.5">
            <dt className="text-sm text-muted-foreground">Documentos subidos</dt>
            <dd className="text-2xl font-semibold">{user.documentCount}</dd>
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <dt id="application-progress-label" className="text-sm text-muted-foreground">
              Progreso
            </dt>
            <dd className="grid gap-2">
              <span className="text-xl font-semibold">{summary}</span>
              <CompletionBar percent={percent} aria-labelledby="application-progress-label" aria-valuetext={summary} className="h-3" />
            </dd>
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <dt className="text-sm text-muted-foreground">Entrevista</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>{user.interviewDate ? formatDateTime(user.interviewDate) : "Aún sin fecha"}</span>
              <InterviewStatusBadge status={user.interviewStatus} />
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
