"use client";

import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ActivityIcon, ActivitySquareIcon, CalendarCheckIcon, ClipboardListIcon, HeartHandshakeIcon, IdCardIcon, MapPinIcon, MessageSquareIcon, ShieldAlertIcon, StarIcon, UserPenIcon, UsersIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SignedInUser } from "@/lib/auth/session";
import { ADMIN_KEYS, catchUpTimers, type BookingsAttention } from "@/lib/client/admin-api";
import { ActivityLog } from "./activity-log";
import { AdminHeader } from "./admin-header";
import { BookingsInbox, MARKS_TO_REVIEW, type InboxFilter } from "./bookings-inbox";
import { CaregiversTable } from "./caregivers-table";
import { LeadsTable } from "./leads-table";
import { PetOwnerWaitlist } from "./pet-owner-waitlist";
import { PulseTab } from "./pulse/pulse-tab";
import { ProfileChangesTable } from "./profile-changes-table";
import { ProblemsTable } from "./problems-table";
import { ReviewsTable } from "./reviews-table";
import { SitterProfilesTable } from "./sitter-profiles-table";
import { WhatsappInbox } from "./whatsapp-inbox";
import { ZonesView } from "./zones-view";

// One word, one thing: a "solicitud" is an owner's booking request (Reservas); a person who wants to be a sitter
// sends a "postulación"; the pet owners' waitlist is "Dueños en espera".
const SECTIONS = [
  { id: "reservas", label: "Reservas", icon: CalendarCheckIcon, Content: BookingsInbox },
  { id: "sin-reserva", label: "Mensajes sin reserva", icon: MessageSquareIcon, Content: WhatsappInbox },
  { id: "problemas", label: "Problemas", icon: ShieldAlertIcon, Content: ProblemsTable },
  { id: "cuidadores", label: "Cuidadores", icon: UsersIcon, Content: CaregiversTable },
  { id: "postulaciones", label: "Postulaciones", icon: ClipboardListIcon, Content: LeadsTable },
  { id: "duenos-en-espera", label: "Dueños en espera", icon: HeartHandshakeIcon, Content: PetOwnerWaitlist },
  { id: "perfiles", label: "Perfiles públicos", icon: IdCardIcon, Content: SitterProfilesTable },
  { id: "cambios-de-perfil", label: "Cambios de perfil", icon: UserPenIcon, Content: ProfileChangesTable },
  { id: "resenas", label: "Reseñas", icon: StarIcon, Content: ReviewsTable },
  { id: "zonas", label: "Zonas", icon: MapPinIcon, Content: ZonesView },
  { id: "pulso", label: "Pulso", icon: ActivitySquareIcon, Content: PulseTab },
  { id: "actividad", label: "Actividad", icon: ActivityIcon, Content: ActivityLog },
] as const;
type SectionId = (typeof SECTIONS)[number]["id"];

const isSection = (value: string): value is SectionId => SECTIONS.some((section) => section.id === value);

/** Addresses of the sections' old names, still opened where they point. */
const RENAMED: Record<string, SectionId> = { solicitudes: "postulaciones", "lista-de-espera": "duenos-en-espera" };

/** The section named in the address (#reservas…), so a reload or a shared link opens the same one; else Reservas. */
function sectionFromHash(): SectionId {
  const hash = typeof window === "undefined" ? "" : decodeURIComponent(window.location.hash.slice(1));
  const named = RENAMED[hash] ?? hash;
  return isSection(named) ? named : "reservas";
}

