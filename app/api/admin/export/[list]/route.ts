import { bookingsCsv } from "@/lib/bookings/team/export";
import { todayInElSalvador } from "@/lib/dates";
import { fail } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { OPERATIONS_MESSAGES } from "@/lib/bookings/team/pipeline-schema";
import { petOwnerLeadsCsv, providerLeadsCsv } from "@/lib/leads/export";
import { isExportName, type ExportName } from "@/lib/lists/exports";
import { ZONE_MESSAGES, zoneListFilterSchema } from "@/lib/zones/schemas";

// Each list's file; `byZone`: it knows its zone, so ?zone=slug downloads that zone's rows only.
const EXPORTS: Record<ExportName, { csv: (filters: { zone?: string }) => Promise<string>; byZone: boolean }> = {
  reservas: { csv: () => bookingsCsv(), byZone: false },
  postulaciones: { csv: providerLeadsCsv, byZone: true },
  "duenos-en-espera": { csv: petOwnerLeadsCsv, byZone: true },
};

// GET /api/admin/export/{reservas|postulaciones|duenos-en-espera}[?zone=slug] – the list as a CSV file for Excel.
export const GET = route({ auth: "admin", query: zoneListFilterSchema }, async ({ params, query }) => {
  const name = params.list.replace(/\.csv$/, "");
  if (!isExportName(name)) return fail(404, OPERATIONS_MESSAGES.unknownList);
  const { zone } = query;
  if (zone && !EXPORTS[name].byZone) return fail(400, ZONE_MESSAGES.notForList, undefined, "zone");
  return new Response(await EXPORTS[name].csv({ zone }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="huellitas-${name}${zone ? `-${zone}` : ""}-${todayInElSalvador()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
