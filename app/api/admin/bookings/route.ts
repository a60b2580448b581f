import { listBookings, listBookingsPage } from "@/lib/bookings/team/pipeline";
import { bookingListSchema } from "@/lib/bookings/team/pipeline-schema";
import { json } from "@/lib/http/handler";
import { route } from "@/lib/api/route";
import { listOrPage } from "@/lib/lists/query";

// GET /api/admin/bookings – every booking request, newest first.
// GET /api/admin/bookings?pagina=N&q=texto&estado=STATUS – one page of 50: { items, total, page, pageCount, pageSize, counts }.
export const GET = route({ auth: "admin", query: listOrPage(bookingListSchema) }, async ({ query }) =>
  json(query ? await listBookingsPage(query) : await listBookings()),
);
