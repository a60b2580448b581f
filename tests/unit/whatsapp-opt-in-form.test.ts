import { bookingFormFields, toBookingRequest } from "@/lib/bookings/intake/form-rules";
import { bookingFormSchema, bookingRequestSchema } from "@/lib/bookings/intake/request-schema";
import { addDays, todayInElSalvador } from "@/lib/dates";

// The booking form's WhatsApp box along the no-JavaScript action's path (app/(site)/[base]/reservar/actions.ts):
// the posted form, the form's schema, the request's schema. The browser's path shares bookingFormFields/toBookingRequest.

function posted(ticked: boolean) {
  const start = addDays(todayInElSalvador(), 3);
  const data = new FormData();
  for (const [name, value] of Object.entries({ service: "BOARDING", petType: "DOG", petSize: "MEDIUM", startDate: start, endDate: addDays(start, 2), notes: "", name: "Ana Gómez", email: "ana@example.com", whatsapp: "7123-4567", municipality: "Santa Tecla" }))
    data.set(name, value);
  if (ticked) data.set("whatsappOptIn", "on");
  return data;
}

const throughTheAction = (data: FormData) => {
  const form = bookingFormSchema.parse(bookingFormFields(data));
  return bookingRequestSchema.parse(toBookingRequest(form, { sitter: { id: 1, name: "María José Hernández" }, sourceUrl: "http://localhost:3000/preview/reservar" }));
};

it("a ticked box reaches the request as whatsappOptIn: true; unticked (nothing posted) as false", () => {
  expect(throughTheAction(posted(true)).whatsappOptIn).toBe(true);
  expect(throughTheAction(posted(false)).whatsappOptIn).toBe(false);
});

it("the API takes only a boolean, false when left out", () => {
  const body = toBookingRequest(bookingFormSchema.parse(bookingFormFields(posted(false))), { sitter: { id: 1, name: "María José Hernández" }, sourceUrl: "" });
  const without: Record<string, unknown> = { ...body };
  delete without.whatsappOptIn;
  expect(bookingRequestSchema.parse(without).whatsappOptIn).toBe(false);
  expect(bookingRequestSchema.safeParse({ ...without, whatsappOptIn: "true" }).success).toBe(false);
  expect(bookingRequestSchema.safeParse({ ...without, whatsappOptIn: null }).success).toBe(false);
});
