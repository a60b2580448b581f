import "server-only";
import { db } from "@/lib/db";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";

// "Mensajes sin reserva": what people wrote to the business number that no booking's conversation took (the number
// has no live booking and answered none of our messages), for the team to read and answer from its own WhatsApp.
// Consent words (SÍ that proved a number, ALTA) and BAJA are not conversation and are not listed.

/** The newest this many: a short list the team reads, not an archive (whatsapp_inbound keeps every text). */
export const WHATSAPP_INBOX_SIZE = 100;

/** The messages no booking took, newest first: who (as people write numbers), what and when. */
export async function unfiledWhatsappMessages() {
  const rows = await db().whatsappInbound.findMany({
    where: { bookingId: null, consent: false },
    select: { id: true, from: true, text: true, receivedAt: true },
    orderBy: [{ receivedAt: "desc" }, { id: "desc" }],
    take: WHATSAPP_INBOX_SIZE,
  });
  return rows.map((row) => ({ id: row.id, from: formatWhatsapp(`+${row.from}`), text: row.text, receivedAt: row.receivedAt, whatsappUrl: `https://wa.me/${row.from}` }));
}
