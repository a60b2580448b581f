import { addDays, todayInElSalvador } from "@/lib/dates";

/** A valid booking request for sitter 1, starting `inDays` from today in El Salvador. */
export function validBooking(overrides: Record<string, unknown> = {}, inDays = 3) {
  const start = addDays(todayInElSalvador(), inDays);
  return {
    ownerName: "Ana Gómez",
    ownerEmail: "ana@example.com",
    ownerWhatsapp: "7123-4567",
    municipio: "Santa Tecla",
    company: "",
    sitterName: "María José Hernández",
    sitterId: 1,
    sourceUrl: "http://localhost:3000/preview/reservar?sitter=1",
    service: "BOARDING",
    petType: "DOG",
    petSize: "MEDIUM",
    startDate: start,
    endDate: addDays(start, 2),
    notes: "Luna es tímida al principio.",
    ...overrides,
  };
}

export const validProviderLead = (overrides: Record<string, unknown> = {}) => ({
  name: "Carlos Pérez",
  whatsapp: "7012 3456",
  email: "carlos@example.com",
  motivation: "Amo a los perros y trabajo desde casa.",
  consent: true,
  company: "",
  ...overrides,
});

export const validPetOwnerLead = (overrides: Record<string, unknown> = {}) => ({
  name: "Lucía Romero",
  whatsapp: "+503 6123 4567",
  email: "lucia@example.com",
  petType: "CAT",
  consent: true,
  company: "",
  referralCode: "ABC123",
  ...overrides,
});

export const validApplication = (overrides: Record<string, unknown> = {}) => ({
  name: "Sofía Ramírez",
  email: "sofia@example.com",
  phone: "7555-1234",
  municipio: "Antiguo Cuscatlán",
  company: "",
  sourceUrl: "http://localhost:3000/preview/unete",
  ...overrides,
});
