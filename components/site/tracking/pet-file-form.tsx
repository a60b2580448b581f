"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FieldError } from "@/components/forms/field-error";
import { FieldShell } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import type { PetFile } from "@/lib/bookings/pet-file/pet-file";
import { PET_FILE_LIMITS, petFileSchema } from "@/lib/bookings/pet-file/pet-file-schema";
import { errorMessage, ApiError } from "@/lib/client/api";
import { savePetFile } from "@/lib/client/tracking-api";
import { typedNumber } from "@/lib/forms/typed-number";
import { PlainButton } from "@/components/forms/plain-controls";

// The owner fills the pet's file with native controls (no form library: this page loads on prepaid phones). The
// shared schema checks it in the browser first, so each message shows under its own field (a medicine's hours
// under its hours); the server checks it again and names the field it refuses.

type Medication = { name: string; dose: string; times: string; notes: string };
type Contact = { name: string; phone: string; relation: string };

const blankMedication: Medication = { name: "", dose: "", times: "", notes: "" };
const blankContact: Contact = { name: "", phone: "", relation: "" };
const inputClass = "h-11 w-full min-w-0 rounded-md border bg-background px-3 text-base";
const textareaClass = "w-full min-w-0 rounded-md border bg-background p-3 text-base";

/** Messages by the field they belong to: "name", "vet.phone", "medications.1.times", or a list's own ("medications"). */
type Errors = Partial<Record<string, string>>;

/** Where an issue shows: its path down to the control (a medicine's hour "medications.0.times.1" is its hours' field). */
function errorKey(path: readonly PropertyKey[]): string {
  return path
    .slice(0, path[0] === "vet" ? 2 : 3)
    .map(String)
    .join(".");
}

