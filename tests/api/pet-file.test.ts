/** @jest-environment node */
import { GET as getPet, PUT as putPet } from "@/app/api/bookings/[token]/pet/route";
import { POST as postVaccines } from "@/app/api/bookings/[token]/pet/vaccines/route";
import { GET as ownerPetPhoto, POST as postPetPhoto } from "@/app/api/bookings/[token]/pet/photo/route";
import { GET as viewerPetPhoto } from "@/app/api/portal/bookings/[id]/pet/photo/route";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import sharp from "sharp";
import { exifHasGps, phonePhoto } from "../helpers/images";
import { GET as sitterPet } from "@/app/api/portal/bookings/[id]/pet/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { GET as teamPet } from "@/app/api/admin/bookings/[id]/pet/route";
import { PATCH as verifyVaccine } from "@/app/api/admin/vaccines/[id]/route";
import { GET as vaccineFile } from "@/app/api/admin/vaccines/[id]/file/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { clientKey } from "@/lib/http/client-key";
import { adminCookie } from "../helpers/auth";
import { bookingWorld } from "../helpers/booking-world";
import { setEnv, withTestEnv } from "../helpers/env";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { validBooking } from "../helpers/fixtures";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";

// The pet's file: the owner fills it through the tracking link; the booking's sitter reads it only once the
// booking is confirmed; the team reads it and verifies the vaccination card.

const database = withTestDatabase({ resetBeforeEach: true });
const uploads = withTempUploadDir();
/** Files in the test's upload folder, every subfolder counted. */
const storedFileCount = () => readdirSync(uploads.dir(), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
let carlos: string; // linked to sitter 2
let karla: string; // linked to sitter 7
beforeEach(async () => {
  ({ carlos, karla } = await bookingWorld(database.db));
});

const PET = {
  name: "Luna",
  species: "DOG",
  breed: "Mestiza",
  birthYear: 2020,
  weightKg: 12.5,
  food: "Croquetas Pro Plan",
  feeding: "Una taza a las 7:00 y otra a las 18:00",
  medications: [{ name: "Apoquel", dose: "media pastilla", times: ["08:00", "20:00"], notes: "Con comida" }],
  allergies: "Pollo",
  behaviour: "Tímida con perros grandes",
  vet: { clinic: "Clínica Veterinaria San Benito", phone: "2222-3333", address: "Col. San Benito" },
  emergencyContacts: [{ name: "Jorge Gómez", phone: "7000-1111", relation: "Hermano" }],
  vetSpendCapUSD: 150,
  consentName: "Ana Gómez Rivas",
};

async function book(overrides: Record<string, unknown> = {}, inDays = 3) {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", ...overrides }, inDays) }), routeParams({})),
  );
  if (!body.trackingUrl) throw new Error(JSON.stringify(body));
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}
const ownerGet = (token: string) => getPet(apiRequest(`/api/bookings/${token}/pet`), routeParams({ token })).then(read);
const ownerPut = (token: string, body: unknown) => putPet(apiRequest(`/api/bookings/${token}/pet`, { method: "PUT", body }), routeParams({ token })).then(read);
const sitterGet = (cookie: string, id: string) => sitterPet(apiRequest(`/api/portal/bookings/${id}/pet`, { headers: { cookie } }), routeParams({ id })).then(read);
const confirm = async (id: string) => {
  await meetWentWell(database.db, id);
  return accept(apiRequest(`/api/portal/bookings/${id}/accept`, { method: "POST", headers: { cookie: carlos } }), routeParams({ id })).then(read);
};

