import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { progressTone } from "@/lib/application-progress";
import { formatDateTime } from "@/lib/format-date";
import type { PortalUser } from "@/lib/portal-client";
import { interviewStatusLabel, statusLabel } from "@/lib/status-labels";

type BadgeVariant = React.ComponentProps<typeof Badge>["variant"];

const STATUS_BADGE: Record<PortalUser["status"], BadgeVariant> = {
  pending: "warning",
  under_review: "secondary",
  active: "success",
  inactive: "outline",
  rejected: "destructive",
};

const INTERVIEW_BADGE: Record<PortalUser["interviewStatus"], BadgeVariant> = {
  pending: "outline",
  scheduled: "secondary",
  completed: "success",
};

/** SPEC §4's colours: red below 50 %, yellow from 50 % to below 80 %, green from 80 %. */
const TONE_CLASS = { red: "bg-destructive", yellow: "bg-warning", green: "bg-success" } as const;

/** 'Estado de mi aplicación': status, documents uploaded, progress and the interview. */
export function ApplicationStatusCard({ user }: { user: PortalUser }) {
  const percent = Math.min(100, Math.max(0, Math.round(user.completionPercent)));
  const tone = progressTone(percent);
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
              <Badge variant={STATUS_BADGE[user.status] ?? "outline"} className="text-sm">
                {statusLabel(user.status, "portal")}
              </Badge>
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
              <span className="text-2xl font-semibold">{percent}%</span>
              <Progress
                value={percent}
                aria-labelledby="application-progress-label"
                data-tone={tone}
                className="h-3"
                indicatorClassName={TONE_CLASS[tone]}
              />
            </dd>
          </div>
          <div className="grid gap-1.5 sm:col-span-2">
            <dt className="text-sm text-muted-foreground">Entrevista</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>{user.interviewDate ? formatDateTime(user.interviewDate) : "Aún sin fecha"}</span>
              <Badge variant={INTERVIEW_BADGE[user.interviewStatus] ?? "outline"}>{interviewStatusLabel(user.interviewStatus)}</Badge>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
