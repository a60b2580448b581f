"use client";

import { useRouter } from "next/navigation";
import { ProblemReportForm, type ProblemAction } from "@/components/problems/problem-report-form";
import { reportProblem } from "@/lib/client/tracking-api";

/** «Reportar un problema» on the owner's page: sent to the booking's endpoint once hydrated, to `action` without JavaScript. */
export function OwnerProblemReport({ token, action }: { token: string; action: ProblemAction }) {
  const router = useRouter();
  return <ProblemReportForm send={(form) => reportProblem(token, form)} action={action} onSent={() => router.refresh()} />;
}
