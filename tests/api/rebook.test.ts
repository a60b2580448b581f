/** @jest-environment node */
import { PUT as putPet } from "@/app/api/bookings/[token]/pet/route";
import { POST as postPetPhoto } from "@/app/api/bookings/[token]/pet/photo/route";
import { GET as petPhotoOf } from "@/app/api/bookings/[token]/pet/photo/route";
import { POST as accept } from "@/app/api/portal/bookings/[id]/accept/route";
import { GET as getPet } from "@/app/api/bookings/[token]/pet/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { runTimedMoves } from "@/lib/bookings/loop";
import { rebookDraft } from "@/lib/bookings/intake/rebook";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { linkedCaregiver } from "../helpers/auth";
import { validBooking } from "../helpers/fixtures";
import { plainPng } from "../helpers/images";
import { apiRequest, read, routeParams } from "../helpers/request";
import { meetWentWell } from "../helpers/meet";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";

// "Reservar de nuevo": the e-mail sent when a stay is completed links to /reservar filled from
// that booking by its token, and the new request may copy the pet's file.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
let carlos: string; // linked to sitter 2
beforeEach(async () => {
  await seedSitters(database.db);
  carlos = (await linkedCaregiver(database.db, 2, "carlos@example.com")).cookie;
});

const PET = {
  name: "Luna",
  species: "DOG",
  medications: [{ name: "Apoquel", dose: "media pastilla", times: ["08:00"] }],
  vet: { clinic: "Clínica Veterinaria San Benito", phone: "2222-3333" },
  emergencyContacts: [{ name: "Jorge Gómez", phone: "7000-1111" }],
  vetSpendCapUSD: 150,
  consentName: "Ana Gómez Rivas",
};

const reserve = async (body: Record<string, unknown>) => read(await postReservation(apiRequest("/api/reservations", { method: "POST", body }), routeParams({})));
async function book(overrides: Record<string, unknown> = {}) {
  const { status, body } = await reserve(validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", petType: "DOG", petSize: "MEDIUM", ...overrides }));
  expect(status).toBe(201);
  return { id: body.id as string, token: (body.trackingUrl as string).split("/").pop()! };
}

/** A booking with sitter 2 that was confirmed and whose stay ended a week ago; the daily run completes it. */
async function completedStay() {
  const booking = await book();
  await meetWentWell(database.db, booking.id);
  expect((await read(await accept(apiRequest(`/api/portal/bookings/${booking.id}/accept`, { method: "POST", headers: { cookie: carlos } }), routeParams({ id: booking.id })))).status).toBe(200);
  const day = isoDateToUtc(addDays(todayInElSalvador(), -7));
  await database.db.booking.update({ where: { id: booking.id }, data: { startDate: day, endDate: day } });
  expect(await runTimedMoves()).toMatchObject({ completed: 1 });
  const mail = await database.db.outboxMessage.findFirstOrThrow({ where: { bookingId: booking.id, kind: "booking-completed" } });
  return { ...booking, mail };
}

const rebookLink = (text: string) => /\/reservar\?repetir=([A-Za-z0-9_-]{32})/.exec(text)?.[1];

it("the completed stay's e-mail offers «Reservar de nuevo con» its sitter, a link that fills the form from that booking", async () => {
  const { mail } = await completedStay();
  const sitter = await database.db.sitter.findUniqueOrThrow({ where: { id: 2 } });
  expect(mail.text).toContain(`Reservar de nuevo con ${sitter.name}:`);
  const token = rebookLink(mail.text);
  expect(token).toBeDefined();
  expect(mail.html).toContain(`/reservar?repetir=${token}`);

  const draft = await rebookDraft(token);
  expect(draft).toEqual({
    token,
    sitterSlug: sitter.slug,
    values: expect.objectContaining({ service: "DAYCARE", petType: "DOG", petSize: "MEDIUM", email: validBooking().ownerEmail, name: validBooking().ownerName }),
    pet: null,
  });
  // The link was e-mailed: opening it counts as opening any tracking link.
  expect(await database.db.bookingLink.count({ where: { sentTo: validBooking().ownerEmail, openedAt: { not: null } } })).toBe(1);
});

it("a link that opens nothing fills nothing", async () => {
  expect(await rebookDraft(undefined)).toBeNull();
  expect(await rebookDraft("corto")).toBeNull();
  expect(await rebookDraft("A".repeat(32))).toBeNull();
});

it("a request that copies the pet's file gets its own copy (photo included, consent stamped now, cards left behind)", async () => {
  const first = await book();
  expect((await read(await putPet(apiRequest(`/api/bookings/${first.token}/pet`, { method: "PUT", body: PET }), routeParams({ token: first.token })))).status).toBe(200);
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(await plainPng(600, 400))], { type: "image/png" }), "luna.png");
  const photo = await postPetPhoto(new Request(`http://localhost:3000/api/bookings/${first.token}/pet/photo`, { method: "POST", body: form }), routeParams({ token: first.token }));
  expect(photo.status).toBe(201);
  expect((await rebookDraft(first.token))?.pet).toEqual({ name: "Luna", vetSpendCapUSD: 150 });

  const sourceUrl = `http://localhost:3000/preview/reservar?sitter=2&repetir=${first.token}`;
  const { status, body } = await reserve(validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", petFileFrom: first.token, sourceUrl }, 20));
  expect(status).toBe(201);
  const second = (body.trackingUrl as string).split("/").pop()!;
  // The page it came from is kept without the earlier booking's token (a working link, never stored in clear).
  const stored = await database.db.booking.findUniqueOrThrow({ where: { id: body.id as string } });
  expect(stored.sourceUrl).toBe("http://localhost:3000/preview/reservar?sitter=2");
  const copied = await read(await getPet(apiRequest(`/api/bookings/${second}/pet`), routeParams({ token: second })));
  expect(copied.body.pet).toEqual(
    expect.objectContaining({ name: "Luna", medications: PET.medications, vet: expect.objectContaining({ clinic: PET.vet.clinic }), vetSpendCapUSD: 150, consentName: PET.consentName, vaccineCards: [] }),
  );
  const original = await database.db.petFile.findFirstOrThrow({ where: { bookingId: first.id } });
  const copy = await database.db.petFile.findFirstOrThrow({ where: { bookingId: body.id as string } });
  expect(copy.consentAt!.getTime()).toBeGreaterThanOrEqual(original.consentAt!.getTime());
  expect(copy.photoId).not.toBe(original.photoId);
  const image = await petPhotoOf(apiRequest(`/api/bookings/${second}/pet/photo`), routeParams({ token: second }));
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");

  // Editing the copy leaves the first booking's file as it was.
  await putPet(apiRequest(`/api/bookings/${second}/pet`, { method: "PUT", body: { ...PET, name: "Luna Gómez" } }), routeParams({ token: second }));
  expect((await database.db.petFile.findFirstOrThrow({ where: { bookingId: first.id } })).name).toBe("Luna");
});

it("a pet file to copy that does not exist is a Spanish 400 on petFileFrom, and no request is stored", async () => {
  const bare = await book();
  for (const petFileFrom of [bare.token, "A".repeat(32), "no-es-un-enlace"]) {
    const { status, body } = await reserve(validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", petFileFrom }, 20));
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: expect.stringContaining("ficha de tu mascota"), field: "petFileFrom" });
  }
  expect(await database.db.booking.count()).toBe(1);
});
