import Link from "next/link";
import { PetFileDetails, PhoneLink } from "@/components/pets/pet-file-details";
import { PrintButton } from "@/components/pets/print-button";
import { TeamEmergencyLine } from "@/components/pets/team-emergency-line";
import type { emergencySheet } from "@/lib/bookings/pet-file/pet-file";
import { NO_DETAILS } from "@/lib/bookings/core/status";
import { SERVICE_LABELS } from "@/lib/constants";
import { formatDayRange } from "@/lib/format/dates";
import { BRAND } from "@/lib/site/brand";
import type { TeamContact } from "@/lib/site/team-contact";

type Sheet = Awaited<ReturnType<typeof emergencySheet>>;

function dates(sheet: Sheet): string {
  return sheet.startDate && sheet.endDate ? formatDayRange(sheet.startDate, sheet.endDate) : NO_DETAILS;
}

/** One printable page (A4, or a phone screen) with everything a sitter needs in an emergency. */
export function EmergencySheet({ sheet, team }: { sheet: Sheet; team: TeamContact }) {
  return (
    <main className="mx-auto grid max-w-3xl gap-5 px-4 py-6 print:max-w-none print:p-0 print:text-[11pt]">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">
            {BRAND} · Reserva <span className="font-mono font-semibold">{sheet.reference}</span> · {sheet.service ? SERVICE_LABELS[sheet.service] : NO_DETAILS} {dates(sheet)}
          </p>
          <h1 className="text-2xl font-bold">Hoja de emergencia{sheet.pet ? `: ${sheet.pet.name}` : ""}</h1>
        </div>
        <div className="flex gap-2 print:hidden">
          <PrintButton />
          <Link href="/portal" className="inline-flex h-9 items-center rounded-md px-3 text-sm text-primary underline-offset-4 hover:underline">
            Volver al portal
          </Link>
        </div>
      </header>

      {sheet.pet ? (
        <section aria-label="Ficha de la mascota" className="rounded-xl border p-4 print:break-inside-avoid">
          <PetFileDetails pet={sheet.pet} />
        </section>
      ) : (
        <p role="status" className="rounded-xl border p-4">
          El dueño todavía no llenó la ficha de su mascota. Pídele la comida, las medicinas, el veterinario y un contacto de emergencia.
        </p>
      )}

      <section aria-label="A quién llamar" className="grid gap-2 rounded-xl border p-4 text-sm print:break-inside-avoid">
        <h2 className="text-base font-semibold">A quién llamar</h2>
        <p>
          Dueño: {sheet.owner.name} · <PhoneLink e164={sheet.owner.whatsapp} />
        </p>
        <p>
          <TeamEmergencyLine team={team} /> Fuera de ese horario, llama primero al veterinario y a los contactos
          de emergencia.
        </p>
      </section>
    </main>
  );
}
