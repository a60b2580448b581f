import { BOOKING_MAILS } from "@/lib/bookings/lent";
import { REMINDERS, SHEET } from "@/lib/bookings/core/process";
import { completedTitle, REQUEST_REPLY_PROMISE } from "@/lib/bookings/core/status";
import { OWNER_STATUS_TEXT, ownerStatusText } from "@/lib/bookings/owner/status-words";

// "Estadía completada" only for boarding: a walk or a day of day care is not a stay.
describe("completedTitle and ownerStatusText", () => {
  it("names what was completed by its service, and stays neutral when the request did not say", () => {
    expect(completedTitle("BOARDING")).toBe("Estadía completada");
    expect(completedTitle("WALK")).toBe("Paseo completado");
    expect(completedTitle("DAYCARE")).toBe("Guardería completada");
    expect(completedTitle(null)).toBe("Servicio completado");
  });

  it("changes only COMPLETED's title on the tracking page; its next step and the other statuses stay", () => {
    expect(ownerStatusText("COMPLETED", "WALK")).toEqual({ title: "Paseo completado", next: OWNER_STATUS_TEXT.COMPLETED.next });
    expect(ownerStatusText("COMPLETED", null).title).toBe("Servicio completado");
    for (const status of ["RECEIVED", "CONTACTED", "CONFIRMED", "DECLINED", "CANCELLED", "EXPIRED"] as const) {
      expect(ownerStatusText(status, "WALK")).toBe(OWNER_STATUS_TEXT[status]);
      expect(ownerStatusText(status, "BOARDING")).toBe(OWNER_STATUS_TEXT[status]);
    }
  });

  it("no owner-facing status text speaks of a stay unless the service is boarding", () => {
    for (const words of Object.values(OWNER_STATUS_TEXT)) expect(`${words.title} ${words.next}`).not.toMatch(/estad[ií]a/i);
  });
});

describe("the 'booking-completed' e-mail", () => {
  const context = (service: "BOARDING" | "WALK" | "DAYCARE" | null) => ({
    booking: {
      reference: "ABC234",
      name: "Ana López",
      email: "ana@example.com",
      whatsapp: "+50371234567",
      sitterName: "Karina Flores",
      service,
      petType: null,
      petSize: null,
      startDate: null,
      endDate: null,
    },
    from: "CONFIRMED" as const,
    to: "COMPLETED" as const,
    reason: null,
    trackingUrl: "https://example.com/reserva/t",
    adminUrl: "https://example.com/admin",
    portalUrl: "https://example.com/portal",
  });

  it.each([
    ["BOARDING", "Estadía completada."],
    ["WALK", "Paseo completado."],
    ["DAYCARE", "Guardería completada."],
    [null, "Servicio completado."],
  ] as const)("for %s says %s", (service, title) => {
    const mail = BOOKING_MAILS["booking-completed"](context(service));
    expect(mail.text).toContain(`${title} Esperamos que todo haya salido bien con Karina Flores.`);
    if (service !== "BOARDING") expect(`${mail.subject} ${mail.text}`).not.toMatch(/estad[ií]a/i);
  });
});

// After a Plan B to a sitter without a portal account, nobody there "waits for you": the team confirms.
it("a confirmed booking whose sitter has no account says the team confirms with them", () => {
  expect(ownerStatusText("CONFIRMED", "BOARDING").next).toMatch(/^El cuidador te espera/);
  expect(ownerStatusText("CONFIRMED", "BOARDING", false).next).toBe("Nuestro equipo confirma con tu cuidador los detalles de la entrega y te escribe antes de la fecha.");
  expect(ownerStatusText("RECEIVED", "BOARDING", false)).toEqual(ownerStatusText("RECEIVED", "BOARDING"));
});

test("the one reply-time promise says the sheet's own numbers: its reminder and its expiry", () => {
  const reminder = REMINDERS.find((entry) => entry.name === "unanswered")!;
  const expiry = SHEET.find((row) => row.name === "system.expire")!;
  expect(reminder.timer.hours).toBe(24);
  expect(expiry.timer).toEqual({ after: "request", hours: 72 });
  expect(REQUEST_REPLY_PROMISE).toContain(`en ${reminder.timer.hours} horas no ha respondido, se lo recordamos`);
  expect(REQUEST_REPLY_PROMISE).toContain(`en ${expiry.timer!.after === "request" ? expiry.timer!.hours : 0} horas nadie la confirma, la solicitud vence`);
  expect(ownerStatusText("RECEIVED", "BOARDING").next).toBe(REQUEST_REPLY_PROMISE);
  // No page text names a channel the settings may not have.
  for (const words of Object.values(OWNER_STATUS_TEXT)) expect(words.next).not.toMatch(/WhatsApp/);
});
