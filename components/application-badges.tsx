import { Badge } from "@/components/ui/badge";
import type { InterviewStatus, UserStatus } from "@/lib/generated/prisma/enums";
import { interviewStatusLabel, statusLabel } from "@/lib/caregivers/status-labels";

// The application's status and interview badges, worded for the caregiver (portal) or the team (admin).

type BadgeVariant = React.ComponentProps<typeof Badge>["variant"];

const STATUS_BADGE: Record<UserStatus, BadgeVariant> = {
  pending: "warning",
  under_review: "secondary",
  active: "success",
  inactive: "outline",
  rejected: "destructive",
};

const INTERVIEW_BADGE: Record<InterviewStatus, BadgeVariant> = {
  pending: "outline",
  scheduled: "secondary",
  completed: "success",
};

export function ApplicationStatusBadge({
  status,
  audience,
  className,
}: {
  status: UserStatus;
  audience: "portal" | "admin";
  className?: string;
}) {
  return (
    <Badge variant={STATUS_BADGE[status] ?? "outline"} className={className}>
      {statusLabel(status, audience)}
    </Badge>
  );
}

export function InterviewStatusBadge({ status, className }: { status: InterviewStatus; className?: string }) {
  return (
    <Badge variant={INTERVIEW_BADGE[status] ?? "outline"} className={className}>
      {interviewStatusLabel(status)}
    </Badge>
  );
}