it("is null until filled, then answers what the owner saved, with the consent stamped", async () => {
  const { token } = await book();
  expect(await ownerGet(token)).toEqual({ status: 200, body: { ok: true, pet: null } });
  const saved = await ownerPut(token, PET);
  expect(saved.status).toBe(200);
  expect(saved.body.pet).toEqual(
    expect.objectContaining({
      name: "Luna",
      species: "DOG",
      medications: [{ name: "Apoquel", dose: "media pastilla", times: ["08:00", "20:00"], notes: "Con comida" }],
      vet: { clinic: "Clínica Veterinaria San Benito", phone: "+50322223333", address: "Col. San Benito" },
      emergencyContacts: [{ name: "Jorge Gómez", phone: "+50370001111", relation: "Hermano" }],
      vetSpendCapUSD: 150,
      consentName: "Ana Gómez Rivas",
      consentAt: expect.any(String),
      vaccinesVerifiedUntil: null,
      vaccineCards: [],
    }),
  );
  expect((await ownerGet(token)).body.pet).toEqual(saved.body.pet);
  // Saved again with the same consent: the time it was given stays.
  expect((await ownerPut(token, { ...PET, name: "Luna Gómez" })).body.pet.consentAt).toBe(saved.body.pet.consentAt);
  // No spending allowed: no consent kept.
  expect((await ownerPut(token, { ...PET, vetSpendCapUSD: 0, consentName: "" })).body.pet).toEqual(expect.objectContaining({ vetSpendCapUSD: 0, consentName: null, consentAt: null }));
});

it.each([
  ["a spend cap without consent", { consentName: "" }, "consentName", "Para autorizar gastos veterinarios, escribe tu nombre completo."],
  ["a spend cap over $5000", { vetSpendCapUSD: 5001 }, "vetSpendCapUSD", "Escribe un monto entero entre $0 y $5000."],
  ["a spend cap with cents", { vetSpendCapUSD: 10.5 }, "vetSpendCapUSD", "Escribe un monto entero entre $0 y $5000."],
  ["no emergency contact", { emergencyContacts: [] }, "emergencyContacts", "Anota uno o dos contactos de emergencia."],
  ["three emergency contacts", { emergencyContacts: Array(3).fill(PET.emergencyContacts[0]) }, "emergencyContacts", "Anota uno o dos contactos de emergencia."],
  ["eleven medicines", { medications: Array(11).fill(PET.medications[0]) }, "medications", "Puedes anotar hasta 10 medicinas."],
  ["one medicine twice", { medications: [PET.medications[0], { ...PET.medications[0], name: ` ${PET.medications[0].name.toUpperCase()} `, dose: "otra dosis" }] }, "medications", "Anota cada medicina una sola vez, con todas sus horas."],
  ["a medicine time that is not HH:MM", { medications: [{ ...PET.medications[0], times: ["8am"] }] }, "medications", expect.stringContaining("HH:MM")],
  ["a vet without a phone", { vet: { clinic: "Clínica" } }, "vet", expect.stringContaining("teléfono de la clínica")],
  ["a cat-dog", { species: "BIRD" }, "species", "Elige si es perro o gato."],
  ["no name", { name: "  " }, "name", "Escribe el nombre de tu mascota."],
])("refuses %s with 400, the field and a Spanish message", async (_, change, field, error) => {
  const { token } = await book();
  expect(await ownerPut(token, { ...PET, ...change })).toEqual({ status: 400, body: { ok: false, field, error } });
  expect((await ownerGet(token)).body.pet).toBeNull();
});

it("answers 404 for an unknown token and 409 once the stay has ended", async () => {
  const unknown = "A".repeat(32);
  expect((await ownerGet(unknown)).status).toBe(404);
  expect((await ownerPut(unknown, PET)).status).toBe(404);
  const { id, token } = await book();
  await ownerPut(token, PET);
  const past = addDays(todayInElSalvador(), -5);
  await database.db.booking.update({ where: { id }, data: { status: "CONFIRMED", startDate: new Date(`${past}T00:00:00Z`), endDate: new Date(`${addDays(past, 2)}T00:00:00Z`) } });
  expect(await ownerPut(token, { ...PET, name: "Otra" })).toEqual({ status: 409, body: { ok: false, error: "Esta reserva ya terminó: su ficha ya no se puede cambiar." } });
  expect((await ownerGet(token)).body.pet.name).toBe("Luna");
});

