import "server-only";
import { SITTER_LEFT_MOVES, STAY_STATUSES, statusIn } from "@/lib/constants/booking-status-groups";
import type { FeatureParts } from "@/lib/bookings/core/sheet-parts";
import { randomUUID } from "node:crypto";
import { ACCESS_MESSAGES, BOOKING_FOR, peekOwnerBooking, type OwnerBooking, type SitterBooking, type TeamBooking } from "@/lib/bookings/core/access";
import { lockBooking } from "@/lib/bookings/core/booking-lock";
import { assertOwnerUploadRoom, chargeOwnerUpload } from "@/lib/bookings/pet-file/upload-budget";
import { PET_FILE_MESSAGES, type PetFileInput } from "@/lib/bookings/pet-file/pet-file-schema";
import { bookingReference } from "@/lib/bookings/core/reference";
import { elSalvadorDay, stayEndsAt } from "@/lib/bookings/core/stay";
import { petFileEditable, sitterReadsPetFile } from "@/lib/bookings/pet-file/pet-file-rules";
import { recordAudit } from "@/lib/audit";
import { isoDateToUtc } from "@/lib/dates";
import { db } from "@/lib/db";
import { detectDocumentType, displayFileName } from "@/lib/files/file-type";
import { processImage } from "@/lib/files/image-processing";
import { documentStorage } from "@/lib/files/storage";
import { UPLOAD_MESSAGES } from "@/lib/files/upload-rules";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { HttpError } from "@/lib/http/handler";
import { currentTime } from "@/lib/dates/clock";
import { DAY_MS } from "@/lib/dates/units";
import { clientKey } from "@/lib/http/client-key";

// The pet's file (ficha): the owner fills it through their tracking link; the booking's sitter reads it once the
// booking is confirmed (and 30 days after completion); the team reads it and verifies its vaccination card.

export const MAX_VACCINE_CARDS = 5;

const vaccineSelect = { id: true, fileName: true, filePath: true, fileType: true, expiresOn: true, verified: true, verifiedAt: true, uploadedAt: true, fileDeletedAt: true } as const;

const petSelect = {
  name: true,
  species: true,
  breed: true,
  birthYear: true,
  weightKg: true,
  food: true,
  feeding: true,
  medications: true,
  allergies: true,
  behaviour: true,
  vetClinic: true,
  vetPhone: true,
  vetAddress: true,
  emergencyContacts: true,
  vetSpendCapUSD: true,
  consentName: true,
  consentAt: true,
  photoId: true,
  updatedAt: true,
  vaccineCards: { select: vaccineSelect, orderBy: { uploadedAt: "desc" as const } },
} as const;

