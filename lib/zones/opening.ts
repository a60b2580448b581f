import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ZoneState } from "@/lib/generated/prisma/enums";
import { composeMail } from "@/lib/mail/compose";
import { enqueueMail, type OutboxDraft } from "@/lib/mail/queue";
import { whatsappOptIns } from "@/lib/mail/whatsapp-consent";
import { enqueueWhatsapp } from "@/lib/mail/whatsapp-outbox";
import { publicPath } from "@/lib/site/routing";
import { siteOrigin } from "@/lib/site/url";
import { invitationPath, newInvitationToken } from "@/lib/zones/invitations";
import { sitterIdsIn } from "@/lib/zones/zone-sitters";

// A zone moving to INVITE or OPEN: in the transaction that moves it, one e-mail to every
// consenting family on its list and one to every consenting person on its provider list, through the outbox.
// A row per lead and state (zone_opening_mails, unique) says who was written to, so saving the same state again,
// or later coming back to it, never writes twice; the caller holds the zone's row lock, so two saves at once
// queue nothing twice either. INVITE gives each family a personal invitation (the token's hash kept, one per
// lead and zone): its link opens /reservar for that zone's sitters with their data filled. Beside each e-mail, the
// same news goes by WhatsApp to an entry whose number opted in, as a UTILITY template (OPENING_WHATSAPP); the family's
// e-mail and template promise sitters only when the zone has one bookable, else say it is opening (the "-soon" ones).

type Zone = { slug: string; name: string };
type Lead = { id: string; name: string; email: string };

/** A public page's absolute address for an e-mail: under /preview while the site is gated (as the bookings' e-mails). */
export const publicUrl = (path: string): string => `${siteOrigin()}${publicPath(path)}`;

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export const OPENING_MAIL_KINDS = { family: "zone-opening-family", provider: "zone-opening-provider" } as const;

/**
 * The family's e-mail: INVITE carries their personal invitation, OPEN the zone's search. It promises sitters only when
 * the zone has some a family can book now (`bookable`: published there); otherwise it says the zone is opening and that
 * we write again when the first sitter can take bookings (lib/zones/first-sitter.ts keeps that promise), so nobody
 * follows the link to an empty list thinking it a mistake.
 */
export function familyOpeningMail(zone: Zone, state: "INVITE" | "OPEN", lead: Lead, link: string, bookable: boolean): OutboxDraft {
  const hello = `Hola, ${firstName(lead.name)}:`;
  const content =
    state === "INVITE"
      ? composeMail(`Tu invitación: Huellitas empieza en ${zone.name}`, [
          hello,
          bookable
            ? `Empezamos en ${zone.name} por invitación, y como estabas en la lista, tú entras primero. Con este enlace ves a los cuidadores de ${zone.name} y reservas con tus datos ya puestos:`
            : `Empezamos en ${zone.name} por invitación, y como estabas en la lista, tú entras primero. Todavía estamos sumando a los primeros cuidadores de la zona: te escribimos de nuevo apenas el primero pueda recibir reservas. Guarda este enlace: con él verás a los cuidadores de ${zone.name} y reservarás con tus datos ya puestos.`,
          link,
          "El enlace es solo tuyo: no lo compartas.",
        ])
      : bookable
        ? composeMail(`Ya llegamos a ${zone.name}`, [
            hello,
            `Huellitas ya está abierto en ${zone.name}. Gracias por esperarnos: ya puedes buscar cuidadores y reservar.`,
            link,
          ])
        : composeMail(`Huellitas está abriendo en ${zone.name}`, [
            hello,
            `Huellitas está abriendo en ${zone.name}. Gracias por esperarnos. Todavía estamos sumando a los primeros cuidadores de la zona: te escribimos de nuevo apenas el primero pueda recibir reservas. Aquí los verás:`,
            link,
          ]);
  return { kind: OPENING_MAIL_KINDS.family, to: lead.email, ...content };
}