it("the sitter reads it only once confirmed, and never another sitter's booking", async () => {
  const { id, token } = await book();
  await ownerPut(token, PET);
  expect((await sitterGet(carlos, id)).status).toBe(404);
  expect((await confirm(id)).status).toBe(200);
  const seen = await sitterGet(carlos, id);
  expect(seen.status).toBe(200);
  expect(seen.body.pet).toEqual(expect.objectContaining({ name: "Luna", vetSpendCapUSD: 150, consentName: "Ana Gómez Rivas" }));
  expect(seen.body.pet.vaccineCards).toBeUndefined();
  expect((await sitterGet(karla, id)).status).toBe(404);
  // Completed more than 30 days ago: no longer.
  await database.db.booking.update({ where: { id }, data: { status: "COMPLETED" } });
  await database.db.bookingStatusChange.create({ data: { bookingId: id, status: "COMPLETED", move: "system.complete", actor: "system", changedBy: "system", changedAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
  expect((await sitterGet(carlos, id)).status).toBe(404);
});

it("the confirmation e-mail asks for the file while it is missing", async () => {
  const without = await book();
  await confirm(without.id);
  const withFile = await book({ ownerEmail: "otra@example.com" }, 10);
  await ownerPut(withFile.token, PET);
  await confirm(withFile.id);
  const confirmation = (bookingId: string) => database.db.outboxMessage.findFirstOrThrow({ where: { bookingId, kind: "booking-confirmed" } });
  expect((await confirmation(without.id)).text).toContain("llena la ficha de tu mascota");
  expect((await confirmation(withFile.id)).text).not.toContain("llena la ficha de tu mascota");
});

it("a vaccination card: checked by its bytes, verified by the team, then the sitter reads until when", async () => {
  const { id, token } = await book();
  const upload = (bytes: Buffer, name: string, expiresOn = addDays(todayInElSalvador(), 200)) =>
    postVaccines(uploadRequest(`/api/bookings/${token}/pet/vaccines`, { bytes, name }, {}, { expiresOn }), routeParams({ token })).then(read);
  expect((await upload(SAMPLE_FILES.pdf(), "vacunas.pdf")).status).toBe(409); // no file yet
  await ownerPut(token, PET);
  expect((await upload(SAMPLE_FILES.html(), "vacunas.pdf")).status).toBe(415);
  expect((await upload(SAMPLE_FILES.pdf(), "vacunas.pdf", "mañana")).body).toEqual(expect.objectContaining({ ok: false, field: "expiresOn" }));
  // A card that already lapsed would read "verificadas" to the sitter once the team checks it.
  expect(await upload(SAMPLE_FILES.pdf(), "vacunas.pdf", addDays(todayInElSalvador(), -1))).toEqual({
    status: 400,
    body: { ok: false, field: "expiresOn", error: "Esas vacunas ya vencieron: sube la tarjeta con las vacunas al día (vigentes de hoy en adelante)." },
  });
  expect(await database.db.petVaccineCard.count()).toBe(0);
  const until = addDays(todayInElSalvador(), 200);
  const created = await upload(SAMPLE_FILES.pdf(), "vacunas.pdf", until);
  expect(created.status).toBe(201);
  expect(created.body.card).toEqual(expect.objectContaining({ fileName: "vacunas.pdf", expiresOn: until, verified: false }));

  const admin = await adminCookie(database.db);
  const team = await read(await teamPet(apiRequest(`/api/admin/bookings/${id}/pet`, { headers: { cookie: admin } }), routeParams({ id })));
  const unknown = await read(await teamPet(apiRequest("/api/admin/bookings/no-existe/pet", { headers: { cookie: admin } }), routeParams({ id: "no-existe" })));
  expect(unknown).toEqual({ status: 404, body: { ok: false, error: "No encontramos esa reserva." } });
  const card = team.body.pet.vaccineCards[0];
  expect(card.url).toBe(`/api/admin/vaccines/${card.id}/file`);
  const file = await vaccineFile(apiRequest(card.url, { headers: { cookie: admin } }), routeParams({ id: card.id }));
  expect(file.status).toBe(200);
  expect(file.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  expect((await vaccineFile(apiRequest(card.url, { headers: { cookie: carlos } }), routeParams({ id: card.id }))).status).toBe(403);

  const verified = await read(await verifyVaccine(apiRequest(`/api/admin/vaccines/${card.id}`, { method: "PATCH", headers: { cookie: admin }, body: { verified: true } }), routeParams({ id: card.id })));
  expect(verified).toEqual({ status: 200, body: { ok: true, card: { id: card.id, verified: true, expiresOn: until } } });
  await confirm(id);
  expect((await sitterGet(carlos, id)).body.pet.vaccinesVerifiedUntil).toBe(until);

  // Five cards at most, even when the last places are asked for at once: one more is 409 and leaves no file behind.
  const earlier = { bookingId: id, fileName: "anterior.pdf", fileType: "application/pdf", fileSize: 1, expiresOn: new Date(`${until}T00:00:00Z`) };
  await database.db.petVaccineCard.createMany({ data: [1, 2, 3].map((i) => ({ ...earlier, filePath: `pet-${id}/anterior-${i}.pdf` })) });
  const filesBefore = storedFileCount();
  // (Two at once: each visitor has two upload slots.)
  const last = await Promise.all([upload(SAMPLE_FILES.pdf(), "a.pdf"), upload(SAMPLE_FILES.pdf(), "b.pdf")]);
  expect(last.map((answer) => answer.status).sort()).toEqual([201, 409]);
  expect(last.find((answer) => answer.status === 409)?.body.error).toBe("Puedes subir hasta 5 tarjetas de vacunas.");
  expect(await database.db.petVaccineCard.count({ where: { bookingId: id } })).toBe(5);
  expect(storedFileCount()).toBe(filesBefore + 1);
});

it("the pet's photo: processed without GPS, private to the link, the sitter once confirmed, and the team", async () => {
  const { id, token } = await book();
  const upload = async () =>
    postPetPhoto(uploadRequest(`/api/bookings/${token}/pet/photo`, { bytes: await phonePhoto({ width: 1200, height: 900 }), name: "luna.jpg" }), routeParams({ token })).then(read);
  expect((await upload()).status).toBe(409); // no file yet
  await ownerPut(token, PET);
  const created = await upload();
  expect(created.status).toBe(201);
  expect(created.body.photoUrl).toMatch(new RegExp(`^/api/bookings/${token}/pet/photo\\?v=`));
  expect((await ownerGet(token)).body.pet.photoUrl).toBe(created.body.photoUrl);
  const served = await ownerPetPhoto(apiRequest(created.body.photoUrl), routeParams({ token }));
  expect(served.headers.get("cache-control")).toBe("private, no-store");
  const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(metadata.format).toBe("webp");
  expect(exifHasGps(metadata.exif)).toBe(false);
  expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(320);

  const viewer = (cookie: string) => viewerPetPhoto(apiRequest("/x", { headers: { cookie } }), routeParams({ id }));
  expect((await viewer(carlos)).status).toBe(404);
  await confirm(id);
  expect((await sitterGet(carlos, id)).body.pet.photoUrl).toMatch(new RegExp(`^/api/portal/bookings/${id}/pet/photo\\?v=`));
  expect((await viewer(carlos)).status).toBe(200);
  expect((await viewer(karla)).status).toBe(404);
  expect((await viewer(await adminCookie(database.db))).status).toBe(200);
});

// The booking's state is checked before an upload takes a slot, and a log line never shows the token.
describe("a card upload's checks and its log", () => {
  const BOUNDARY = "----prueba";
  const head = new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="vacunas.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const cardRequest = (token: string, body: ReadableStream<Uint8Array>) =>
    postVaccines(
      new Request(`http://localhost:3000/api/bookings/${token}/pet/vaccines`, {
        method: "POST",
        body,
        headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "x-test-client": "tarjetas" },
        duplex: "half",
      } as RequestInit),
      routeParams({ token }),
    );

  it("refuses a booking without its pet's file (409) before reading a byte of the card", async () => {
    const { token } = await book();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => (pulled++, controller.enqueue(head)) }, { highWaterMark: 0 });
    const { status, body: answer } = await read(await cardRequest(token, body));
    expect([status, answer.error, pulled]).toEqual([409, expect.stringMatching(/ficha/i), 0]);
  });

  it("refuses a card before reading a byte once its address's window is spent (429)", async () => {
    const { token } = await book();
    await ownerPut(token, PET);
    await database.db.rateLimit.create({ data: { key: `owner-upload-bytes:${clientKey(new Headers({ "x-test-client": "tarjetas" }))}`, windowStart: new Date(), count: 50 * 1024 * 1024 } });
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({ pull: (controller) => (pulled++, controller.enqueue(head)) }, { highWaterMark: 0 });
    const { status, body: answer } = await read(await cardRequest(token, body));
    expect([status, answer.error, pulled]).toEqual([429, "Ahora mismo estamos recibiendo muchos archivos. Intenta de nuevo en unos minutos.", 0]);
  });

  it("logs a dropped connection with the token shortened to its first 4 characters", async () => {
    const { token } = await book();
    await ownerPut(token, PET);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      let pulls = 0;
      const dropped = new ReadableStream<Uint8Array>({ pull: (controller) => (pulls++ === 0 ? controller.enqueue(head) : controller.error(new Error("aborted"))) }, { highWaterMark: 0 });
      expect((await cardRequest(token, dropped)).status).toBe(500);
      const lines = logged.mock.calls.map((call) => call.map(String).join(" "));
      expect(lines.some((line) => line.includes(`/api/bookings/${token.slice(0, 4)}…/pet/vaccines`) && line.includes("aborted"))).toBe(true);
      expect(lines.join("\n")).not.toContain(token);
    } finally {
      logged.mockRestore();
    }
  });
});

