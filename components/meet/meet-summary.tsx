import { MEET_PLACE_LABELS, MEET_PLACE_LABELS_STAFF } from "@/lib/bookings/meet/meet-places";
import { formatDateTime } from "@/lib/format/dates";
import type { MeetPlace, MeetStatus } from "@/lib/generated/prisma/enums";

const STATUS_WORDS: Record<MeetStatus, string> = { PROPOSED: "propuesto, esperando al dueño", CONFIRMED: "confirmado", DECLINED: "el dueño pidió otra hora" };
const OWNER_STATUS_WORDS: Record<MeetStatus, string> = { PROPOSED: "propuesto", CONFIRMED: "confirmado", DECLINED: "pediste otra hora" };

/**
 * One line for a meet & greet: when (El Salvador), where, and how it stands; the owner reads it in their words. A
 * meeting on the stay's first day is the hand-over: "al entregar a {mascota}".
 */
export function MeetSummaryLine({
  meet,
  reader,
  petName,
}: {
  meet: { at: string | Date; place: MeetPlace; status: MeetStatus; note?: string | null; declineReason?: string | null; handover?: boolean };
  reader: "owner" | "staff";
  petName?: string | null;
}) {
  const places = reader === "owner" ? MEET_PLACE_LABELS : MEET_PLACE_LABELS_STAFF;
  const words = reader === "owner" ? OWNER_STATUS_WORDS : STATUS_WORDS;
  const pet = petName ?? (reader === "owner" ? "tu mascota" : "la mascota");
  return (
    <div className="grid gap-1">
      <p>
        <span className="font-medium">{formatDateTime(meet.at)}</span>
        {meet.handover ? ` · al entregar a ${pet}` : ""} · {places[meet.place]} · {words[meet.status]}
      </p>
      {meet.note && <p className="whitespace-pre-line text-muted-foreground">Nota: {meet.note}</p>}
      {meet.status === "DECLINED" && meet.declineReason && <p className="text-muted-foreground">Motivo: {meet.declineReason}</p>}
    </div>
  );
}
