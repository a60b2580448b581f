import type { DocumentKind } from "@/lib/generated/prisma/enums";
import { firstName } from "@/lib/format/text";
import { composeMail } from "@/lib/mail/compose";
import { teamChannelText } from "@/lib/site/team-contact";

// The e-mails about a caregiver's own checks, in Spanish and tú.

/** Each check as a sentence names it ("tu constancia de antecedentes penales"). */
const YOUR_CHECK: Record<DocumentKind, string> = {
  DUI: "tu DUI",
  PROOF_OF_ADDRESS: "tu comprobante de domicilio",
  CRIMINAL_RECORD: "tu constancia de antecedentes penales",
  POLICE_CLEARANCE: "tu solvencia de la PNC",
  CERTIFICATE: "tu certificación",
  OTHER: "tu documento",
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A check about to lapse: the caregiver renews it, the team knows. */
export const checkMail = {
  expiring: (caregiverName: string, kind: DocumentKind, expiresOn: string, portalUrl: string) =>
    composeMail(`${capitalize(YOUR_CHECK[kind])} vence el ${expiresOn}`, [
      `¡Hola, ${firstName(caregiverName)}!`,
      `${capitalize(YOUR_CHECK[kind])} vence el ${expiresOn}. Para que tu perfil la siga mostrando como vigente, sube una nueva desde tu portal y el equipo la verifica:`,
      portalUrl,
    ]),
  teamExpiring: (caregiverName: string, check: string, expiresOn: string, adminUrl: string) =>
    composeMail(`${check} de ${caregiverName} vence el ${expiresOn}`, [
      `${check} de ${caregiverName} vence el ${expiresOn}. Le avisamos por correo para que suba uno nuevo.`,
      adminUrl,
    ]),
} as const;

/** The caregiver's interview with the team: when it is set, moved to another time, or taken off the calendar. */
export const interviewMail = {
  scheduled: (caregiverName: string, when: string, portalUrl: string) =>
    composeMail(`Tu entrevista con el equipo: ${when}`, [
      `¡Hola, ${firstName(caregiverName)}!`,
      `Programamos tu entrevista con el equipo para el ${when} (hora de El Salvador). Te escribimos por WhatsApp para coordinar los detalles.`,
      "Tu solicitud sigue en tu portal:",
      portalUrl,
    ]),
  moved: (caregiverName: string, when: string, before: string, portalUrl: string) =>
    composeMail(`Cambiamos tu entrevista: ahora es el ${when}`, [
      `¡Hola, ${firstName(caregiverName)}!`,
      `Tu entrevista con el equipo ya no es el ${before}: ahora es el ${when} (hora de El Salvador). Si no puedes a esa hora, escríbenos ${teamChannelText()}.`,
      portalUrl,
    ]),
  cleared: (caregiverName: string, before: string, portalUrl: string) =>
    composeMail("Tu entrevista quedó sin fecha", [
      `¡Hola, ${firstName(caregiverName)}!`,
      `Quitamos la fecha de tu entrevista (era el ${before}). Te escribiremos para acordar una nueva.`,
      portalUrl,
    ]),
} as const;

/**
 * The new caregiver's access to the portal, sent when the team offers it from the temporary-password dialog: the
 * address and their user (the e-mail), never the password — that goes by another channel.
 */
export const accessMail = (caregiverName: string, email: string, portalUrl: string) =>
  composeMail("Tu acceso al portal de cuidadores", [
    `¡Hola, ${firstName(caregiverName)}!`,
    "El equipo creó tu cuenta en el portal de cuidadores. Ahí sigues tu solicitud, subes tus documentos y respondes las solicitudes de reserva.",
    `Entra en ${portalUrl} con tu correo (${email}) y la contraseña temporal que te dio el equipo. Por seguridad, la contraseña nunca va por correo: al entrar por primera vez eliges la tuya.`,
  ]);