type PetRow = Prisma.PetFileGetPayload<{ select: typeof petSelect }>;
export type Medication = { name: string; dose: string; times: string[]; notes?: string };
export type EmergencyContact = { name: string; phone: string; relation?: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The latest verified card's last valid day (the sitter reads "Vacunas verificadas, vigentes hasta …"), or null. */
function vaccinesVerifiedUntil(cards: PetRow["vaccineCards"]): string | null {
  const verified = cards.filter((card) => card.verified).sort((a, b) => b.expiresOn.getTime() - a.expiresOn.getTime());
  return verified.length ? day(verified[0].expiresOn) : null;
}

/** The file as the API answers it; `cards` lists the uploaded vaccination cards (the team also gets their file). */
/** Where `viewer` reads the pet's photo: through the owner's link, or the portal's address for the sitter and the team. */
type PhotoViewer = { token: string } | { bookingId: string };
const photoUrl = (photoId: string | null, viewer: PhotoViewer) =>
  photoId === null ? null : `${"token" in viewer ? `/api/bookings/${viewer.token}` : `/api/portal/bookings/${viewer.bookingId}`}/pet/photo?v=${photoId.slice(0, 8)}`;

function shownPet(row: PetRow, cards: "owner" | "team" | "none", viewer: PhotoViewer) {
  const { vetClinic, vetPhone, vetAddress, vaccineCards, consentAt, updatedAt, photoId, ...rest } = row;
  return {
    ...rest,
    photoUrl: photoUrl(photoId, viewer),
    medications: row.medications as Medication[],
    emergencyContacts: row.emergencyContacts as EmergencyContact[],
    vet: { clinic: vetClinic, phone: vetPhone, address: vetAddress },
    consentAt: consentAt?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
    vaccinesVerifiedUntil: vaccinesVerifiedUntil(vaccineCards),
    ...(cards === "none"
      ? {}
      : {
          vaccineCards: vaccineCards.map((card) => ({
            id: card.id,
            fileName: card.fileName,
            expiresOn: day(card.expiresOn),
            verified: card.verified,
            uploadedAt: card.uploadedAt.toISOString(),
            /** Deleted with the booking's closed files: the card's data stays, its file is gone ("archivo eliminado"). */
            fileDeleted: card.fileDeletedAt !== null,
            ...(cards === "team" && !card.fileDeletedAt ? { url: `/api/admin/vaccines/${card.id}/file` } : {}),
          })),
        }),
  };
}
export type PetFile = ReturnType<typeof shownPet>;

const readPet = (bookingId: string) => db().petFile.findUnique({ where: { bookingId }, select: petSelect });

/** GET /api/bookings/{token}/pet */
export async function petFileForOwner(booking: OwnerBooking) {
  const row = await readPet(booking.id);
  return row ? shownPet(row, "owner", { token: booking.token }) : null;
}

/** The owner's booking as its uploads see it: `confirmed` when a sitter or the team confirmed it. */
export type PetFileUploader = OwnerBooking & { confirmed: boolean };

/**
 * route({ booking }) of the pet's uploads (a vaccination card, the photo): the owner's link, to a file they may
 * still change and have filled — checked before the upload takes a slot, so a closed booking or a stranger's
 * token holds none. A confirmed booking's owner uploads as an account does (route's `upload.trusted`).
 */
export async function petFileUploader(args: Parameters<typeof BOOKING_FOR.owner>[0]): Promise<PetFileUploader> {
  const booking = await BOOKING_FOR.owner(args);
  const status = await assertEditable(booking.id, currentTime());
  if (!(await db().petFile.count({ where: { bookingId: booking.id } }))) throw new HttpError(409, PET_FILE_MESSAGES.missing);
  return { ...booking, confirmed: statusIn(STAY_STATUSES, status) };
}

/**
 * route({ upload }) of the pet's uploads: a confirmed booking's owner takes an account's slot, anyone else's is
 * anonymous and refused before a byte is received when its budget is already spent.
 */
export const PET_FILE_UPLOAD = {
  trusted: (booking: PetFileUploader) => booking.confirmed,
  beforeReceiving: (booking: PetFileUploader, request: Request) => assertOwnerUploadRoom(booking.id, clientKey(request.headers)),
};

/** The owner may still change the pet's file (409 with why not: the stay ended, the request closed); its status. */
async function assertEditable(bookingId: string, now: Date) {
  const booking = await db().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true, endDate: true } });
  const editable = petFileEditable(booking, now);
  if (editable !== true) throw new HttpError(409, PET_FILE_MESSAGES[editable]);
  return booking.status;
}

/** PUT /api/bookings/{token}/pet: the whole file. The consent to vet spending is stamped when it is given or changed. */
export async function savePetFile(booking: OwnerBooking, input: PetFileInput, now: Date = currentTime()) {
  await assertEditable(booking.id, now);
  const before = await db().petFile.findUnique({ where: { bookingId: booking.id }, select: { consentName: true, consentAt: true, vetSpendCapUSD: true } });
  const consenting = input.vetSpendCapUSD > 0;
  const sameConsent = consenting && before?.consentAt && before.consentName === input.consentName && before.vetSpendCapUSD === input.vetSpendCapUSD;
  const data = {
    name: input.name,
    species: input.species,
    breed: input.breed ?? null,
    birthYear: input.birthYear ?? null,
    weightKg: input.weightKg ?? null,
    food: input.food ?? null,
    feeding: input.feeding ?? null,
    medications: input.medications,
    allergies: input.allergies ?? null,
    behaviour: input.behaviour ?? null,
    vetClinic: input.vet.clinic,
    vetPhone: input.vet.phone,
    vetAddress: input.vet.address ?? null,
    emergencyContacts: input.emergencyContacts,
    vetSpendCapUSD: input.vetSpendCapUSD,
    consentName: consenting ? input.consentName! : null,
    consentAt: consenting ? (sameConsent ? before.consentAt : now) : null,
  };
  const row = await db().petFile.upsert({ where: { bookingId: booking.id }, create: { bookingId: booking.id, ...data }, update: data, select: petSelect });
  return shownPet(row, "owner", { token: booking.token });
}

