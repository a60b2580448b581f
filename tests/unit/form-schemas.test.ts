import { addDays, todayInElSalvador } from "@/lib/dates";
import { CARE_FIT_MESSAGES, careMismatch } from "@/lib/sitters/care-fit";
import { BOOKING_MESSAGES, bookingFormSchema, toBookingRequest, bookingRequestSchema } from "@/lib/bookings/intake/request-schema";
import { APPLICATION_MESSAGES, applicationFormSchema } from "@/lib/leads/schemas";

const start = addDays(todayInElSalvador(), 3);
const details = { service: "WALK", petType: "DOG", petSize: "SMALL", startDate: start, endDate: start, notes: "" };
const contact = { name: "Ana", email: "ANA@example.com ", whatsapp: "7123-4567", municipality: "Santa Tecla", company: "" };

/** The first message per field, as the form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join(".")] ??= issue.message;
  return first;
}

describe("booking form schema (SPEC §5)", () => {
  it("asks for both dates with SPEC's messages", () => {
    const result = bookingFormSchema.safeParse({ ...details, ...contact, startDate: "", endDate: "" });
    expect(messages(result)).toMatchObject({ startDate: BOOKING_MESSAGES.startRequired, endDate: BOOKING_MESSAGES.endRequired });
    expect(BOOKING_MESSAGES.startRequired).toBe("La fecha de inicio es requerida");
    expect(BOOKING_MESSAGES.endRequired).toBe("La fecha de fin es requerida");
  });

  it("checks the dates on step 1 even while the contact step is still empty", () => {
    const result = bookingFormSchema.safeParse({ ...details, endDate: addDays(start, -1), name: "", email: "", whatsapp: "", municipality: "" });
    expect(messages(result).endDate).toBe(BOOKING_MESSAGES.endBeforeStart);
  });

  it("needs name, e-mail, WhatsApp and municipality non-empty after trimming", () => {
    const result = bookingFormSchema.safeParse({ ...details, name: "  ", email: "", whatsapp: " ", municipality: "" });
    expect(Object.values(messages(result))).toEqual(Array(4).fill("Por favor completa todos los campos."));
  });

  it("becomes the request payload the API accepts", () => {
    const values = bookingFormSchema.parse({ ...details, ...contact });
    const payload = toBookingRequest(values, { sitter: { id: 4, name: "José" }, sourceUrl: "http://localhost/preview/reservar?sitter=4" });
    expect(payload).toMatchObject({ ownerName: "Ana", ownerEmail: "ana@example.com", ownerWhatsapp: "+50371234567", municipio: "Santa Tecla", sitterId: 4, sitterName: "José" });
    expect(bookingRequestSchema.safeParse(payload).success).toBe(true);
  });
});

describe("application form schema (SPEC §5)", () => {
  const valid = { name: "Sofía", email: "sofia@example.com", phone: "7555-1234", municipio: "", services: ["WALK"], consent: false, company: "" };

  it("needs at least one service", () => {
    expect(messages(applicationFormSchema.safeParse({ ...valid, services: [] })).services).toBe("Selecciona al menos un servicio");
  });

  it("needs name, e-mail and phone", () => {
    const result = applicationFormSchema.safeParse({ ...valid, name: " ", email: "", phone: "" });
    expect(Object.values(messages(result))).toEqual(Array(3).fill(APPLICATION_MESSAGES.missing));
    expect(APPLICATION_MESSAGES.missing).toBe("Por favor completa todos los campos obligatorios.");
  });

  it("leaves the consent to the form (a toast), and the municipality optional", () => {
    expect(applicationFormSchema.safeParse(valid).success).toBe(true);
  });
});

describe("the booking form's care fit", () => {
  it("refuses a cat or a large dog the sitter does not take", () => {
    expect(careMismatch({ petType: "CAT", petSize: "SMALL" }, { acceptsCats: false, acceptsLargeDogs: true })).toEqual({
      field: "petType",
      message: CARE_FIT_MESSAGES.cats,
    });
    expect(careMismatch({ petType: "DOG", petSize: "LARGE" }, { acceptsCats: true, acceptsLargeDogs: false })).toEqual({
      field: "petSize",
      message: CARE_FIT_MESSAGES.largeDogs,
    });
  });

  it("lets everything else through (a large cat is still a cat)", () => {
    expect(careMismatch({ petType: "CAT", petSize: "LARGE" }, { acceptsCats: true, acceptsLargeDogs: false })).toBeNull();
    expect(careMismatch({ petType: "DOG", petSize: "MEDIUM" }, { acceptsCats: false, acceptsLargeDogs: false })).toBeNull();
    expect(careMismatch({}, { acceptsCats: false, acceptsLargeDogs: false })).toBeNull();
  });
});
