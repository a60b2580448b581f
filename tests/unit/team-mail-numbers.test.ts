import { type BookingMailContext } from "@/lib/bookings/core/mails";
import { BOOKING_MAILS, type BookingMailKey } from "@/lib/bookings/lent";
import { isoDateToUtc, todayInElSalvador } from "@/lib/dates";

// The team's e-mails print an owner's WhatsApp the way people write it here ("+503 7123-4567"), never the
// stored digits, whatever form the number was stored in.

const context = (whatsapp: string): BookingMailContext => ({
  booking: {
    reference: "K3P9XQ",
    name: "Ana Gómez",
    email: "ana@example.com",
    whatsapp,
    sitterName: "María José",
    service: "BOARDING",
    petType: "DOG",
    petSize: "MEDIUM",
    startDate: isoDateToUtc(todayInElSalvador()),
    endDate: isoDateToUtc(todayInElSalvador()),
    notes: null,
  },
  from: "CONFIRMED",
  to: "CANCELLED",
  reason: "Me enfermé",
  trackingUrl: "https://huellitas.sv/reserva/x",
  adminUrl: "https://huellitas.sv/admin",
  portalUrl: "https://huellitas.sv/portal",
  planB: { backup: null, alternatives: [] },
  meet: { at: new Date(), place: "OWNER_HOME", note: null, status: "CONFIRMED" },
});

const teamMails = (Object.keys(BOOKING_MAILS) as BookingMailKey[]).filter((key) => key.startsWith("team-"));

it.each(["+50371234567", "50371234567", "7123 4567", "7123-4567"])("prints %s as +503 7123-4567 in every team e-mail", (stored) => {
  const texts = teamMails.map((key) => BOOKING_MAILS[key](context(stored)).text);
  for (const text of texts) {
    expect(text).not.toContain("50371234567");
    expect(text).not.toMatch(/WhatsApp 7123[ -]4567/);
  }
  expect(BOOKING_MAILS["team-new-booking"](context(stored)).text).toContain("(ana@example.com, WhatsApp +503 7123-4567)");
  expect(BOOKING_MAILS["team-sitter-cancelled"](context(stored)).text).toContain("de Ana Gómez (WhatsApp +503 7123-4567)");
});
