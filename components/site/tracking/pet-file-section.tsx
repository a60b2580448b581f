"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FileInput } from "@/components/forms/file-input";
import { FormAlert } from "@/components/forms/form-alert";
import type { PetFile } from "@/lib/bookings/pet-file/pet-file";
import { errorMessage } from "@/lib/client/api";
import { uploadPetPhoto, uploadVaccineCard } from "@/lib/client/tracking-api";
import { UPLOAD_ACCEPT } from "@/lib/files/upload-rules";
import { todayInElSalvador } from "@/lib/dates";
import { formatCalendarDay } from "@/lib/format/dates";
import { LazyPetFileForm } from "./lazy-forms";
import { PlainButton } from "@/components/forms/plain-controls";

/**
 * "Ficha de tu mascota" on the tracking page: what the owner saved, a way to change it while allowed, and the vaccination
 * card. `details` is the saved file as the server drew it (components/pets/pet-file-details.tsx), so the browser does not
 * load the code that lays it out.
 */
export function PetFileSection({ token, pet, editable, details }: { token: string; pet: PetFile | null; editable: boolean; details: React.ReactNode }) {
  const [editing, setEditing] = useState(false);
  if (!pet && !editable) return null;
  return (
    <section aria-labelledby="ficha-titulo" className="grid gap-4 rounded-xl border bg-card p-5">
      <h2 id="ficha-titulo" className="text-lg font-semibold">
        Ficha de tu mascota
      </h2>
      {!pet || editing ? (
        <>
          <p className="text-sm text-muted-foreground">
            Lo que tu cuidador necesita para cuidarla y para actuar en una emergencia. La ve solo tu cuidador, cuando la reserva está confirmada, y nuestro equipo.
          </p>
          <LazyPetFileForm token={token} pet={pet} onDone={() => setEditing(false)} />
        </>
      ) : (
        <>
          {details}
          {editable && (
            <PlainButton type="button" variant="outline" className="w-fit" onClick={() => setEditing(true)}>
              Editar ficha
            </PlainButton>
          )}
          {editable && <PetPhotoUpload token={token} hasPhoto={pet.photoUrl !== null} />}
          <VaccineCards token={token} pet={pet} editable={editable} />
        </>
      )}
    </section>
  );
}

/** A form that sends a file to the owner's link and shows the answer: the pet's photo, or a vaccination card. */
function useUpload(send: (form: FormData) => Promise<unknown>, failed: string) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    // Said in Spanish here: the browser's own "select a file" bubble speaks the browser's language.
    const file = data.get("file");
    if (!(file instanceof File) || file.size === 0) return setFailure("Elige un archivo primero.");
    setPending(true);
    setFailure(null);
    try {
      await send(data);
      formElement.reset();
      router.refresh();
    } catch (error) {
      setFailure(errorMessage(error, failed));
    } finally {
      setPending(false);
    }
  }
  return { pending, ready: hydrated, failure, submit };
}

function PetPhotoUpload({ token, hasPhoto }: { token: string; hasPhoto: boolean }) {
  const { pending, ready, failure, submit } = useUpload((form) => uploadPetPhoto(token, form), "No pudimos subir la foto. Intenta de nuevo.");
  return (
    <form noValidate onSubmit={submit} className="grid gap-2 border-t pt-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <FileInput
        label={hasPhoto ? "Cambiar la foto de tu mascota" : "Foto de tu mascota (sale en la hoja de emergencia)"}
        name="file"
        accept="image/jpeg,image/png,image/webp"
        required
      />
      <PlainButton type="submit" variant="outline" disabled={pending || !ready}>
        {pending ? "Subiendo..." : "Subir foto"}
      </PlainButton>
      {failure && <FormAlert className="sm:col-span-2">{failure}</FormAlert>}
    </form>
  );
}

function VaccineCards({ token, pet, editable }: { token: string; pet: PetFile; editable: boolean }) {
  const { pending, ready, failure, submit } = useUpload((form) => uploadVaccineCard(token, form), "No pudimos subir la tarjeta. Intenta de nuevo.");
  const cards = pet.vaccineCards ?? [];

  return (
    <div className="grid gap-3 border-t pt-4">
      <h3 className="font-semibold">Tarjeta de vacunas</h3>
      {cards.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {cards.map((card) => (
            <li key={card.id}>
              {card.fileName} · vigente hasta el {formatCalendarDay(card.expiresOn)} · {card.verified ? "verificada por el equipo" : "en revisión"}
              {card.fileDeleted && " · archivo eliminado"}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <FileInput label="Foto o PDF de la tarjeta (hasta 10 MB)" name="file" accept={UPLOAD_ACCEPT} required />
          <label className="grid gap-1 text-sm">
            <span className="font-medium">Vigente hasta</span>
            <input type="date" name="expiresOn" required min={todayInElSalvador()} className="h-11 rounded-md border bg-background px-3" />
          </label>
          <PlainButton type="submit" variant="outline" disabled={pending || !ready}>
            {pending ? "Subiendo..." : "Subir tarjeta"}
          </PlainButton>
        </form>
      )}
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
