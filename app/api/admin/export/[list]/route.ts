import { bookingsCsv } from "@/lib/bookings/team/export";
import { todayInElSalvador } from "@/lib/dates";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { OPERATIONS_MESSAGES } from "@/lib/bookings/team/pipeline-schema";
import { petOwnerLeadsCsv, providerLeadsCsv } from "@/lib/leads/export";
import { isExportName, type ExportName } from "@/lib/lists/exports";

const EXPORTS: Record<ExportName, () => Promise<string>> = {
  reservas: bookingsCsv,
  postulaciones: providerLeadsCsv,
  "duenos-en-espera": petOwnerLeadsCsv,
};

// GET /api/admin/export/{reservas|postulaciones|duenos-en-espera} – the list as a CSV file for Excel.
export const GET = route({ auth: "admin" }, async ({ params }) => {
  const name = params.list.replace(/\.csv$/, "");
  if (!isExportName(name)) return fail(404, OPERATIONS_MESSAGES.unknownList);
  return new Response(await EXPORTS[name](), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="huellitas-${name}-${todayInElSalvador()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
