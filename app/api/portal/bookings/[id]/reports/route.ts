import { addStayReport, stayReporter } from "@/lib/bookings/stay/reports";
import { REPORT_LIMITS, reportFieldsSchema } from "@/lib/bookings/stay/report-schema";
import { fail, json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { readMultipart } from "@/lib/files/uploads";

// POST /api/portal/bookings/{id}/reports – the sitter's report during the stay (multipart: kind, note, checklist as
// JSON, 0–4 `photos`, optional latitude/longitude/accuracyMeters) → 201 { report: { id, kind, at } }.
export const POST = route({ auth: "user", upload: true, booking: stayReporter }, async ({ request, booking }) => {
  // One photo past the limit is read (and refused), so a fifth is not silently dropped.
  const { files, fields } = await readMultipart(request, { field: "photos", maxFiles: REPORT_LIMITS.photos + 1, fieldChars: 4000 });
  const parsed = reportFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(400, issue.message, undefined, issue.path.length ? String(issue.path[0]) : undefined);
  }
  const report = await addStayReport(booking, parsed.data, files);
  return json({ ok: true, report }, { status: 201 });
});
