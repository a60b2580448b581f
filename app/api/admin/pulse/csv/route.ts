import { todayInElSalvador } from "@/lib/dates";
import { route } from "@/lib/api/route";
import { pulseCsv } from "@/lib/pulse/export";
import { pulseQuerySchema } from "@/lib/pulse/schemas";

// GET /api/admin/pulse/csv?weeks=N – the pulse as a CSV file for Excel (one line per zone and week).
export const GET = route({ auth: "admin", query: pulseQuerySchema }, async ({ query }) =>
  new Response(await pulseCsv(query.weeks), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="huellitas-pulso-${query.weeks}-semanas-${todayInElSalvador()}.csv"`,
      "Cache-Control": "private, no-store",
    },
  }),
);
