/** @jest-environment node */
import { PATCH as patchBooking } from "@/app/api/admin/bookings/[id]/route";
import { GET as vaccineFile } from "@/app/api/admin/vaccines/[id]/file/route";
import { POST as acceptBackup } from "@/app/api/bookings/[token]/accept-backup/route";
import { PUT as putPet } from "@/app/api/bookings/[token]/pet/route";
import { GET as ownerPetPhoto, POST as postPetPhoto } from "@/app/api/bookings/[token]/pet/photo/route";
import { POST as postVaccines } from "@/app/api/bookings/[token]/pet/vaccines/route";
import { GET as cronBookings } from "@/app/api/cron/bookings/route";
import { POST as sitterCancel } from "@/app/api/portal/bookings/[id]/cancel/route";
import { GET as viewerPetPhoto } from "@/app/api/portal/bookings/[id]/pet/photo/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { CLOSED_FILES_KEPT_DAYS } from "@/lib/bookings/pet-file/pet-file";
import { TEST_CLOCK_HEADER } from "@/lib/dates/clock";
import { addDays, todayInElSalvador } from "@/lib/dates";
import { adminCookie, linkedCaregiver } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { phonePhoto } from "../helpers/images";
import { validBooking } from "../helpers/fixtures";
import { meetWentWell } from "../helpers/meet";
import { apiRequest, read, routeParams } from "../helpers/request";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";
import { withTestEnv } from "../helpers/env";

// The owner's files (the pet's photo, its vaccination cards) are deleted by the daily run once their booking is
// closed, and never while something can still show them: a booking its sitter cancelled can still be taken by its
// Plan B (confirmed again, with the same file) or carried to a free sitter through "Reservar de nuevo", which copies
// the pet's file, until its stay's last day ends.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
const DAY = 24 * 3_600_000;
const CRON_SECRET = "secreto-de-las-tareas-programadas-0123456789";
// The test clock (lib/dates/clock.ts): a request may run ahead of the real clock, as on the e2e server.
withTestEnv({ CRON_SECRET, TEST_CLOCK: "on", SITE_URL: "http://127.0.0.1:3000" });

let admin: string;
let carla: string; // the booking's sitter
let beto: string; // the Plan B
const ids: Record<string, number> = {};
beforeEach(async () => {
  for (const [slug, name, rating] of [["carla", "Carla Méndez", 4.9], ["beto", "Beto Ramos", 4.1], ["cami", "Cami Flores", 5]] as const) {
    const row = await database.db.sitter.create({
      data: { slug, name, department: "La Libertad", municipality: "Santa Tecla", services: ["BOARDING"], priceFromUSD: 15, bio: "Cuido mascotas con cariño.", acceptsCats: true, rating, published: true },
    });
    ids[slug] = row.id;
  }
  admin = await adminCookie(database.db);
  carla = (await linkedCaregiver(database.db, ids.carla, "carla@example.com")).cookie;
  beto = (await linkedCaregiver(database.db, ids.beto, "beto@example.com")).cookie;
});

/** `days` ahead of the real clock, as the test clock's header. */
const ahead = (days: number): Record<string, string> => (days ? { [TEST_CLOCK_HEADER]: String(days * DAY) } : {});
const none = routeParams({});

const PET = {
  name: "Misha",
  species: "CAT",
  medications: [],
  emergencyContacts: [{ name: "Jorge Gómez", phone: "7000-1111", relation: "Hermano" }],
  vet: { clinic: "Clínica Veterinaria San Benito", phone: "2222-3333", address: "Col. San Benito" },
  vetSpendCapUSD: 0,
};

/** A cat's boarding with Carla in `inDays`, its pet's file filled with a vaccination card and a photo; confirmed, with `backup` as Plan B. */
async function confirmedWithFiles(inDays: number, backup: number | null) {
  const { body } = await read(
    await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: ids.carla, sitterName: "", service: "BOARDING", petType: "CAT", petSize: undefined }, inDays) }), none),
  );
  const booking = { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
  const { token } = booking;
  expect((await read(await putPet(apiRequest(`/api/bookings/${token}/pet`, { method: "PUT", body: PET }), routeParams({ token })))).status).toBe(200);
  const card = await read(
    await postVaccines(uploadRequest(`/api/bookings/${token}/pet/vaccines`, { bytes: SAMPLE_FILES.pdf(), name: "vacunas.pdf" }, {}, { expiresOn: addDays(todayInElSalvador(), 300) }), routeParams({ token })),
  );
  expect(card.status).toBe(201);
  const photo = await read(await postPetPhoto(uploadRequest(`/api/bookings/${token}/pet/photo`, { bytes: await phonePhoto({ width: 800, height: 600 }), name: "misha.jpg" }), routeParams({ token })));
  expect(photo.status).toBe(201);
  await meetWentWell(database.db, booking.id);
  const confirmed = await read(await patchBooking(apiRequest(`/api/admin/bookings/${booking.id}`, { method: "PATCH", headers: { cookie: admin }, body: { status: "CONFIRMED", backupSitterId: backup } }), routeParams({ id: booking.id })));
  expect(confirmed.body.booking).toEqual(expect.objectContaining({ status: "CONFIRMED", backupSitterId: backup }));
  const cardId = (await database.db.petVaccineCard.findFirstOrThrow({ where: { bookingId: booking.id } })).id;
  return { ...booking, cardId };
}