// Owners' uploads have a budget per booking over its life, and an anonymous one per client: so much a day, spent no
// faster than so much per 10 minutes, of which one booking takes at most half; confirmed bookings are outside it.
describe("the owners' upload budgets", () => {
  const card = (token: string, bytes: Buffer, client: string = randomUUID()) =>
    postVaccines(
      uploadRequest(`/api/bookings/${token}/pet/vaccines`, { bytes, name: "vacunas.pdf" }, { "x-test-client": client }, { expiresOn: addDays(todayInElSalvador(), 200) }),
      routeParams({ token }),
    ).then(read);
  const pdfOf = (kilobytes: number) => Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(kilobytes * 1024, 32)]);
  withTestEnv({}, { each: true });
  /** A booking with its pet's file, by its own owner's e-mail. */
  const bookedWithFile = async (email: string) => {
    const booking = await book({ ownerEmail: email });
    await ownerPut(booking.token, PET);
    return booking;
  };
  const PACE = "Ahora mismo estamos recibiendo muchos archivos. Intenta de nuevo en unos minutos.";
  const BOOKING_PACE = "Esta solicitud ya subió muchos archivos en los últimos minutos. Intenta de nuevo en unos minutos.";
  const DAY = "Hoy recibimos demasiados archivos y ya no podemos guardar más. Intenta de nuevo mañana.";

  it("refuses a booking's upload once its 60 MB are spent (507 in Spanish), storing nothing", async () => {
    const { id, token } = await bookedWithFile("ana@example.com");
    await database.db.petFile.update({ where: { bookingId: id }, data: { uploadedBytes: 60 * 1024 * 1024 - 1000 } });
    expect(await card(token, pdfOf(2))).toEqual({ status: 507, body: { ok: false, error: "Esta solicitud ya usó sus 60 MB para archivos. Si necesitas enviar otro, escríbenos." } });
    expect(await database.db.petVaccineCard.count()).toBe(0);
  });

  it("one booking's big cards spend only its half of the window: a confirmed owner's 1 KB card and another booking's small card still go through", async () => {
    setEnv({ ANONYMOUS_UPLOAD_MB_PER_10_MINUTES: "1" }); // a booking may take 512 KB of it
    const script = await bookedWithFile("guion@example.com");
    const owner = await bookedWithFile("ana@example.com");
    expect((await confirm(owner.id)).status).toBe(200);
    const other = await bookedWithFile("beto@example.com");

    // The script's booking, from its one address, sends big cards until it is refused.
    expect((await card(script.token, pdfOf(400), "guion")).status).toBe(201);
    expect(await card(script.token, pdfOf(400), "guion")).toEqual({ status: 429, body: { ok: false, error: BOOKING_PACE } });
    // Beside it: the confirmed owner (even from the same address) and another owner's booking.
    expect((await card(owner.token, pdfOf(1), "guion")).status).toBe(201);
    expect((await card(other.token, pdfOf(1), "guion")).status).toBe(201);
    expect((await card(other.token, pdfOf(1))).status).toBe(201);
    expect(await database.db.petVaccineCard.count()).toBe(4);
  });

  it("counts the window per client: a script's bookings together spend its own, not another address's, and never a confirmed booking's", async () => {
    setEnv({ ANONYMOUS_UPLOAD_MB_PER_10_MINUTES: "1" });
    const scripted = [await bookedWithFile("guion1@example.com"), await bookedWithFile("guion2@example.com"), await bookedWithFile("guion3@example.com")];
    const owner = await bookedWithFile("ana@example.com");
    expect((await confirm(owner.id)).status).toBe(200);
    const other = await bookedWithFile("beto@example.com");

    expect((await card(scripted[0].token, pdfOf(400), "guion")).status).toBe(201);
    expect((await card(scripted[1].token, pdfOf(400), "guion")).status).toBe(201);
    const charged = async () => ({
      bookings: (await database.db.petFile.findMany({ orderBy: { bookingId: "asc" }, select: { uploadedBytes: true } })).map((row) => row.uploadedBytes),
      days: (await database.db.anonymousUploadDay.findMany({ orderBy: { client: "asc" } })).map((row) => Number(row.bytes)),
    });
    const before = await charged();
    // The address's window is spent: its next booking's card, and a small one, are refused, nothing charged.
    expect(await card(scripted[2].token, pdfOf(400), "guion")).toEqual({ status: 429, body: { ok: false, error: PACE } });
    expect(await card(other.token, pdfOf(300), "guion")).toEqual({ status: 429, body: { ok: false, error: PACE } });
    expect(await charged()).toEqual(before);
    // Another address, and a confirmed booking from any, go on.
    expect((await card(other.token, pdfOf(300), "otra-casa")).status).toBe(201);
    expect((await card(owner.token, pdfOf(400), "guion")).status).toBe(201);
    expect(await database.db.petVaccineCard.count()).toBe(4);
    // The window is over (moved back 10 minutes): the same card goes through.
    await database.db.rateLimit.updateMany({ where: { key: { startsWith: "owner-upload-bytes:" } }, data: { windowStart: new Date(Date.now() - 10 * 60_000 - 1000) } });
    expect((await card(scripted[2].token, pdfOf(400), "guion")).status).toBe(201);
  });

  it("without a client header every owner is one client: the window is the site's", async () => {
    setEnv({ ANONYMOUS_UPLOAD_MB_PER_10_MINUTES: "1" });
    const scripted = [await bookedWithFile("guion1@example.com"), await bookedWithFile("guion2@example.com")];
    const other = await bookedWithFile("beto@example.com");
    for (const booking of scripted) expect((await card(booking.token, pdfOf(500), "")).status).toBe(201);
    expect(await card(other.token, pdfOf(100), "")).toEqual({ status: 429, body: { ok: false, error: PACE } });
  });

  it("refuses a client's uploads once its day's budget is spent (429), tells the team once, and counts nothing refused", async () => {
    setEnv({ ANONYMOUS_UPLOAD_MB_PER_DAY: "1" });
    const first = await bookedWithFile("ana@example.com");
    const second = await bookedWithFile("beto@example.com");
    expect((await card(first.token, pdfOf(600), "guion")).status).toBe(201);
    for (const token of [second.token, first.token]) {
      expect(await card(token, pdfOf(600), "guion")).toEqual({ status: 429, body: { ok: false, error: DAY } });
    }
    expect(await database.db.petVaccineCard.count()).toBe(1);
    expect(await database.db.outboxMessage.count({ where: { kind: "team-upload-budget", to: "equipo@huellitas.sv" } })).toBe(1);
    // A small one still fits in what is left of the day; another address has a day of its own.
    expect((await card(second.token, pdfOf(100), "guion")).status).toBe(201);
    expect((await card(second.token, pdfOf(600), "otra-casa")).status).toBe(201);
    // A second address spending its day does not tell the team again.
    const third = await bookedWithFile("carla@example.com");
    expect((await card(third.token, pdfOf(600), "otra-casa")).status).toBe(429);
    expect(await database.db.outboxMessage.count({ where: { kind: "team-upload-budget" } })).toBe(1);
  });
});

