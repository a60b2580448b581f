import { teamWhatsappNumber } from "@/lib/site/whatsapp";

/**
 * The pilot notice of SPEC §1, on every public page: availability is confirmed by a person (the sitter from their
 * portal, or the team after asking them), never automatically.
 */
export function PilotBanner() {
  // Only with the team's WhatsApp line set does the banner promise it (copy follows the settings).
  const along = teamWhatsappNumber() ? "por WhatsApp" : "en cada paso";
  return (
    <div className="bg-secondary px-4 py-2 text-center text-sm text-secondary-foreground" role="note">
      Estamos en piloto en El Salvador: cada cuidador confirma su disponibilidad manualmente, y nuestro equipo te acompaña {along}.
    </div>
  );
}
