// The admin lists that download as a CSV file for Excel (GET /api/admin/export/{name}). Each concept writes its
// own file (lib/bookings/team/export.ts, lib/leads/export.ts) with the Excel-in-Spanish rules of lib/lists/csv.ts.

export const EXPORT_NAMES = ["reservas", "postulaciones", "duenos-en-espera"] as const;

export type ExportName = (typeof EXPORT_NAMES)[number];
export const isExportName = (name: string): name is ExportName => (EXPORT_NAMES as readonly string[]).includes(name);
