"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import type { PetFile } from "@/lib/bookings/intake/pet-file";
import { PET_FILE_LIMITS } from "@/lib/bookings/intake/pet-file-schema";
import { errorMessage, ApiError } from "@/lib/client/api";
import { savePetFile } from "@/lib/client/tracking-api";
import { typedNumber } from "@/lib/forms/typed-number";

// The owner fills the pet's file with native controls (no form library: this page loads on prepaid phones);
// the server checks everything with the shared schema and names the field it refuses.

type Medication = { name: string; dose: string; times: string; notes: string };
type Contact = { name: string; phone: string; relation: string };

const blankMedication: Medication = { name: "", dose: "", times: "", notes: "" };
const blankContact: Contact = { name: "", phone: "", relation: "" };
const inputClass = "h-11 w-full rounded-md border bg-background px-3 text-base";

/** What the form sends: PUT /api/bookings/{token}/pet's JSON. */
function petBody(data: FormData, medications: Medication[], contacts: Contact[]) {
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    name: text("name"),
    species: text("species"),
    breed: text("breed"),
    birthYear: typedNumber(data.get("birthYear")),
    weightKg: typedNumber(data.get("weightKg")),
    food: text("food"),
    feeding: text("feeding"),
    medications: medications.map((medication) => ({ ...medication, times: medication.times.split(/\s*(?:[,;]|\sy\s)\s*/).map((time) => time.trim()).filter(Boolean) })),
    allergies: text("allergies"),
    behaviour: text("behaviour"),
    vet: { clinic: text("vetClinic"), phone: text("vetPhone"), address: text("vetAddress") },
    emergencyContacts: contacts,
    vetSpendCapUSD: typedNumber(data.get("vetSpendCapUSD")) ?? 0,
    consentName: text("consentName"),
  };
}