const cancelledByCarla = async (id: string) =>
  expect((await read(await sitterCancel(apiRequest(`/api/portal/bookings/${id}/cancel`, { method: "POST", headers: { cookie: carla }, body: { reason: "Me enfermé" } }), routeParams({ id })))).status).toBe(200);
const dailyRun = async (days = 0) => {
  const run = await read(await cronBookings(apiRequest("/api/cron/bookings", { headers: { authorization: `Bearer ${CRON_SECRET}`, ...ahead(days) } }), none));
  expect(run.status).toBe(200);
  return run.body as { filesDeleted: number };
};
/** The statuses the owner's photo, the team's copy of the card, and (given a cookie) the sitter's photo are served with. */
async function served(booking: { id: string; token: string; cardId: string }, days: number, sitter?: string) {
  const { id, token, cardId } = booking;
  const photo = (await ownerPetPhoto(apiRequest(`/api/bookings/${token}/pet/photo`, { headers: ahead(days) }), routeParams({ token }))).status;
  const card = (await vaccineFile(apiRequest(`/api/admin/vaccines/${cardId}/file`, { headers: { cookie: admin, ...ahead(days) } }), routeParams({ id: cardId }))).status;
  const sitterPhoto = sitter ? (await viewerPetPhoto(apiRequest(`/api/portal/bookings/${id}/pet/photo`, { headers: { cookie: sitter, ...ahead(days) } }), routeParams({ id }))).status : undefined;
  return sitter ? { photo, card, sitterPhoto } : { photo, card };
}

it("a booking its sitter cancelled keeps its files while its Plan B can be taken: taken a month later, it is confirmed with both", async () => {
  const later = CLOSED_FILES_KEPT_DAYS + 1;
  const booking = await confirmedWithFiles(later + 14, ids.beto);
  await cancelledByCarla(booking.id);
  expect((await dailyRun(later)).filesDeleted).toBe(0);
  const taken = await read(await acceptBackup(apiRequest(`/api/bookings/${booking.token}/accept-backup`, { method: "POST", headers: ahead(later) }), routeParams({ token: booking.token })));
  expect(taken).toEqual({ status: 200, body: { ok: true, status: "CONFIRMED", sitter: { name: "Beto Ramos", slug: "beto" } } });
  expect(await served(booking, later, beto)).toEqual({ photo: 200, card: 200, sitterPhoto: 200 });
  const card = await database.db.petVaccineCard.findUniqueOrThrow({ where: { id: booking.cardId } });
  expect(card.fileDeletedAt).toBeNull();
});

it("a booking its sitter cancelled without a Plan B keeps the pet's photo for the free sitters' \"Reservar de nuevo\", which copies it", async () => {
  const booking = await confirmedWithFiles(10, null);
  await cancelledByCarla(booking.id);
  const mail = await database.db.outboxMessage.findFirstOrThrow({ where: { bookingId: booking.id, kind: "booking-cancelled-by-sitter" } });
  const link = /\/reservar\?sitter=cami&fecha=(\d{4}-\d{2}-\d{2})&repetir=([A-Za-z0-9_-]{32})/.exec(mail.text);
  expect(link).not.toBeNull();
  expect((await dailyRun()).filesDeleted).toBe(0);
  // The owner follows Cami's link: the form copies the pet's file (its photo too) from the cancelled booking.
  const start = link![1];
  const again = await read(
    await postReservation(
      apiRequest("/api/reservations", {
        method: "POST",
        body: validBooking({ sitterId: ids.cami, sitterName: "", service: "BOARDING", petType: "CAT", petSize: undefined, startDate: start, endDate: addDays(start, 2), petFileFrom: link![2] }),
      }),
      none,
    ),
  );
  expect(again.status).toBe(201);
  const token = (again.body.trackingUrl as string).split("/").pop()!;
  expect((await ownerPetPhoto(apiRequest(`/api/bookings/${token}/pet/photo`), routeParams({ token }))).status).toBe(200);
});

it("a truly closed booking's files still go: its sitter's cancellation once its stay has ended, and an owner's cancellation at once", async () => {
  const sitterCancelled = await confirmedWithFiles(5, ids.beto);
  await cancelledByCarla(sitterCancelled.id);
  const ownerCancelled = await confirmedWithFiles(6, null);
  const cancelled = await read(await patchBooking(apiRequest(`/api/admin/bookings/${ownerCancelled.id}`, { method: "PATCH", headers: { cookie: admin }, body: { status: "CANCELLED", reason: "El dueño llamó" } }), routeParams({ id: ownerCancelled.id })));
  expect(cancelled.status).toBe(200);

  expect((await dailyRun()).filesDeleted).toBe(2);
  expect(await served(ownerCancelled, 0)).toEqual({ photo: 404, card: 404 });
  expect(await served(sitterCancelled, 0)).toEqual({ photo: 200, card: 200 });
  // The stay (5 to 7 days ahead) has ended: no Plan B to take nor free sitter to book for those days.
  expect((await dailyRun(9)).filesDeleted).toBe(2);
  expect(await served(sitterCancelled, 9)).toEqual({ photo: 404, card: 404 });
  expect(await database.db.petVaccineCard.findUniqueOrThrow({ where: { id: sitterCancelled.cardId } })).toEqual(expect.objectContaining({ fileDeletedAt: expect.any(Date) }));
});
