/** The pilot notice of SPEC §1, on every public page. */
export function PilotBanner() {
  return (
    <div className="bg-secondary px-4 py-2 text-center text-sm text-secondary-foreground" role="note">
      Estamos en piloto en El Salvador: confirmamos la disponibilidad de cada cuidador manualmente por WhatsApp.
    </div>
  );
}