/** The signed-in admin's dashboard (SPEC §2 and the operations issue): one tab per list. */
export function AdminDashboard({ admin, mailOn }: { admin: SignedInUser; mailOn: boolean }) {
  const [section, setSection] = useState<SectionId>(sectionFromHash);
  // The inbox opened by a link (the marks' banner) starts again with that filter.
  const [inbox, setInbox] = useState<{ filter?: InboxFilter; opened: number }>({ opened: 0 });
  useTimersCaughtUp();

  function open(value: string) {
    if (!isSection(value)) return;
    setSection(value);
    window.history.replaceState(null, "", `#${value}`);
  }

  return (
    <>
      <AdminHeader name={admin.name} />
      <main className="mx-auto max-w-7xl px-3 py-6 sm:px-4">
        {!mailOn && <MailOffBanner />}
        <MarksToReviewBanner
          onOpen={() => {
            open("reservas");
            setInbox(({ opened }) => ({ filter: MARKS_TO_REVIEW, opened: opened + 1 }));
          }}
        />
        <Tabs value={section} onValueChange={open} className="gap-4">
          <TabsList aria-label="Secciones del panel" className="h-auto w-full flex-wrap justify-start gap-1 sm:w-fit">
            {SECTIONS.map(({ id, label, icon: Icon }) => (
              <TabsTrigger key={id} value={id} className="h-9 flex-none">
                <Icon aria-hidden="true" />
                {label}
                {id === "reservas" && <NeedsAction />}
              </TabsTrigger>
            ))}
          </TabsList>
          {SECTIONS.map(({ id, Content }) => (
            <TabsContent key={id} value={id} className="min-w-0">
              {id === "reservas" ? <BookingsInbox key={inbox.opened} initialFilter={inbox.filter} /> : <Content />}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </>
  );
}

/** Without an SMTP server nothing leaves the outbox: the team must know, and reach people another way. */
function MailOffBanner() {
  return (
    <p role="note" className="mb-4 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
      <strong>El correo está apagado</strong> (falta <code>SMTP_URL</code>): los correos esperan en la bandeja de salida
      y salen cuando se configure el servidor. Mientras tanto, avisa a las personas por WhatsApp.
    </p>
  );
}

/**
 * The record marks (a late cancellation, a no-show) the team has not reviewed yet, with a link to the bookings that
 * carry them: each is reviewed on its booking's card («Marcar revisada»).
 */
function MarksToReviewBanner({ onOpen }: { onOpen: () => void }) {
  const attention = useQuery<BookingsAttention>({ queryKey: ADMIN_KEYS.bookingsAttention });
  const count = attention.data?.marksToReview ?? 0;
  if (count === 0) return null;
  return (
    <p role="note" className="mb-4 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
      <strong>{count === 1 ? "1 marca del historial por revisar" : `${count} marcas del historial por revisar`}</strong> (cancelaciones tardías o
      alguien que no llegó a la entrega).{" "}
      <a
        href="#reservas"
        className="font-medium text-primary underline underline-offset-4"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        Revisarlas en Reservas
      </a>
    </p>
  );
}

/**
 * Opening the dashboard catches up the timers the daily cron would run later (expiries, completions, reminders, the
 * missing-report check): a write, so a POST of its own, never a side effect of the reads. What it changed shows in the
 * lists and counts at once. A failure changes nothing on screen: the lists still load, and the cron runs anyway.
 */
function useTimersCaughtUp() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let open = true;
    catchUpTimers()
      .then((answer) => {
        const changed = Object.values(answer).some((count) => typeof count === "number" && count > 0);
        if (open && changed) void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.bookings, exact: false });
      })
      .catch(() => undefined);
    return () => {
      open = false;
    };
  }, [queryClient]);
}

/** On the Reservas tab: how many requests wait for the team, and how many of them for over 24 h. */
function NeedsAction() {
  const attention = useQuery<BookingsAttention>({ queryKey: ADMIN_KEYS.bookingsAttention });
  if (!attention.data || attention.data.received === 0) return null;
  const { received, unanswered } = attention.data;
  const spoken = `${received} ${received === 1 ? "nueva" : "nuevas"}${unanswered > 0 ? `, ${unanswered} sin respuesta hace más de 24 horas` : ""}`;
  return (
    <span className="flex items-center gap-1">
      <span aria-hidden="true" className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
        {received}
      </span>
      {unanswered > 0 && (
        <span aria-hidden="true" className="rounded-full bg-warning px-1.5 text-xs font-semibold text-warning-foreground">
          {unanswered} +24 h
        </span>
      )}
      <span className="sr-only">({spoken})</span>
    </span>
  );
}
