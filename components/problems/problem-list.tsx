import { formatDateTime } from "@/lib/format/dates";

/** A problem as the owner's page and the portal read it (lib/bookings/problems/problems.ts ShownProblem). */
export type ListedProblem = {
  id: string;
  categoryLabel: string;
  reportedBy: "owner" | "sitter";
  description: string;
  photos: string[];
  statusLabel: string;
  resolution: string | null;
  createdAt: string;
};

const REPORTED_BY = { owner: "la familia", sitter: "el cuidador" } as const;

/** A booking's problems, newest first: what was reported, by whom, its status and the team's answer. */
export function ProblemList({ problems }: { problems: ListedProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="grid gap-3">
      {problems.map((problem) => (
        <li key={problem.id} className="grid gap-1 rounded-lg border p-3 text-sm">
          <p className="font-medium">
            {problem.categoryLabel} · <span className="text-primary">{problem.statusLabel}</span>
          </p>
          <p className="text-muted-foreground">
            Reportado por {REPORTED_BY[problem.reportedBy]} el {formatDateTime(new Date(problem.createdAt))}
          </p>
          <p className="whitespace-pre-line">{problem.description}</p>
          {problem.photos.length > 0 && (
            <p className="flex flex-wrap gap-2">
              {problem.photos.map((url, index) => (
                <a key={url} href={url} className="underline underline-offset-4">
                  Foto {index + 1}
                </a>
              ))}
            </p>
          )}
          {problem.resolution && (
            <p className="rounded-md bg-muted p-2">
              <span className="font-medium">Respuesta del equipo:</span> {problem.resolution}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
