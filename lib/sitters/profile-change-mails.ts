import { firstName } from "@/lib/format/text";
import { composeMail } from "@/lib/mail/compose";

/** The team's answer to a caregiver's change of their public profile. */
export const profileChangeMail = {
  approved: (caregiverName: string, portalUrl: string) =>
    composeMail("Publicamos los cambios de tu perfil", [`¡Hola, ${firstName(caregiverName)}!`, "Revisamos los cambios de tu perfil y ya están publicados.", portalUrl]),
  rejected: (caregiverName: string, reason: string, portalUrl: string) =>
    composeMail("Revisamos los cambios de tu perfil", [
      `¡Hola, ${firstName(caregiverName)}!`,
      `Esta vez no publicamos los cambios de tu perfil. Motivo: ${reason}`,
      "Puedes corregirlos y enviarlos de nuevo desde tu portal:",
      portalUrl,
    ]),
} as const;
