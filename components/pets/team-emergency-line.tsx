import { PhoneLink } from "@/components/pets/pet-file-details";
import { BRAND } from "@/lib/site/brand";
import type { TeamContact } from "@/lib/site/team-contact";

/**
 * The team's line for an urgency: the emergency phone when EMERGENCY_PHONE is set; otherwise how to write to the
 * team (WhatsApp or e-mail), never called an emergency line. With the team's hours either way.
 */
export function TeamEmergencyLine({ team }: { team: TeamContact }) {
  if (team.emergencyPhone) {
    return (
      <>
        Línea de emergencia del equipo {BRAND}: <PhoneLink e164={team.emergencyPhone} /> · {team.hours}.
      </>
    );
  }
  return (
    <>
      ¿Una urgencia? Escríbele al equipo {BRAND}{" "}
      {team.whatsapp ? (
        <>
          por WhatsApp al <PhoneLink e164={team.whatsapp} />
        </>
      ) : (
        <>
          a{" "}
          <a href={`mailto:${team.email}`} className="font-medium text-primary underline underline-offset-4">
            {team.email}
          </a>
        </>
      )}{" "}
      · {team.hours}.
    </>
  );
}