/** The e-mail to someone on the zone's provider list: the zone is starting, apply. */
export function providerOpeningMail(zone: Zone, state: "INVITE" | "OPEN", lead: Lead, link: string): OutboxDraft {
  const content = composeMail(`Huellitas empieza en ${zone.name}: te esperamos como cuidador`, [
    `Hola, ${firstName(lead.name)}:`,
    state === "INVITE"
      ? `Empezamos en ${zone.name} con las primeras familias invitadas y buscamos cuidadores de la zona. Como estabas en la lista, te escribimos primero: completa tu solicitud aquí:`
      : `Huellitas ya está abierto en ${zone.name} y buscamos cuidadores de la zona. Como estabas en la lista, te escribimos primero: completa tu solicitud aquí:`,
    link,
  ]);
  return { kind: OPENING_MAIL_KINDS.provider, to: lead.email, ...content };
}

/**
 * The opening's WhatsApp twins: UTILITY templates in Spanish (`es`), sent beside the e-mails above to
 * those on the list whose number opted in ("… sobre la apertura en mi zona"). {{1}} their first name, {{2}} the
 * zone (their list entry: the transaction the message is about), {{3}} the link their e-mail carries (the family's
 * invitation, the zone's search, or the application). docs/whatsapp.md lists them for Meta (a unit test keeps that
 * list equal to this one).
 */
export const OPENING_WHATSAPP = {
  "zone-opening-family-INVITE": {
    template: "huellitas_zona_invitacion",
    text: "¡Hola, {{1}}! Te anotaste en la lista de espera de Huellitas en {{2}}: empezamos ahí por invitación y tú entras primero. Con tu enlace personal ves a los cuidadores y reservas con tus datos ya puestos (no lo compartas): {{3}}",
  },
  "zone-opening-family-OPEN": {
    template: "huellitas_zona_abierta",
    text: "¡Hola, {{1}}! Te anotaste en la lista de espera de Huellitas en {{2}}: ya abrimos ahí. Gracias por esperarnos. Busca cuidadores y reserva aquí: {{3}}",
  },
  // Without a sitter bookable there yet, as the e-mail: the zone is opening (the second message, "Ya hay cuidadores",
  // goes by e-mail only: lib/zones/first-sitter.ts).
  "zone-opening-family-INVITE-soon": {
    template: "huellitas_zona_invitacion_pronto",
    text: "¡Hola, {{1}}! Te anotaste en la lista de espera de Huellitas en {{2}}: empezamos ahí por invitación y tú entras primero. Estamos sumando a los primeros cuidadores: en cuanto el primero esté libre, lo verás en tu enlace. Guarda tu enlace personal (no lo compartas): {{3}}",
  },
  "zone-opening-family-OPEN-soon": {
    template: "huellitas_zona_abriendo",
    text: "¡Hola, {{1}}! Te anotaste en la lista de espera de Huellitas en {{2}}: estamos abriendo ahí. Gracias por esperarnos. Estamos sumando a los primeros cuidadores: en cuanto el primero esté libre, lo verás en tu enlace. Aquí los verás: {{3}}",
  },
  "zone-opening-provider": {
    template: "huellitas_zona_cuidadores",
    text: "¡Hola, {{1}}! Te anotaste en la lista de cuidadores de Huellitas en {{2}}: empezamos ahí y buscamos cuidadores de la zona. Completa tu solicitud aquí: {{3}}",
  },
} as const satisfies Record<string, { template: string; text: string }>;

/** The template of an opening notice, and its parameters. */
function openingWhatsapp(kind: keyof typeof OPENING_WHATSAPP, zone: Zone, lead: Lead & { whatsapp: string }, link: string) {
  return { to: lead.whatsapp, template: OPENING_WHATSAPP[kind].template, parameters: [firstName(lead.name), zone.name, link] };
}

/** Who an opening of `zone` in `state` writes to: those on its lists (who agreed to be contacted) not yet written to for that state. */
export async function openingAudience(tx: Prisma.TransactionClient, zone: Zone, state: "INVITE" | "OPEN") {
  const notYet = { zoneOpeningMails: { none: { state } } };
  const select = { id: true, name: true, email: true, whatsapp: true } as const;
  const [families, providers] = await Promise.all([
    tx.petOwnerLead.findMany({ where: { zone: zone.slug, consent: true, ...notYet }, select, orderBy: { createdAt: "asc" } }),
    tx.providerLead.findMany({ where: { zone: zone.slug, consent: true, ...notYet }, select, orderBy: { createdAt: "asc" } }),
  ]);
  if (state === "OPEN") return { families, providers };
  // One invitation per family and zone: one already made (an earlier INVITE) is not made again; its token is
  // not kept, so such a family (written to before) gets no second link.
  const invited = new Set(
    (await tx.zoneInvitation.findMany({ where: { zone: zone.slug, leadId: { in: families.map((lead) => lead.id) } }, select: { leadId: true } })).map((row) => row.leadId),
  );
  return { families: families.filter((family) => !invited.has(family.id)), providers, alreadyInvited: families.filter((family) => invited.has(family.id)) };
}