/**
 * POST /api/bookings/{token}/pet/vaccines: a vaccination card (PDF, JPG or PNG by its bytes), stored privately like
 * the caregivers' documents, with the day the owner says it stops being current. At most MAX_VACCINE_CARDS. `client`
 * is the uploader's client key, which the anonymous budget is counted by (lib/bookings/pet-file/upload-budget.ts).
 */
export async function addVaccineCard(booking: OwnerBooking, upload: { bytes: Uint8Array; name: string }, expiresOn: string, client: string, now: Date = currentTime()) {
  await assertEditable(booking.id, now);
  const type = detectDocumentType(upload.bytes.subarray(0, 16));
  if (!type) throw new HttpError(415, UPLOAD_MESSAGES.type);
  const pet = await db().petFile.findUnique({ where: { bookingId: booking.id }, select: { _count: { select: { vaccineCards: true } } } });
  if (!pet) throw new HttpError(409, PET_FILE_MESSAGES.missing);
  const tooMany = () => new HttpError(409, `Puedes subir hasta ${MAX_VACCINE_CARDS} tarjetas de vacunas.`);
  if (pet._count.vaccineCards >= MAX_VACCINE_CARDS) throw tooMany();
  const filePath = `pet-${booking.id}/${randomUUID()}.${type.extension}`;
  await chargeOwnerUpload(booking.id, upload.bytes.byteLength, client, now);
  const storage = documentStorage();
  await storage.put(filePath, upload.bytes, type.mime);
  try {
    // Counted again under the booking's row lock: two uploads at once must not both take the last place.
    const card = await db().$transaction(async (tx) => {
      await lockBooking(tx, booking.id);
      if ((await tx.petVaccineCard.count({ where: { bookingId: booking.id } })) >= MAX_VACCINE_CARDS) throw tooMany();
      return tx.petVaccineCard.create({
        data: { bookingId: booking.id, filePath, fileName: displayFileName(upload.name, type), fileType: type.mime, fileSize: upload.bytes.byteLength, expiresOn: isoDateToUtc(expiresOn) },
        select: vaccineSelect,
      });
    });
    return { id: card.id, fileName: card.fileName, expiresOn: day(card.expiresOn), verified: card.verified, uploadedAt: card.uploadedAt.toISOString() };
  } catch (error) {
    await storage.remove(filePath).catch(() => {});
    throw error;
  }
}

/** The booking's sitter may read its file now (confirmed, or completed within 30 days); 404 as for another's otherwise. */
async function assertSitterReads({ id }: SitterBooking, now: Date) {
  const booking = await db().booking.findUniqueOrThrow({
    where: { id },
    select: { status: true, statusChanges: { where: { status: "COMPLETED" }, select: { changedAt: true }, orderBy: { changedAt: "desc" }, take: 1 } },
  });
  if (!sitterReadsPetFile({ status: booking.status, completedAt: booking.statusChanges[0]?.changedAt ?? null }, now)) {
    throw new HttpError(404, ACCESS_MESSAGES.sitter);
  }
}

/** GET /api/portal/bookings/{id}/pet: the booking's own sitter, once confirmed (404 before, or for anyone else's). */
export async function petFileForSitter(booking: SitterBooking, now: Date = currentTime()) {
  await assertSitterReads(booking, now);
  const row = await readPet(booking.id);
  return row ? shownPet(row, "none", { bookingId: booking.id }) : null;
}

/** The team's view of a booking's file (dashboard card): everything, with links to the vaccination cards. */
export async function petFileForTeam({ id }: TeamBooking) {
  const row = await readPet(id);
  return row ? shownPet(row, "team", { bookingId: id }) : null;
}

/** PATCH /api/admin/vaccines/{id}: verifies a vaccination card or takes it back; the team may correct its day. */
export async function setVaccineVerified(id: string, change: { verified: boolean; expiresOn?: string }, actor: string) {
  const card = await db().petVaccineCard.findUnique({ where: { id }, select: { bookingId: true, fileName: true } });
  if (!card) throw new HttpError(404, "No encontramos esa tarjeta de vacunas.");
  const updated = await db().petVaccineCard.update({
    where: { id },
    data: {
      verified: change.verified,
      verifiedAt: change.verified ? currentTime() : null,
      verifiedBy: change.verified ? actor : null,
      ...(change.expiresOn ? { expiresOn: isoDateToUtc(change.expiresOn) } : {}),
    },
    select: vaccineSelect,
  });
  await recordAudit({
    actor,
    action: change.verified ? "vaccines.verify" : "vaccines.unverify",
    targetType: "booking",
    targetId: card.bookingId,
    summary: `${change.verified ? "Verificó" : "Quitó la verificación de"} la tarjeta de vacunas «${card.fileName}» de la reserva ${bookingReference(card.bookingId)}`,
  });
  return { id: updated.id, verified: updated.verified, expiresOn: day(updated.expiresOn) };
}

