/** @jest-environment node */
import { POST } from "@/app/api/reservations/route";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { withTestDatabase } from "../helpers/test-db";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read } from "../helpers/request";

const database = withTestDatabase({ resetBeforeEach: true });
beforeEach(async () => {
  await seedSitters(database.db);
});

const send = (body: unknown, headers?: Record<string, string>) =>
  POST(apiRequest("/api/reservations", { method: "POST", body, headers }), { params: Promise.resolve({}) }).then(read);

describe("POST /api/reservations", () => {
  it("stores a booking RECEIVED, linked to the sitter, and answers its id", async () => {
    const { status, body } = await send(validBooking());
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, id: expect.any(String), trackingUrl: expect.stringMatching(/^\/preview\/reserva\/[A-Za-z0-9_-]{32}$/) });
    const booking = await database.db.booking.findUniqueOrThrow({ where: { id: body.id } });
    expect(booking).toMatchObject({
      sitterId: 1,
      status: "RECEIVED",
      name: "Ana Gómez",
      email: "ana@example.com",
      whatsapp: "+50371234567",
      municipality: "Santa Tecla",
      service: "BOARDING",
      petType: "DOG",
      petSize: "MEDIUM",
      notes: "Luna es tímida al principio.",
    });
    expect(booking.startDate?.toISOString().slice(0, 10)).toBe(validBooking().startDate);
  });

  it("takes the sitter by slug, and keeps the sitter's real name", async () => {
    const sitter = await database.db.sitter.findUniqueOrThrow({ where: { id: 4 } });
    const { status, body } = await send(validBooking({ sitterId: sitter.slug, sitterName: "Otro nombre" }));
    expect(status).toBe(201);
    const booking = await database.db.booking.findUniqueOrThrow({ where: { id: body.id } });
    expect(booking.sitterId).toBe(4);
    expect(booking.sitterName).toBe(sitter.name);
  });

  it.each([
    [{ sitterId: 999 }, "El cuidador seleccionado no existe."],
    [{ sitterId: "no-existe" }, "El cuidador seleccionado no existe."],
    [{ sitterId: "../../etc" }, "El cuidador seleccionado no existe."],
    [{ ownerName: "   " }, "Por favor completa todos los campos."],
    [{ ownerName: undefined }, "Por favor completa todos los campos."],
    [{ ownerEmail: "" }, "Por favor completa todos los campos."],
    [{ ownerWhatsapp: " " }, "Por favor completa todos los campos."],
    [{ municipio: "" }, "Por favor completa todos los campos."],
    [{ ownerEmail: "ana@" }, "Correo electrónico inválido"],
    [{ ownerWhatsapp: "12345" }, expect.stringContaining("WhatsApp válido")],
    [{ ownerName: "n".repeat(101) }, expect.stringContaining("como máximo 100")],
    [{ notes: "n".repeat(1001) }, expect.stringContaining("como máximo 1000")],
    [{ startDate: "" }, "La fecha de inicio es requerida"],
    [{ endDate: undefined }, "La fecha de fin es requerida"],
    // 30 February of next year: a day that never exists, never a fixed year that will pass.
    [{ startDate: `${Number(todayInElSalvador().slice(0, 4)) + 1}-02-30` }, "La fecha de inicio no es válida."],
    [{ endDate: "mañana" }, "La fecha de fin no es válida."],
    [{ service: "SWIM" }, "Elige un servicio."],
    [{ petType: "BIRD" }, "Elige si es perro o gato."],
    [{ petSize: "HUGE" }, "Elige el tamaño de tu mascota."],
    [{ sourceUrl: "javascript:alert(1)" }, "La dirección de origen no es válida."],
  ])("refuses bad input #%# with 400 and a Spanish message", async (override, message) => {
    const { status, body } = await send(validBooking(override));
    expect(status).toBe(400);
    expect(body).toEqual(expect.objectContaining({ ok: false, error: message }));
    expect(await database.db.booking.count()).toBe(0);
  });

  it("refuses a start in the past, an end before the start and ranges too long or too far", async () => {
    const today = todayInElSalvador();
    const cases: [Record<string, string>, string][] = [
      [{ startDate: addDays(today, -1), endDate: today }, "La fecha de inicio no puede ser anterior a hoy."],
      [{ startDate: addDays(today, 5), endDate: addDays(today, 4) }, "La fecha de fin no puede ser anterior a la fecha de inicio."],
      [{ startDate: addDays(today, 1), endDate: addDays(today, 200) }, "Una reserva puede durar como máximo 90 días."],
      [{ startDate: addDays(today, 400), endDate: addDays(today, 401) }, "Por ahora recibimos solicitudes para los próximos 12 meses."],
    ];
    for (const [dates, message] of cases) {
      const { status, body } = await send(validBooking(dates));
      expect([status, body.error]).toEqual([400, message]);
    }
    expect(await database.db.booking.count()).toBe(0);
  });

  it("accepts a one-day booking starting today", async () => {
    const today = todayInElSalvador();
    expect((await send(validBooking({ startDate: today, endDate: today }))).status).toBe(201);
  });

  it("answers success to a filled honeypot and stores nothing", async () => {
    const { status, body } = await send(validBooking({ company: "Bots S.A.", ownerEmail: "not-an-email" }));
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, id: expect.any(String), trackingUrl: expect.stringMatching(/^\/preview\/reserva\/[A-Za-z0-9_-]{32}$/) });
    expect(await database.db.booking.count()).toBe(0);
  });

  it("stores exactly 200 bookings from 200 concurrent requests", async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => send(validBooking({ ownerEmail: `owner${i}@example.com` }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(200);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(200);
    expect(await database.db.booking.count()).toBe(200);
  });
});

