import type { PetFile } from "@/lib/bookings/pet-file/pet-file";
import { PET_TYPE_LABELS } from "@/lib/constants";
import { todayInElSalvador } from "@/lib/dates";
import { formatCalendarDay, formatDateTime } from "@/lib/format/dates";
import { formatWhatsapp } from "@/lib/site/whatsapp-number";

/** A phone number anyone can tap to call. */
export function PhoneLink({ e164 }: { e164: string }) {
  return (
    <a href={`tel:${e164}`} className="font-medium whitespace-nowrap text-primary underline underline-offset-4">
      {formatWhatsapp(e164)}
    </a>
  );
}

/** "Vacunas verificadas, vigentes hasta …", or what is missing. */
function vaccinesLine(pet: Pick<PetFile, "vaccinesVerifiedUntil">, today: string = todayInElSalvador()): string {
  if (!pet.vaccinesVerifiedUntil) return "Vacunas sin verificar todavía";
  const day = formatCalendarDay(pet.vaccinesVerifiedUntil);
  return pet.vaccinesVerifiedUntil < today ? `Vacunas vencidas desde el ${day}: pide la tarjeta al día` : `Vacunas verificadas, vigentes hasta el ${day}`;
}

/** "Autorizo gastos veterinarios hasta $N" with who typed it and when, or "call first". */
function spendingLine(pet: Pick<PetFile, "vetSpendCapUSD" | "consentName" | "consentAt">): string {
  if (pet.vetSpendCapUSD === 0 || !pet.consentName || !pet.consentAt) return "Sin gastos veterinarios autorizados: llama primero a los contactos de emergencia.";
  return `Autorizo gastos veterinarios hasta $${pet.vetSpendCapUSD}. — ${pet.consentName}, ${formatDateTime(pet.consentAt)}`;
}

/**
 * The pet's file as the owner, the sitter and the team read it (the emergency sheet prints it too): plain markup
 * that works without JavaScript and reads on a 320 px phone.
 */
export function PetFileDetails({ pet }: { pet: PetFile }) {
  const about = [PET_TYPE_LABELS[pet.species], pet.breed, pet.birthYear ? `nacido en ${pet.birthYear}` : null, pet.weightKg ? `${pet.weightKg} kg` : null].filter(Boolean).join(" · ");
  return (
    <div className="grid gap-4 text-sm">
      <div className="flex items-center gap-3">
        {pet.photoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- a private photo served through an access check, at its stored size
          <img src={pet.photoUrl} alt={`Foto de ${pet.name}`} width={96} height={96} className="size-24 shrink-0 rounded-lg border object-cover print:size-32" />
        )}
        <p>
          <span className="text-base font-semibold">{pet.name}</span> <span className="text-muted-foreground">{about}</span>
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Item term="Comida">{pet.food ?? "Sin indicaciones"}</Item>
        <Item term="Horarios de comida">{pet.feeding ?? "Sin indicaciones"}</Item>
        <Item term="Alergias">{pet.allergies ?? "Ninguna anotada"}</Item>
        <Item term="Comportamiento">{pet.behaviour ?? "Sin notas"}</Item>
      </dl>
      <section aria-label="Medicinas" className="grid gap-1">
        <h3 className="font-semibold">Medicinas</h3>
        {pet.medications.length === 0 ? (
          <p className="text-muted-foreground">No toma medicinas.</p>
        ) : (
          <ul className="grid gap-1">
            {pet.medications.map((medication, index) => (
              <li key={index} className="wrap-anywhere">
                <span className="font-medium">{medication.name}</span>: {medication.dose} a las {medication.times.join(", ")}
                {medication.notes ? ` (${medication.notes})` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Item term="Veterinario">
          {pet.vet.clinic} · <PhoneLink e164={pet.vet.phone} />
          {pet.vet.address ? <span className="block text-muted-foreground">{pet.vet.address}</span> : null}
        </Item>
        <Item term="Contactos de emergencia">
          <ul className="grid gap-1">
            {pet.emergencyContacts.map((contact, index) => (
              <li key={index}>
                {contact.name}
                {contact.relation ? ` (${contact.relation})` : ""} · <PhoneLink e164={contact.phone} />
              </li>
            ))}
          </ul>
        </Item>
        <Item term="Gastos veterinarios">{spendingLine(pet)}</Item>
        <Item term="Vacunas">{vaccinesLine(pet)}</Item>
      </dl>
    </div>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}