export function PetFileForm({ token, pet, onDone }: { token: string; pet: PetFile | null; onDone?: () => void }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [medications, setMedications] = useState<Medication[]>(
    pet?.medications.map((medication) => ({ ...medication, times: medication.times.join(", "), notes: medication.notes ?? "" })) ?? [],
  );
  const [contacts, setContacts] = useState<Contact[]>(pet?.emergencyContacts.map((contact) => ({ ...contact, relation: contact.relation ?? "" })) ?? [blankContact]);
  const [spendCap, setSpendCap] = useState(String(pet?.vetSpendCapUSD ?? 0));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hydrated = useHydrated();

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      await savePetFile(token, petBody(new FormData(event.currentTarget), medications, contacts));
      onDone?.();
      router.refresh();
    } catch (error) {
      setFailure(errorMessage(error, "No pudimos guardar la ficha. Intenta de nuevo."));
      const field = error instanceof ApiError ? error.field : undefined;
      if (field) form.current?.querySelector<HTMLElement>(`[data-field="${field}"] input, [data-field="${field}"] textarea, [data-field="${field}"]`)?.focus();
    } finally {
      setPending(false);
    }
  }

  const editMedication = (index: number, key: keyof Medication, value: string) =>
    setMedications((list) => list.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  const editContact = (index: number, key: keyof Contact, value: string) => setContacts((list) => list.map((item, i) => (i === index ? { ...item, [key]: value } : item)));

  return (
    <form ref={form} onSubmit={send} className="grid gap-5" aria-label="Ficha de tu mascota">
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Tu mascota</legend>
        <Field label="Nombre" field="name">
          <input name="name" required maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.name ?? ""} className={inputClass} autoComplete="off" />
        </Field>
        <div role="radiogroup" aria-label="Especie" data-field="species" className="flex gap-4">
          {(["DOG", "CAT"] as const).map((species) => (
            <label key={species} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="species" value={species} required defaultChecked={(pet?.species ?? "DOG") === species} className="size-5" />
              {species === "DOG" ? "Perro" : "Gato"}
            </label>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Raza (opcional)" field="breed">
            <input name="breed" maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.breed ?? ""} className={inputClass} />
          </Field>
          <Field label="Año de nacimiento (opcional)" field="birthYear">
            <input name="birthYear" inputMode="numeric" pattern="\d{4}" defaultValue={pet?.birthYear ?? ""} className={inputClass} />
          </Field>
          <Field label="Peso en kg (opcional)" field="weightKg">
            <input name="weightKg" inputMode="decimal" defaultValue={pet?.weightKg ?? ""} className={inputClass} />
          </Field>
        </div>
        <Field label="Comida (opcional)" field="food">
          <textarea name="food" rows={2} maxLength={PET_FILE_LIMITS.text} defaultValue={pet?.food ?? ""} className="w-full rounded-md border bg-background p-3 text-base" />
        </Field>
        <Field label="Horarios y cantidades (opcional)" field="feeding">
          <textarea name="feeding" rows={2} maxLength={PET_FILE_LIMITS.text} defaultValue={pet?.feeding ?? ""} className="w-full rounded-md border bg-background p-3 text-base" />
        </Field>
        <Field label="Alergias (opcional)" field="allergies">
          <textarea name="allergies" rows={2} maxLength={PET_FILE_LIMITS.text} defaultValue={pet?.allergies ?? ""} className="w-full rounded-md border bg-background p-3 text-base" />
        </Field>
        <Field label="Comportamiento: miedos, manías, cómo se lleva con otros (opcional)" field="behaviour">
          <textarea name="behaviour" rows={3} maxLength={1000} defaultValue={pet?.behaviour ?? ""} className="w-full rounded-md border bg-background p-3 text-base" />
        </Field>
      </fieldset>

      <fieldset className="grid gap-3" data-field="medications">
        <legend className="mb-2 font-semibold">Medicinas</legend>
        {medications.length === 0 && <p className="text-sm text-muted-foreground">Sin medicinas. Si toma alguna, agrégala con su dosis y sus horas.</p>}
        {medications.map((medication, index) => (
          <div key={index} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-2">
            <Field label={`Medicina ${index + 1}`} field="medications">
              <input value={medication.name} onChange={(event) => editMedication(index, "name", event.target.value)} required maxLength={PET_FILE_LIMITS.name} className={inputClass} />
            </Field>
            <Field label="Dosis" field="medications">
              <input value={medication.dose} onChange={(event) => editMedication(index, "dose", event.target.value)} required maxLength={PET_FILE_LIMITS.name} className={inputClass} />
            </Field>
            <Field label="Horas (HH:MM, separadas por coma)" field="medications">
              <input value={medication.times} onChange={(event) => editMedication(index, "times", event.target.value)} required placeholder="08:00, 20:00" className={inputClass} />
            </Field>
            <Field label="Notas (opcional)" field="medications">
              <input value={medication.notes} onChange={(event) => editMedication(index, "notes", event.target.value)} maxLength={PET_FILE_LIMITS.text} className={inputClass} />
            </Field>
            <Button type="button" variant="outline" className="w-fit" onClick={() => setMedications((list) => list.filter((_, i) => i !== index))}>
              Quitar medicina {index + 1}
            </Button>
          </div>
        ))}
        {medications.length < PET_FILE_LIMITS.medications && (
          <Button type="button" variant="outline" className="w-fit" onClick={() => setMedications((list) => [...list, blankMedication])}>
            Agregar medicina
          </Button>
        )}
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2" data-field="vet">
        <legend className="mb-2 font-semibold">Veterinario</legend>
        <Field label="Clínica" field="vet">
          <input name="vetClinic" required maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.vet.clinic ?? ""} className={inputClass} />
        </Field>
        <Field label="Teléfono de la clínica" field="vet">
          <input name="vetPhone" type="tel" required autoComplete="off" defaultValue={pet?.vet.phone ?? ""} className={inputClass} />
        </Field>
        <Field label="Dirección (opcional)" field="vet">
          <input name="vetAddress" maxLength={PET_FILE_LIMITS.text} defaultValue={pet?.vet.address ?? ""} className={inputClass} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-3" data-field="emergencyContacts">
        <legend className="mb-2 font-semibold">Contactos de emergencia (uno o dos)</legend>
        {contacts.map((contact, index) => (
          <div key={index} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-3">
            <Field label={`Contacto ${index + 1}: nombre`} field="emergencyContacts">
              <input value={contact.name} onChange={(event) => editContact(index, "name", event.target.value)} required maxLength={PET_FILE_LIMITS.name} className={inputClass} />
            </Field>
            <Field label="Teléfono" field="emergencyContacts">
              <input type="tel" value={contact.phone} onChange={(event) => editContact(index, "phone", event.target.value)} required className={inputClass} />
            </Field>
            <Field label="Relación (opcional)" field="emergencyContacts">
              <input value={contact.relation} onChange={(event) => editContact(index, "relation", event.target.value)} maxLength={PET_FILE_LIMITS.name} className={inputClass} />
            </Field>
            {contacts.length > 1 && (
              <Button type="button" variant="outline" className="w-fit" onClick={() => setContacts((list) => list.filter((_, i) => i !== index))}>
                Quitar contacto {index + 1}
              </Button>
            )}
          </div>
        ))}
        {contacts.length < PET_FILE_LIMITS.contacts && (
          <Button type="button" variant="outline" className="w-fit" onClick={() => setContacts((list) => [...list, blankContact])}>
            Agregar otro contacto
          </Button>
        )}
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-semibold">Gastos veterinarios en una emergencia</legend>
        <Field label="¿Hasta cuánto puede gastar el cuidador sin consultarte? (USD; 0 = que te llame primero)" field="vetSpendCapUSD">
          <input
            name="vetSpendCapUSD"
            inputMode="numeric"
            pattern="\d{1,4}"
            required
            value={spendCap}
            onChange={(event) => setSpendCap(event.target.value)}
            className={`${inputClass} max-w-40`}
          />
        </Field>
        {Number(spendCap) > 0 && (
          <Field label={`Escribe tu nombre completo para autorizar gastos hasta $${spendCap}`} field="consentName">
            <input name="consentName" required maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.consentName ?? ""} autoComplete="name" className={inputClass} />
          </Field>
        )}
      </fieldset>

      {failure && <FormAlert>{failure}</FormAlert>}
      <Button type="submit" size="lg" className="w-fit" disabled={pending || !hydrated}>
        {pending ? "Guardando..." : "Guardar ficha"}
      </Button>
    </form>
  );
}

function Field({ label, field, children }: { label: string; field: string; children: React.ReactElement }) {
  return (
    <label className="grid gap-1 text-sm" data-field={field}>
      <span className="font-medium">{label}</span>
      {children}
    </label>
  );
}