describe("POST /api/reservations with SPEC §7's payload only", () => {
  const specPayload = {
    ownerName: "Rosa Menjívar",
    ownerEmail: "rosa@example.com",
    ownerWhatsapp: "7123-4567",
    municipio: "San Salvador",
    company: "",
    sitterName: "María José Hernández",
    sitterId: 1,
    sourceUrl: "https://huellitas.sv/s/maria-jose-hernandez",
  };

  it("is accepted and stored without details", async () => {
    const { status, body } = await send(specPayload);
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true, id: expect.any(String), trackingUrl: expect.stringMatching(/^\/preview\/reserva\/[A-Za-z0-9_-]{32}$/) });
    const booking = await database.db.booking.findUniqueOrThrow({ where: { id: body.id } });
    expect(booking).toMatchObject({ name: "Rosa Menjívar", sitterId: 1, service: null, petType: null, startDate: null, endDate: null });
  });

  it("still validates whatever details are sent", async () => {
    expect(await send({ ...specPayload, service: "PASEO" })).toEqual({ status: 400, body: { ok: false, error: "Elige un servicio.", field: "service" } });
    expect(await send({ ...specPayload, startDate: addDays(todayInElSalvador(), 3) })).toEqual({
      status: 400,
      body: { ok: false, error: "La fecha de fin es requerida", field: "endDate" },
    });
    expect((await send({ ...specPayload, startDate: addDays(todayInElSalvador(), -1), endDate: todayInElSalvador() })).body.error).toBe(
      "La fecha de inicio no puede ser anterior a hoy.",
    );
    expect(await database.db.booking.count()).toBe(0);
  });
});

describe("POST /api/reservations checks what the sitter takes", () => {
  it.each([
    ["a cat for a sitter who does not take cats", { sitterId: "carlos-alberto-martinez", service: "WALK", petType: "CAT", petSize: "SMALL" }, "petType", "Este cuidador no recibe gatos."],
    ["a large dog for a sitter who does not take them", { sitterId: "gabriela-alejandra-rivas", service: "DAYCARE", petType: "DOG", petSize: "LARGE" }, "petSize", "Este cuidador no recibe perros grandes."],
    ["a service the sitter does not offer", { sitterId: "carlos-alberto-martinez", service: "BOARDING" }, "service", "Este cuidador no ofrece ese servicio."],
  ])("refuses %s with 400 and the field", async (_name, overrides, field, message) => {
    const { status, body } = await send(validBooking(overrides));
    expect(status).toBe(400);
    expect(body.field).toBe(field);
    expect(body.error).toMatch(new RegExp(`^${message.replace(/\./g, "\\.")}`));
    expect(await database.db.booking.count()).toBe(0);
  });

  it("accepts the same pet and service with a sitter who takes them", async () => {
    expect((await send(validBooking({ sitterId: "maria-jose-hernandez", service: "BOARDING", petType: "CAT", petSize: "LARGE" }))).status).toBe(201);
  });
});

describe("the booking form is no mail relay", () => {
  const bare = { ownerName: "Rosa Menjívar", ownerEmail: "rosa@example.com", ownerWhatsapp: "7123-4567", municipio: "San Salvador" };

  it.each([
    ["ownerName", { ownerName: "Gana dinero en https://estafa.example" }],
    ["ownerName", { ownerName: "Rosa visita www.estafa.example" }],
    ["sitterName", { sitterName: "Premio en estafa.com/reclama" }],
  ])("refuses a name (%s) that holds a web address, with a Spanish message, and stores nothing", async (field, override) => {
    expect(await send({ ...bare, ...override })).toEqual({ status: 400, body: { ok: false, error: "Escribe solo el nombre, sin enlaces ni direcciones web.", field } });
    expect(await database.db.booking.count()).toBe(0);
    expect(await database.db.outboxMessage.count()).toBe(0);
  });

  it("never puts a typed sitter name in the owner's e-mail: only a sitter from our database is named there", async () => {
    const { status, body } = await send({ ...bare, sitterName: "Tu premio te espera, llama ya" });
    expect(status).toBe(201);
    const mails = await database.db.outboxMessage.findMany({ where: { bookingId: body.id } });
    const owner = mails.find((mail) => mail.to === "rosa@example.com")!;
    expect(owner.text).not.toContain("Tu premio te espera");
    expect(owner.text).toContain("Cuidador: por asignar");
    // The team still reads what was asked for.
    expect(mails.find((mail) => mail.to === "equipo@huellitas.sv")!.text).toContain("Tu premio te espera, llama ya");

    const listed = await send({ ...bare, sitterId: 1 });
    const [ownerOfListed] = await database.db.outboxMessage.findMany({ where: { bookingId: listed.body.id, to: "rosa@example.com" } });
    expect(ownerOfListed.text).toContain("Cuidador: María José Hernández");
  });
});
