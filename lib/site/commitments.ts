// Compromisos Huellitas: what the owner, the sitter and the team each commit to, written once. The public page
// /compromisos shows it; the booking form, the confirmation e-mail and the portal link to it. There are no payments
// in the pilot: a commitment not kept is written on that person's record (a late cancellation, a no-show), never
// charged. The figures are the booking sheet's rules.

import { PREVIEW_PREFIX } from "@/lib/site/routing";

/** The page's path on the public site (SiteLink adds /preview while the site is gated). */
export const COMMITMENTS_PATH = "/compromisos";
/** The page from outside the public site (the portal): under /preview, which redirects to it once launched. */
export const COMMITMENTS_PREVIEW_PATH = `${PREVIEW_PREFIX}${COMMITMENTS_PATH}`;
export const COMMITMENTS_TITLE = "Compromisos Huellitas";

export type Commitment = { title: string; text: string };

export const COMMITMENTS_INTRO =
  "Una reserva es un acuerdo entre dos personas, y aquí está lo que cada una promete. Durante el piloto no hay pagos en línea: los compromisos se cumplen en el historial de cada uno en Huellitas, no con dinero.";

export const OWNER_COMMITMENTS: readonly Commitment[] = [
  {
    title: "Cancela con más de 72 horas de anticipación",
    text: "Puedes cancelar desde tu enlace. Si cancelas una reserva confirmada cuando faltan menos de 72 horas para el primer día, queda en tu historial como «cancelación tardía».",
  },
  {
    title: "Llega a la entrega",
    text: "Entrega a tu mascota el día y a la hora que acordaste con tu cuidador, con su comida, sus medicinas y su ficha al día. Si no llegas, queda en tu historial como «no se presentó».",
  },
  {
    title: "Recoge a tu mascota a tiempo",
    text: "El último día, recógela a la hora acordada. Si te vas a atrasar, avísale a tu cuidador antes.",
  },
  {
    title: "Cuéntanos los problemas dentro de 48 horas",
    text: "Si algo no salió bien, cuéntanoslo desde tu enlace a más tardar 48 horas después de que termine el cuidado, para que lo revisemos con los dos.",
  },
];

export const SITTER_COMMITMENTS: readonly Commitment[] = [
  {
    title: "Cancela con al menos 7 días de anticipación",
    text: "Si no puedes cumplir una reserva confirmada, cancela a más tardar 7 días antes del primer día, o 14 en temporada alta: del 15 de diciembre al 10 de enero, Semana Santa y del 1 al 15 de agosto. Con menos tiempo es una «cancelación tardía»: queda en tu historial, la revisa el equipo y le ofrecemos al dueño tu Plan B.",
  },
  {
    title: "Dos cancelaciones tardías pausan tu perfil",
    text: "Si tienes una segunda cancelación tardía en 90 días, pausamos tu perfil hasta que el equipo la revise contigo.",
  },
  {
    title: "Registra la entrega y la recogida",
    text: "Marca en tu portal cuándo recibes a la mascota y cuándo la devuelves: así los dos saben con quién estaba en cada momento.",
  },
  {
    title: "Envía el parte de cada día",
    text: "Cada día del cuidado, cuéntale al dueño cómo comió, paseó y durmió su mascota, con fotos, desde tu portal.",
  },
  {
    title: "Llega siempre",
    text: "Si no llegas a una reserva confirmada, queda en tu historial como «no se presentó», y le ofrecemos al dueño otro cuidador.",
  },
];

export const TEAM_COMMITMENTS: readonly Commitment[] = [
  {
    title: "Respondemos cada problema",
    text: "Leemos cada problema que nos cuentan y les respondemos a los dos, al dueño y al cuidador, con lo que decidimos.",
  },
  {
    title: "48 horas para contarlo",
    text: "Un problema se puede reportar desde que la reserva está confirmada hasta 48 horas después del último día del cuidado (hora de El Salvador).",
  },
  {
    title: "En el historial, no en dinero",
    text: "No cobramos multas ni retenemos pagos: una cancelación tardía o un «no se presentó» queda escrito en el historial de quien no cumplió, y el equipo lo tiene en cuenta.",
  },
];