/** How many sitters a family could book in the zone now: published there (the e-mail promises sitters only then). */
export const bookableSittersIn = async (tx: Prisma.TransactionClient, slug: string): Promise<number> => (await sitterIdsIn(tx, slug, { published: true })).length;

/**
 * Queues the opening e-mails of `zone` now in `state`, inside the caller's transaction (which holds the zone's row
 * lock), to those on its lists not yet written to for that state. Answers how many went to families and to
 * caregivers. A family who joins the list later waits for the team: the zone's next opening, or «Invitar a las
 * familias nuevas» (lib/zones/state-change.ts inviteNewFamilies).
 */
export async function queueOpeningMails(tx: Prisma.TransactionClient, zone: Zone, state: ZoneState): Promise<{ families: number; providers: number }> {
  if (state === "WAITLIST") return { families: 0, providers: 0 };
  const audience = await openingAudience(tx, zone, state);
  const { providers } = audience;
  // A family invited before (an earlier INVITE) is marked written to, as before, without a second link.
  const families = [...audience.families, ...(audience.alreadyInvited ?? [])];
  const bookable = (await bookableSittersIn(tx, zone.slug)) > 0;
  const drafts: OutboxDraft[] = [];
  const messages: ReturnType<typeof openingWhatsapp>[] = [];
  if (state === "INVITE") {
    for (const lead of audience.families) {
      const { token, hash } = newInvitationToken();
      await tx.zoneInvitation.create({ data: { leadId: lead.id, zone: zone.slug, tokenHash: hash } });
      const link = publicUrl(invitationPath(token));
      drafts.push(familyOpeningMail(zone, state, lead, link, bookable));
      messages.push(openingWhatsapp(bookable ? "zone-opening-family-INVITE" : "zone-opening-family-INVITE-soon", zone, lead, link));
    }
  } else {
    const search = publicUrl(`/busca?zona=${encodeURIComponent(zone.slug)}`);
    for (const lead of families) {
      drafts.push(familyOpeningMail(zone, state, lead, search, bookable));
      messages.push(openingWhatsapp(bookable ? "zone-opening-family-OPEN" : "zone-opening-family-OPEN-soon", zone, lead, search));
    }
  }
  const apply = publicUrl("/unete");
  for (const lead of providers) {
    drafts.push(providerOpeningMail(zone, state, lead, apply));
    messages.push(openingWhatsapp("zone-opening-provider", zone, lead, apply));
  }
  const written = drafts.length - providers.length;
  // A family told now that sitters are bookable is owed no "Ya hay cuidadores" e-mail, nor for an earlier opening.
  const toldAt = bookable ? new Date() : null;
  if (toldAt) {
    await tx.zoneOpeningMail.updateMany({ where: { zone: zone.slug, petOwnerLeadId: { in: families.map((lead) => lead.id) }, firstSitterToldAt: null }, data: { firstSitterToldAt: toldAt } });
  }
  await tx.zoneOpeningMail.createMany({
    data: [
      ...families.map((lead) => ({ zone: zone.slug, state, petOwnerLeadId: lead.id, firstSitterToldAt: toldAt })),
      ...providers.map((lead) => ({ zone: zone.slug, state, providerLeadId: lead.id })),
    ],
  });
  await enqueueMail(tx, drafts);
  // WhatsApp in addition, only to numbers that opted in (and did not write BAJA since).
  const on = await whatsappOptIns(tx, messages.map((message) => message.to));
  for (const message of messages.filter((one) => on.has(one.to))) await enqueueWhatsapp(tx, message);
  return { families: written, providers: providers.length };
}
