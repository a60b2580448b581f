import { GET as track } from "@/app/api/bookings/[token]/route";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { apiRequest, routeParams } from "./request";

// The owner opens a link we e-mailed them (their address is then proven): the newest tracking link in the
// booking's outbox, opened through GET /api/bookings/{token} as their page would.

const TRACKING_LINK = /\/reserva\/([A-Za-z0-9_-]{32,})/;

export async function emailedToken(db: PrismaClient, bookingId: string): Promise<string> {
  const mails = await db.outboxMessage.findMany({ where: { bookingId }, orderBy: { createdAt: "desc" }, select: { text: true } });
  for (const mail of mails) {
    const match = TRACKING_LINK.exec(mail.text);
    if (match) return match[1];
  }
  throw new Error(`No e-mail of booking ${bookingId} carries a tracking link`);
}

export async function openEmailedLink(db: PrismaClient, bookingId: string): Promise<string> {
  const token = await emailedToken(db, bookingId);
  const opened = await track(apiRequest(`/api/bookings/${token}`), routeParams({ token }));
  if (opened.status !== 200) throw new Error(`The e-mailed link answered ${opened.status}`);
  return token;
}