// The daily run deletes the owner's files of closed bookings; the rows say so.
it("the daily run deletes the cards and photo of a cancelled booking, and keeps a live one's", async () => {
  const { runTimers } = await import("@/lib/bookings/loop");
  const upload = (token: string) =>
    postVaccines(uploadRequest(`/api/bookings/${token}/pet/vaccines`, { bytes: SAMPLE_FILES.pdf(), name: "vacunas.pdf" }, {}, { expiresOn: addDays(todayInElSalvador(), 200) }), routeParams({ token })).then(read);
  const closed = await book();
  const live = await book({ ownerEmail: "beto@example.com" });
  for (const booking of [closed, live]) {
    await ownerPut(booking.token, PET);
    expect((await upload(booking.token)).status).toBe(201);
  }
  await database.db.booking.update({ where: { id: closed.id }, data: { status: "CANCELLED" } });
  const before = storedFileCount();
  expect((await runTimers()).filesDeleted).toBe(1);
  expect(storedFileCount()).toBe(before - 1);
  const admin = await adminCookie(database.db);
  const team = (await read(await teamPet(apiRequest(`/api/admin/bookings/${closed.id}/pet`, { headers: { cookie: admin } }), routeParams({ id: closed.id })))).body.pet;
  expect(team.vaccineCards).toEqual([expect.objectContaining({ fileName: "vacunas.pdf", fileDeleted: true })]);
  expect(team.vaccineCards[0].url).toBeUndefined();
  expect((await ownerGet(live.token)).body.pet.vaccineCards).toEqual([expect.objectContaining({ fileDeleted: false })]);
  // Run again: nothing more to do.
  expect((await runTimers()).filesDeleted).toBe(0);
});

// Hours as people type them are read, and stored as HH:MM.
it("reads a medicine's hours typed as 8:00 or 8:00 p. m.", async () => {
  const { token } = await book();
  const saved = await ownerPut(token, { ...PET, medications: [{ ...PET.medications[0], times: ["8:00", "8:00 p. m."] }] });
  expect(saved.status).toBe(200);
  expect(saved.body.pet.medications[0].times).toEqual(["08:00", "20:00"]);
});