/** Each field's first message. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[errorKey(issue.path)] ??= issue.message;
  return errors;
}

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
  const [errors, setErrors] = useState<Errors>({});
  // Each refused attempt moves the focus to the first field in trouble: its label and message are read out.
  const [refusals, setRefusals] = useState(0);
  const hydrated = useHydrated();
  const formId = useId();
  const idOf = (key: string) => `${formId}-${key.replaceAll(".", "-")}`;
  /** A field's id and message, for FieldShell. */
  const at = (key: string) => ({ id: idOf(key), error: errors[key] });
  /** A group (a list, the vet, the species) whose own message is read with it; a message in it focuses its first field. */
  const group = (key: string) => ({ "data-error-key": key, ...(errors[key] ? { "data-invalid": true, "aria-describedby": `${idOf(key)}-error` } : {}) });
  const groupMessage = (key: string) => <FieldError id={`${idOf(key)}-error`} message={errors[key]} />;

  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] textarea')?.focus();
  }, [refusals]);

  function refuse(found: Errors) {
    setErrors(found);
    setRefusals((count) => count + 1);
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const body = petBody(new FormData(event.currentTarget), medications, contacts);
    const checked = petFileSchema.safeParse(body);
    if (!checked.success) return refuse(errorsOf(checked.error.issues));
    setErrors({});
    setPending(true);
    try {
      await savePetFile(token, body);
      onDone?.();
      router.refresh();
    } catch (error) {
      const message = errorMessage(error, "No pudimos guardar la ficha. Intenta de nuevo.");
      const field = error instanceof ApiError ? error.field : undefined;
      if (field) refuse({ [field]: message });
      else setFailure(message);
    } finally {
      setPending(false);
    }
  }

  /** Typing in a field takes its message away (the next save checks it again). */
  function forget(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLElement;
    const mine = (key: string) => target.id === idOf(key) || target.closest(`[data-error-key="${key}"]`) !== null;
    if (Object.keys(errors).some((key) => errors[key] && mine(key))) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !mine(key))));
  }


  const editMedication = (index: number, key: keyof Medication, value: string) =>
    setMedications((list) => list.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  const editContact = (index: number, key: keyof Contact, value: string) => setContacts((list) => list.map((item, i) => (i === index ? { ...item, [key]: value } : item)));
  // A row taken out shifts the rows after it: the list's messages go (the next save checks it again).
  const forgetList = (list: string) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key.split(".")[0] !== list)));
  const removeMedication = (index: number) => {
    setMedications((list) => list.filter((_, i) => i !== index));
    forgetList("medications");
  };
  const removeContact = (index: number) => {
    setContacts((list) => list.filter((_, i) => i !== index));
    forgetList("emergencyContacts");
  };

  return (
    <form ref={form} noValidate onSubmit={send} onInput={forget} className="grid min-w-0 gap-5" aria-label="Ficha de tu mascota">
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 font-semibold">Tu mascota</legend>
        <FieldShell label="Nombre" {...at("name")}>
          {(control) => <input {...control} name="name" required maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.name ?? ""} className={inputClass} autoComplete="off" />}
        </FieldShell>
        <div role="radiogroup" aria-label="Especie" {...group("species")} className="grid gap-1">
          <div className="flex flex-wrap gap-x-4">
            {(["DOG", "CAT"] as const).map((species) => (
              <label key={species} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="species" value={species} required defaultChecked={(pet?.species ?? "DOG") === species} className="size-5" />
                {species === "DOG" ? "Perro" : "Gato"}
              </label>
            ))}
          </div>
          {groupMessage("species")}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <FieldShell label="Raza (opcional)" {...at("breed")}>
            {(control) => <input {...control} name="breed" maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.breed ?? ""} className={inputClass} />}
          </FieldShell>
          <FieldShell label="Año de nacimiento (opcional)" {...at("birthYear")}>
            {(control) => <input {...control} name="birthYear" inputMode="numeric" defaultValue={pet?.birthYear ?? ""} className={inputClass} />}
          </FieldShell>
          <FieldShell label="Peso en kg (opcional)" {...at("weightKg")}>
            {(control) => <input {...control} name="weightKg" inputMode="decimal" defaultValue={pet?.weightKg ?? ""} className={inputClass} />}
          </FieldShell>
        </div>
        {(
          [
            ["food", "Comida (opcional)", 2, PET_FILE_LIMITS.text, pet?.food],
            ["feeding", "Horarios y cantidades (opcional)", 2, PET_FILE_LIMITS.text, pet?.feeding],
            ["allergies", "Alergias (opcional)", 2, PET_FILE_LIMITS.text, pet?.allergies],
            ["behaviour", "Comportamiento: miedos, manías, cómo se lleva con otros (opcional)", 3, 1000, pet?.behaviour],
          ] as const
        ).map(([name, label, rows, maxLength, value]) => (
          <FieldShell key={name} label={label} {...at(name)}>
            {(control) => <textarea {...control} name={name} rows={rows} maxLength={maxLength} defaultValue={value ?? ""} className={textareaClass} />}
          </FieldShell>
        ))}
      </fieldset>

      <fieldset className="grid min-w-0 gap-3" {...group("medications")}>
        <legend className="mb-2 font-semibold">Medicinas</legend>
        {medications.length === 0 && <p className="text-sm text-muted-foreground">Sin medicinas. Si toma alguna, agrégala con su dosis y sus horas.</p>}
        {medications.map((medication, index) => (
          <div key={index} className="grid min-w-0 gap-3 rounded-lg border p-3 sm:grid-cols-2">
            {(
              [
                ["name", `Medicina ${index + 1}`, { required: true, maxLength: PET_FILE_LIMITS.name }],
                ["dose", "Dosis", { required: true, maxLength: PET_FILE_LIMITS.name }],
                ["times", "Horas (HH:MM, separadas por coma)", { required: true, placeholder: "08:00, 20:00" }],
                ["notes", "Notas (opcional)", { maxLength: PET_FILE_LIMITS.text }],
              ] as const
            ).map(([key, label, rules]) => (
              <FieldShell key={key} label={label} {...at(`medications.${index}.${key}`)}>
                {(control) => <input {...control} {...rules} value={medication[key]} onChange={(event) => editMedication(index, key, event.target.value)} className={inputClass} />}
              </FieldShell>
            ))}
            <PlainButton type="button" variant="outline" className="w-fit" onClick={() => removeMedication(index)}>
              Quitar medicina {index + 1}
            </PlainButton>
          </div>
        ))}
        {groupMessage("medications")}
        {medications.length < PET_FILE_LIMITS.medications && (
          <PlainButton type="button" variant="outline" className="w-fit" onClick={() => setMedications((list) => [...list, blankMedication])}>
            Agregar medicina
          </PlainButton>
        )}
      </fieldset>

      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2" {...group("vet")}>
        <legend className="mb-2 font-semibold">Veterinario</legend>
        <FieldShell label="Clínica" {...at("vet.clinic")}>
          {(control) => <input {...control} name="vetClinic" required maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.vet.clinic ?? ""} className={inputClass} />}
        </FieldShell>
        <FieldShell label="Teléfono de la clínica" {...at("vet.phone")}>
          {(control) => <input {...control} name="vetPhone" type="tel" required autoComplete="off" defaultValue={pet?.vet.phone ?? ""} className={inputClass} />}
        </FieldShell>
        <FieldShell label="Dirección (opcional)" {...at("vet.address")}>
          {(control) => <input {...control} name="vetAddress" maxLength={PET_FILE_LIMITS.text} defaultValue={pet?.vet.address ?? ""} className={inputClass} />}
        </FieldShell>
        {groupMessage("vet")}
      </fieldset>

      <fieldset className="grid min-w-0 gap-3" {...group("emergencyContacts")}>
        <legend className="mb-2 font-semibold">Contactos de emergencia (uno o dos)</legend>
        {contacts.map((contact, index) => (
          <div key={index} className="grid min-w-0 gap-3 rounded-lg border p-3 sm:grid-cols-3">
            {(
              [
                ["name", `Contacto ${index + 1}: nombre`, { required: true, maxLength: PET_FILE_LIMITS.name }],
                ["phone", "Teléfono", { required: true, type: "tel" }],
                ["relation", "Relación (opcional)", { maxLength: PET_FILE_LIMITS.name }],
              ] as const
            ).map(([key, label, rules]) => (
              <FieldShell key={key} label={label} {...at(`emergencyContacts.${index}.${key}`)}>
                {(control) => <input {...control} {...rules} value={contact[key]} onChange={(event) => editContact(index, key, event.target.value)} className={inputClass} />}
              </FieldShell>
            ))}
            {contacts.length > 1 && (
              <PlainButton type="button" variant="outline" className="w-fit" onClick={() => removeContact(index)}>
                Quitar contacto {index + 1}
              </PlainButton>
            )}
          </div>
        ))}
        {groupMessage("emergencyContacts")}
        {contacts.length < PET_FILE_LIMITS.contacts && (
          <PlainButton type="button" variant="outline" className="w-fit" onClick={() => setContacts((list) => [...list, blankContact])}>
            Agregar otro contacto
          </PlainButton>
        )}
      </fieldset>

      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 font-semibold">Gastos veterinarios en una emergencia</legend>
        <FieldShell label="¿Hasta cuánto puede gastar el cuidador sin consultarte? (USD; 0 = que te llame primero)" {...at("vetSpendCapUSD")}>
          {(control) => (
            <input
              {...control}
              name="vetSpendCapUSD"
              inputMode="numeric"
              required
              value={spendCap}
              onChange={(event) => setSpendCap(event.target.value)}
              className={`${inputClass} max-w-40`}
            />
          )}
        </FieldShell>
        {Number(spendCap) > 0 && (
          <FieldShell
            label={`Escribe tu nombre completo para autorizar gastos hasta $${spendCap}`}
            hint="Con tu nombre, el cuidador puede pagar una emergencia hasta ese monto sin esperar a que contestes."
            {...at("consentName")}
          >
            {(control) => <input {...control} name="consentName" required maxLength={PET_FILE_LIMITS.name} defaultValue={pet?.consentName ?? ""} autoComplete="name" className={inputClass} />}
          </FieldShell>
        )}
      </fieldset>

      {failure && <FormAlert>{failure}</FormAlert>}
      <PlainButton type="submit" size="lg" className="w-fit" disabled={pending || !hydrated}>
        {pending ? "Guardando..." : "Guardar ficha"}
      </PlainButton>
    </form>
  );
}
