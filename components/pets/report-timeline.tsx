import type { ShownReport } from "@/lib/bookings/stay/reports";
import { REPORT_KIND_LABELS } from "@/lib/bookings/stay/report-schema";
import { formatDateTime } from "@/lib/format/dates";

const CHECKS = [
  ["ate", "Comió"],
  ["water", "Tomó agua"],
  ["pee", "Hizo pipí"],
  ["poo", "Hizo popó"],
] as const;

/** The stay's reports, newest first, as a timeline with their photos (owner, sitter and team read the same). */
export function ReportTimeline({ reports }: { reports: ShownReport[] }) {
  if (reports.length === 0) return <p className="text-sm text-muted-foreground">Todavía no hay partes. Tu cuidador los envía durante la estadía.</p>;
  return (
    <ol className="grid gap-4" aria-label="Partes de la estadía">
      {reports.map((report) => {
        const done = CHECKS.filter(([key]) => report.checklist[key]).map(([, label]) => label);
        return (
          <li key={report.id} className="grid gap-2 border-l-2 border-primary/40 pl-3">
            <p className="text-sm">
              <span className="font-semibold">{REPORT_KIND_LABELS[report.kind]}</span> <span className="text-muted-foreground">· {formatDateTime(report.at)}</span>
              {report.located && <span className="text-muted-foreground"> · con ubicación registrada</span>}
              {/* The team reads where each report came from: one without it says so. */}
              {report.location === null && <span className="text-muted-foreground"> · sin ubicación</span>}
            </p>
            {report.note && <p className="whitespace-pre-line wrap-anywhere">{report.note}</p>}
            {done.length > 0 && <p className="text-sm">{done.join(" · ")}</p>}
            {report.checklist.medications.length > 0 && (
              <ul className="text-sm">
                {report.checklist.medications.map((medication, index) => (
                  <li key={index}>
                    {medication.name}: {medication.given ? "se la dio" : `no se la dio (${medication.reason})`}
                  </li>
                ))}
              </ul>
            )}
            {report.location && (
              <p className="text-sm">
                Ubicación: {report.location.latitude.toFixed(5)}, {report.location.longitude.toFixed(5)}
                {report.location.accuracyMeters !== null ? ` (±${Math.round(report.location.accuracyMeters)} m)` : ""}
              </p>
            )}
            {report.photos.length > 0 && (
              <div className="grid grid-cols-2 gap-2">
                {report.photos.map((url, index) => (
                  // eslint-disable-next-line @next/next/no-img-element -- private photos, served at their stored size through an access check
                  <img key={url} src={url} alt={`Foto ${index + 1} del parte`} loading="lazy" width={400} height={300} className="aspect-[4/3] w-full rounded-md border object-cover" />
                ))}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
