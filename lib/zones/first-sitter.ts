import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { composeMail } from "@/lib/mail/compose";
import { enqueueMail, type OutboxDraft } from "@/lib/mail/queue";
import { bookableSittersIn, firstName, publicUrl } from "@/lib/zones/opening";
import { zoneOf } from "@/lib/zones/zone-of";

// The promise of the opening e-mail sent while a zone had no bookable sitter ("te escribimos de nuevo apenas el
// primero pueda recibir reservas"), kept: when a sitter of the zone is published, in that transaction, each family
// still owed it (a family row of zone_opening_mails with no firstSitterToldAt) gets one "Ya hay cuidadores" e-mail.

export const FIRST_SITTER_MAIL_KIND = "zone-first-sitter";

type Zone = { slug: string; name: string; state: ZoneState };

/**
 * The e-mail. OPEN: the zone's search. INVITE: the invitation's link is personal and only its hash is kept, and
 * the zone's search shows its sitters to invited families only, so the e-mail points to the invitation they hold.
 */
export function firstSitterMail(zone: Zone, lead: { name: string; email: string }): OutboxDraft {
  const content = composeMail(`Ya hay cuidadores en ${zone.name}`, [
    `Hola, ${firstName(lead.name)}:`,
    zone.state === "OPEN"
      ? `Te prometimos escribirte: ya hay cuidadores en ${zone.name} que pueden recibir reservas. Búscalos y reserva aquí:`
      : `Te prometimos escribirte: ya hay cuidadores en ${zone.name} que pueden recibir reservas. Abre el enlace personal del correo «Tu invitación: Huellitas empieza en ${zone.name}»: con él los ves y reservas con tus datos ya puestos.`,
    ...(zone.state === "OPEN" ? [publicUrl(`/busca?zona=${encodeURIComponent(zone.slug)}`)] : []),
  ]);
  return { kind: FIRST_SITTER_MAIL_KIND, to: lead.email, ...content };
}

/**
 * Inside the transaction that publishes a sitter (or moves a published one): writes to the families owed the news of
 * the zone the sitter is in. Holds the zone's row lock, as an opening does, so an opening saved at the same time
 * neither misses nor doubles a family. Answers how many families were written to.
 */
export async function tellFirstSitter(tx: Prisma.TransactionClient, sitter: { published: boolean; department: string; municipality: string | null }): Promise<number> {
  const slug = sitter.published ? zoneOf(sitter.department, sitter.municipality) : null;
  if (!slug) return 0;
  const [zone] = await tx.$queryRaw<Zone[]>`
    SELECT "slug", "name", "state"::text AS "state" FROM "zones" WHERE "slug" = ${slug} FOR UPDATE`;
  return zone ? tellOwedFamilies(tx, zone) : 0;
}

/**
 * The families owed the news of `zone` (its row locked by the caller), each written to once, when the zone is open or
 * by invitation and has a bookable sitter: after a sitter is published there, or when a zone whose sitter was
 * published while it was on the waitlist opens again.
 */
export async function tellOwedFamilies(tx: Prisma.TransactionClient, zone: Zone): Promise<number> {
  if (zone.state === "WAITLIST") return 0;
  const owed = await tx.zoneOpeningMail.findMany({
    where: { zone: zone.slug, firstSitterToldAt: null, petOwnerLeadId: { not: null }, petOwnerLead: { consent: true } },
    select: { petOwnerLead: { select: { id: true, name: true, email: true } } },
    orderBy: { createdAt: "asc" },
  });
  if (owed.length === 0 || (await bookableSittersIn(tx, zone.slug)) === 0) return 0;
  // A family written to for both INVITE and OPEN has two rows and gets one e-mail.
  const families = new Map(owed.flatMap(({ petOwnerLead }) => (petOwnerLead ? [[petOwnerLead.id, petOwnerLead] as const] : [])));
  await tx.zoneOpeningMail.updateMany({ where: { zone: zone.slug, firstSitterToldAt: null, petOwnerLeadId: { in: [...families.keys()] } }, data: { firstSitterToldAt: new Date() } });
  await enqueueMail(tx, [...families.values()].map((lead) => firstSitterMail(zone, lead)));
  return families.size;
}