/** A vaccination card's file for the team (GET /api/admin/vaccines/{id}/file), or null. */
export async function vaccineCardFile(id: string) {
  const card = await db().petVaccineCard.findUnique({ where: { id }, select: { filePath: true, fileName: true, fileType: true, fileDeletedAt: true } });
  if (!card || card.fileDeletedAt) return null;
  const bytes = await documentStorage().read(card.filePath);
  return bytes ? { ...card, bytes } : null;
}

/** The emergency sheet (/portal/reservas/{id}/emergencia): the booking as its sitter prints it, with the pet's file. */
export async function emergencySheet(reached: SitterBooking, now: Date = currentTime()) {
  const pet = await petFileForSitter(reached, now);
  const booking = await db().booking.findUniqueOrThrow({ where: { id: reached.id }, select: { id: true, service: true, startDate: true, endDate: true, name: true, whatsapp: true } });
  return { reference: bookingReference(booking.id), service: booking.service, startDate: booking.startDate, endDate: booking.endDate, owner: { name: booking.name, whatsapp: booking.whatsapp }, pet };
}

const petPhotoPath = (bookingId: string, photoId: string) => `pet-${bookingId}/${photoId}.webp`;

/**
 * POST /api/bookings/{token}/pet/photo: the pet's photo for its file and the emergency sheet, processed like every
 * picture (upright, no metadata, 320 px) and kept private. Replaces the previous one.
 */
export async function setPetPhoto(booking: OwnerBooking, bytes: Uint8Array, client: string, now: Date = currentTime()) {
  await assertEditable(booking.id, now);
  const pet = await db().petFile.findUnique({ where: { bookingId: booking.id }, select: { photoId: true } });
  if (!pet) throw new HttpError(409, PET_FILE_MESSAGES.missing);
  const { variants } = await processImage(bytes);
  const photo = variants.filter((variant) => variant.width <= PET_PHOTO_WIDTH).at(-1) ?? variants[0];
  const photoId = randomUUID();
  await chargeOwnerUpload(booking.id, photo.bytes.byteLength, client, now);
  const storage = documentStorage();
  await storage.put(petPhotoPath(booking.id, photoId), photo.bytes, "image/webp");
  await db().petFile.update({ where: { bookingId: booking.id }, data: { photoId } });
  if (pet.photoId) await storage.remove(petPhotoPath(booking.id, pet.photoId)).catch(() => {});
  return { photoUrl: photoUrl(photoId, { token: booking.token }) };
}
const PET_PHOTO_WIDTH = 320;

async function readPetPhoto(bookingId: string) {
  const pet = await db().petFile.findUnique({ where: { bookingId }, select: { photoId: true } });
  return pet?.photoId ? documentStorage().read(petPhotoPath(bookingId, pet.photoId)) : null;
}

/** GET /api/bookings/{token}/pet/photo */
export const petPhotoForOwner = (booking: OwnerBooking) => readPetPhoto(booking.id);

/** GET /api/portal/bookings/{id}/pet/photo: the team, or the booking's sitter while they read its file. */
export async function petPhotoForViewer(booking: SitterBooking | TeamBooking, now: Date = currentTime()) {
  if (booking.audience === "sitter") await assertSitterReads(booking, now);
  return readPetPhoto(booking.id);
}

/**
 * "Reservar de nuevo": the file of the booking `token` opens, as the data of a new request's file (with a copy of
 * its photo, stored under the new booking). Vaccination cards stay with their booking: the team verifies a card for
 * each stay. The consent to vet spending is stamped anew: copying it is the owner's choice, made now. Null when the
 * token opens no booking with a file (the request refuses it: 400).
 */
export async function petFileCopy(token: string, newBookingId: string, now: Date = currentTime()): Promise<Omit<Prisma.PetFileUncheckedCreateInput, "bookingId"> | null> {
  const opened = await peekOwnerBooking(token);
  const source = opened && (await db().booking.findUnique({ where: { id: opened.id }, select: { id: true, pet: { omit: { bookingId: true, createdAt: true, updatedAt: true } } } }));
  const pet = source?.pet;
  if (!source || !pet) return null;
  const { photoId, consentAt, medications, emergencyContacts, ...fields } = pet;
  let copiedPhoto: string | null = null;
  const bytes = photoId ? await documentStorage().read(petPhotoPath(source.id, photoId)) : null;
  if (bytes) {
    copiedPhoto = randomUUID();
    await documentStorage().put(petPhotoPath(newBookingId, copiedPhoto), bytes, "image/webp");
  }
  return {
    ...fields,
    medications: medications ?? [],
    emergencyContacts: emergencyContacts ?? [],
    photoId: copiedPhoto,
    consentAt: consentAt && fields.consentName ? now : null,
  };
}

