import type { PortalRequest } from "@/lib/client/portal-api";
import { formatCount } from "@/lib/format/text";

/**
 * What the family's earlier stays left, shown on its request before the sitter answers: completed stays, late
 * cancellations and no-shows, the sitters' rating, and the notes sitters wrote about its pets.
 */
export function RequestFamily({ booking }: { booking: Pick<PortalRequest, "family" | "petNotes"> }) {
  const { family, petNotes } = booking;
  return (
    <div className="grid gap-1 rounded-md bg-muted/50 p-2">
      <p className="font-medium">La familia en Huellitas</p>
      {family.stays === 0 && family.ratingCount === 0 && family.lateCancellations === 0 && family.noShows === 0 ? (
        <p className="text-muted-foreground">Es su primera solicitud: todavía no tiene historial.</p>
      ) : (
        <ul className="text-muted-foreground">
          <li>{family.stays === 1 ? "1 servicio completado" : `${formatCount(family.stays)} servicios completados`}</li>
          <li>{family.rating === null ? "Sin valoraciones de cuidadores" : `Valoración de cuidadores: ${family.rating.toFixed(1)} de 5 (${family.ratingCount === 1 ? "1 valoración" : `${family.ratingCount} valoraciones`})`}</li>
          <li>{family.lateCancellations === 1 ? "1 cancelación tardía" : `${family.lateCancellations} cancelaciones tardías`}</li>
          <li>{family.noShows === 1 ? "1 vez no se presentó" : `${family.noShows} veces no se presentó`}</li>
        </ul>
      )}
      {petNotes.length > 0 && (
        <div className="grid gap-1">
          <p className="font-medium">Lo que otros cuidadores anotaron de sus mascotas</p>
          <ul className="grid gap-1">
            {petNotes.map((note) => (
              <li key={note.at} className="whitespace-pre-line">
                {note.petName && <span className="font-medium">{note.petName}: </span>}
                {note.note}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
