import { addDays, todayInElSalvador } from "@/lib/dates";
import {
  BOOKING_MESSAGES,
  bookingFormFields,
  checkBookingContact,
  checkBookingDetails,
  formFieldOf,
  normalizeBookingForm,
  type BookingFormFields,
} from "@/lib/bookings/intake/form-rules";
import { bookingFormSchema } from "@/lib/bookings/intake/request-schema";
import { WHATSAPP_INVALID } from "@/lib/forms/field-rules";

// The browser checks the booking form without zod (public pages carry none); the server checks it with the schema.
// Both must say the same thing about the same form.

const today = todayInElSalvador();
const start = addDays(today, 3);
const valid: BookingFormFields = {
  service: "WALK",
  petType: "DOG",
  petSize: "SMALL",
  startDate: start,
  endDate: start,
  notes: "",
  name: "Ana",
  email: "ANA@example.com ",
  whatsapp: "7123-4567",
  municipality: "Santa Tecla",
  company: "",
};

function schemaMessages(form: BookingFormFields) {
  const first: Record<string, string> = {};
  const result = bookingFormSchema.safeParse(form);
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const browserMessages = (form: BookingFormFields) => ({ ...checkBookingDetails(form, today), ...checkBookingContact(form) });

const cases: [string, Partial<BookingFormFields>][] = [
  ["a complete form", {}],
  ["everything empty", Object.fromEntries(Object.keys(valid).map((name) => [name, ""]))],
  ["a service that does not exist", { service: "SWIM" }],
  ["a date that is not a date", { startDate: "2026-02-30", endDate: "mañana" }],
  ["a start in the past", { startDate: addDays(today, -1), endDate: addDays(today, 2) }],
  ["an end before the start", { endDate: addDays(start, -1) }],
  ["a start more than a year ahead", { startDate: addDays(today, 400), endDate: addDays(today, 401) }],
  ["a stay over 90 days", { endDate: addDays(start, 91) }],
  ["notes too long", { notes: "x".repeat(1001) }],
  ["a blank name, e-mail and WhatsApp", { name: "  \u200b ", email: " ", whatsapp: " ", municipality: "" }],
  ["a name with a link", { name: "Ana www.ofertas.com" }],
  ["a name too long", { name: "A".repeat(101) }],
  ["an e-mail without a domain", { email: "ana@" }],
  ["a WhatsApp number with too few digits", { whatsapp: "7123" }],
];

describe("the booking form's browser checks", () => {
  test.each(cases)("say what the server's schema says: %s", (_name, change) => {
    const form = { ...valid, ...change };
    expect(browserMessages(form)).toEqual(schemaMessages(form));
  });

  test("word the common mistakes as SPEC does", () => {
    expect(checkBookingDetails({ ...valid, startDate: "", endDate: "" }, today)).toEqual({
      startDate: "La fecha de inicio es requerida",
      endDate: "La fecha de fin es requerida",
    });
    expect(checkBookingContact({ ...valid, name: "", email: "ana@", whatsapp: "7123" })).toEqual({
      name: BOOKING_MESSAGES.missingContact,
      email: "Correo electrónico inválido",
      whatsapp: WHATSAPP_INVALID,
    });
  });

  test("send the values as the server stores them", () => {
    expect(normalizeBookingForm({ ...valid, name: " Ana ", whatsapp: "7123-4567", email: " ANA@Example.com " })).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      whatsapp: "+50371234567",
      company: "",
    });
  });

  test("read a posted form, a radio nobody chose as empty", () => {
    const data = new FormData();
    data.set("service", "WALK");
    data.set("name", "Ana");
    expect(bookingFormFields(data)).toMatchObject({ service: "WALK", petType: "", name: "Ana", company: "" });
  });

  test("put the API's refusal on the form's field", () => {
    expect(formFieldOf("ownerEmail")).toBe("email");
    expect(formFieldOf("startDate")).toBe("startDate");
    expect(formFieldOf("sitterId")).toBeUndefined();
    expect(formFieldOf(undefined)).toBeUndefined();
  });
});