/** How long after its stay is completed a booking keeps its owner's files (vaccination cards, the pet's photo). */
export const CLOSED_FILES_KEPT_DAYS = 30;


/**
 * Whether a cancelled booking is still open to its owner: its sitter cancelled it (the last move) and its stay's last
 * day has not ended (El Salvador time). Until then the owner may take its Plan B, which confirms it again with this
 * file, or book one of the free sitters offered, whose "Reservar de nuevo" copies this file: none of it is closed.
 */
export function openAfterSitterCancelled(booking: { status: BookingStatus; endDate: Date | null; lastMove: string | null }, now: Date): boolean {
  return booking.status === "CANCELLED" && booking.lastMove !== null && (SITTER_LEFT_MOVES as readonly string[]).includes(booking.lastMove) && booking.endDate !== null && now < stayEndsAt(booking.endDate);
}

/** The cancelled bookings still open to their owner at `now` (openAfterSitterCancelled): few, those of stays to come. */
async function bookingsStillOpen(now: Date): Promise<string[]> {
  const rows = await db().booking.findMany({
    where: { status: "CANCELLED", endDate: { gte: elSalvadorDay(now) }, statusChanges: { some: { move: { in: [...SITTER_LEFT_MOVES] } } } },
    select: { id: true, status: true, endDate: true, statusChanges: { select: { move: true }, orderBy: { changedAt: "desc" }, take: 1 } },
  });
  return rows.filter((row) => openAfterSitterCancelled({ ...row, lastMove: row.statusChanges[0]?.move ?? null }, now)).map((row) => row.id);
}

/**
 * The daily run's cleanup (lib/bookings/core/timers.ts): the owner's files of closed bookings — declined,
 * expired, cancelled (one its sitter cancelled once its stay has ended: openAfterSitterCancelled), and stays completed
 * more than 30 days ago — are deleted; the cards' rows stay, marked "archivo eliminado", and the pet's photo is unset.
 * A live booking's files are never touched. Answers how many files went.
 */
export async function deleteClosedBookingFiles(now: Date = currentTime()): Promise<number> {
  const completedBefore = new Date(now.getTime() - CLOSED_FILES_KEPT_DAYS * DAY_MS);
  const closed = {
    OR: [
      { status: { in: ["CANCELLED", "DECLINED", "EXPIRED"] as ("CANCELLED" | "DECLINED" | "EXPIRED")[] } },
      { status: "COMPLETED" as const, statusChanges: { some: { status: "COMPLETED" as const, changedAt: { lt: completedBefore } } } },
    ],
    id: { notIn: await bookingsStillOpen(now) },
  };
  const storage = documentStorage();
  const cards = await db().petVaccineCard.findMany({ where: { fileDeletedAt: null, pet: { booking: closed } }, select: { id: true, filePath: true }, take: 500 });
  for (const card of cards) {
    await storage.remove(card.filePath).catch(() => {});
    await db().petVaccineCard.update({ where: { id: card.id }, data: { fileDeletedAt: now } });
  }
  const photos = await db().petFile.findMany({ where: { photoId: { not: null }, booking: closed }, select: { bookingId: true, photoId: true }, take: 500 });
  for (const pet of photos) {
    await storage.remove(petPhotoPath(pet.bookingId, pet.photoId!)).catch(() => {});
    await db().petFile.update({ where: { bookingId: pet.bookingId }, data: { photoId: null } });
  }
  return cards.length + photos.length;
}

/** What the pet's file lends the sheet: the daily deletion of closed bookings' files, and whether the confirmation asks for one. */
export const PET_FILE_PARTS = {
  jobs: { filesDeleted: { kind: "daily", run: deleteClosedBookingFiles } },
  noticeData: {
    petFileMissing: {
      for: ["booking-confirmed"],
      load: async (tx, bookingId) => ({ petFileMissing: (await tx.petFile.count({ where: { bookingId } })) === 0 }),
    },
  },
} satisfies FeatureParts;
