/**
 * The pilot notice of SPEC §1, on every public page: availability is confirmed by a person (the sitter from their
 * portal, or the team after asking them), never automatically.
 */
export function PilotBanner() {
  return (
    <div className="bg-secondary px-4 py-2 text-center text-sm text-secondary-foreground" role="note">
      Estamos en piloto en El Salvador: cada cuidador confirma su disponibilidad manualmente, y nuestro equipo te acompaña por WhatsApp.
    </div>
  );
}
