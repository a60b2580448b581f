import "server-only";
import { BOOKING_FOR, type SitterBooking, type TeamBooking } from "@/lib/bookings/core/access";
import { lockBooking } from "@/lib/bookings/core/booking-lock";
import { tellAbout } from "@/lib/bookings/loop";
import { REPORT_LIMITS, REPORT_MESSAGES, reportHasContent, type ReportChecklist, type ReportFields } from "@/lib/bookings/stay/report-schema";
import { HOUR_MS } from "@/lib/dates/units";
import { reportWindowOpen, STAY_NOTICES } from "@/lib/bookings/stay/stay-rules";
import { db } from "@/lib/db";
import { readPrivatePhoto, storePrivatePhotos } from "@/lib/files/private-photos";
import { HttpError } from "@/lib/http/handler";
import { deliverSoon } from "@/lib/mail/outbox";
import { currentTime } from "@/lib/dates/clock";

// The daily report (parte del día): the booking's sitter sends it during the stay from the portal; the owner follows
// it on the tracking page, the team in the dashboard. Photos are processed like every picture and stored privately;
// they are served only through the owner's link, to the sitter and to the team, never at a public address.

const photoFolder = (bookingId: string) => `report-${bookingId}`;

/**
 * route({ booking }) of a report: the booking's own sitter, during the stay (409 outside it) — checked before the
 * report's photos take an upload slot.
 */
export async function stayReporter(args: Parameters<typeof BOOKING_FOR.sitter>[0]): Promise<SitterBooking> {
  const booking = await BOOKING_FOR.sitter(args);
  const stay = await db().booking.findUniqueOrThrow({ where: { id: booking.id }, select: { status: true, startDate: true, endDate: true } });
  if (!reportWindowOpen(stay, currentTime())) throw new HttpError(409, REPORT_MESSAGES.notNow);
  return booking;
}

/**
 * POST /api/portal/bookings/{id}/reports: a report with the server's time. 404 for another sitter's booking, 409
 * outside the stay (its first day to the day after its last), 400 without a note or a photo. The owner is told
 * by e-mail at most once every 2 hours per booking; reports sent meanwhile join that e-mail.
 */
export async function addStayReport(reached: SitterBooking, fields: ReportFields, photos: { bytes: Uint8Array }[], now: Date = currentTime()) {
  const bookingId = reached.id;
  const booking = await db().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true, startDate: true, endDate: true } });
  if (!reportWindowOpen(booking, now)) throw new HttpError(409, REPORT_MESSAGES.notNow);
  if (photos.length > REPORT_LIMITS.photos) throw new HttpError(400, REPORT_MESSAGES.tooManyPhotos, "photos");
  if (!reportHasContent(fields, photos.length)) throw new HttpError(400, REPORT_MESSAGES.empty, "note");
  const { ids: photoIds, remove: removePhotos } = await storePrivatePhotos(photoFolder(bookingId), photos);
  try {
    const report = await db().$transaction(async (tx) => {
      await lockBooking(tx, bookingId);
      const created = await tx.stayReport.create({
        data: {
          bookingId,
          kind: fields.kind,
          note: fields.note ?? null,
          checklist: fields.checklist,
          photoIds,
          latitude: fields.latitude ?? null,
          longitude: fields.longitude ?? null,
          accuracyMeters: fields.accuracyMeters ?? null,
          at: now,
        },
        select: { id: true, kind: true, at: true },
      });
      await tellOwnerOfReport(tx, bookingId, now);
      return created;
    });
    deliverSoon();
    return { id: report.id, kind: report.kind, at: report.at.toISOString() };
  } catch (error) {
    await removePhotos();
    throw error;
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["$transaction"]>[0]>[0];

/** The owner's e-mail for a new report: now, or joined to the one still waiting, or held until 2 h after the last. */
async function tellOwnerOfReport(tx: Tx, bookingId: string, now: Date) {
  const { tell, everyHours } = STAY_NOTICES.reportArrived;
  const kinds = tell.map((notice) => notice.mail);
  const last = await tx.outboxMessage.findFirst({
    where: { bookingId, kind: { in: kinds } },
    orderBy: { nextAttemptAt: "desc" },
    select: { status: true, nextAttemptAt: true, sentAt: true },
  });
  if (last?.status === "PENDING") return; // the next e-mail tells of this report too
  const next = last ? new Date((last.sentAt ?? last.nextAttemptAt).getTime() + everyHours * HOUR_MS) : now;
  // The sitter's report: news the owner waits for, never held by the cap on unproven addresses.
  await tellAbout(tx, bookingId, tell, next > now ? { by: "sitter", notBefore: next } : { by: "sitter" });
}

export type ShownReport = {
  id: string;
  kind: "CHECK_IN" | "UPDATE" | "CHECK_OUT";
  at: string;
  note: string | null;
  checklist: ReportChecklist;
  photos: string[];
  /** The owner and the sitter read only whether a location came with it; the team reads where. */
  located: boolean;
  location?: { latitude: number; longitude: number; accuracyMeters: number | null } | null;
};

/** A booking's reports, newest first, with photo URLs for `viewer` (the owner's through their link). */
/** GET /api/admin/bookings/{id}/reports: the stay's reports as the team reads them (404 for an unknown booking). */
export const reportsForTeam = ({ id }: TeamBooking): Promise<ShownReport[]> => reportsOf(id, "team");

export async function reportsOf(bookingId: string, viewer: { owner: string } | "sitter" | "team"): Promise<ShownReport[]> {
  const rows = await db().stayReport.findMany({ where: { bookingId }, orderBy: { at: "desc" } });
  const photoUrl = (photoId: string) =>
    typeof viewer === "object" ? `/api/bookings/${viewer.owner}/reports/photos/${photoId}` : `/api/portal/bookings/${bookingId}/reports/photos/${photoId}`;
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    note: row.note,
    checklist: row.checklist as ReportChecklist,
    photos: row.photoIds.map(photoUrl),
    located: row.latitude !== null,
    ...(viewer === "team"
      ? { location: row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude, accuracyMeters: row.accuracyMeters } : null }
      : {}),
  }));
}

/** A report photo's bytes when it belongs to one of the booking's reports, else null. */
export async function readReportPhoto(bookingId: string, photoId: string): Promise<Uint8Array | null> {
  return readPrivatePhoto(photoFolder(bookingId), photoId, async () => (await db().stayReport.count({ where: { bookingId, photoIds: { has: photoId } } })) > 0);
}

/** A report photo for the booking's sitter or the team (reached by route({ booking })), or null. */
export const reportPhotoForViewer = (booking: SitterBooking | TeamBooking, photoId: string) => readReportPhoto(booking.id, photoId);
