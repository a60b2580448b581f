// Questions and answers of /faq (six, SPEC §2) and of /unete. Facts from SPEC: earnings, applicants 18+ in El Salvador.

export type FaqItem = { id: string; question: string; answer: string };

const ITEMS = {
  reservar: {
    id: "como-reservo",
    question: "¿Cómo reservo un cuidador?",
    answer:
      "Busca cuidadores en tu zona, abre su perfil y toca «Solicitar reserva». Cuéntanos de tu mascota y deja tus datos en dos pasos. Durante el piloto, la disponibilidad se confirma a mano: tu cuidador la confirma desde su portal (o nuestro equipo, después de consultarle) y te avisamos por correo; también por WhatsApp si marcas la casilla de avisos al enviarla.",
  },
  pago: {
    id: "pago",
    question: "¿Cómo se paga?",
    answer:
      "Por ahora no hay pagos en línea. Cuando tu reserva está confirmada, acuerdas el pago directamente con tu cuidador, en efectivo o por transferencia.",
  },
  verificacion: {
    id: "verificacion",
    question: "¿Cómo verifican a los cuidadores?",
    answer:
      "Antes de publicar un perfil revisamos el DUI, un comprobante de domicilio, los antecedentes penales y la solvencia de la PNC, y hacemos una entrevista. Solo publicamos a quienes completan todo el proceso.",
  },
  ganancias: {
    id: "ganancias",
    question: "¿Cuánto puedo ganar como cuidador?",
    answer:
      "Tú pones el precio de cada servicio que ofreces: por paseo, por día de guardería y por noche de hospedaje. Lo acordamos contigo al publicar tu perfil y puedes proponer cambios desde tu portal. Como referencia, en el piloto los paseos van desde $5, la guardería de día desde $6 y el hospedaje desde $12 por noche.",
  },
  requisitos: {
    id: "requisitos",
    question: "¿Quién puede ser cuidador?",
    answer:
      "Cualquier persona de 18 años o más que viva en El Salvador y ame a los animales. Envía tu solicitud en «Únete»: la revisamos en 24-48 horas y luego subes tus documentos en el portal de cuidadores.",
  },
  emergencias: {
    id: "emergencias",
    question: "¿Qué pasa si mi mascota se enferma durante el cuidado?",
    answer:
      "Tu cuidador te avisa de inmediato por WhatsApp y, si hace falta, la lleva al veterinario que tú indiques o al más cercano. Por eso, al reservar, anota en las notas para el cuidador sus medicinas y alergias; el contacto de su veterinario se lo das a tu cuidador cuando la reserva esté confirmada.",
  },
  documentos: {
    id: "documentos",
    question: "¿Qué documentos me van a pedir?",
    answer:
      "Tu DUI, un comprobante de domicilio (recibo reciente de agua, luz o alcaldía), antecedentes penales, solvencia de la PNC y, si tienes, alguna certificación o curso relacionado con animales. Los subes de forma privada en el portal de cuidadores.",
  },
  respuesta: {
    id: "respuesta",
    question: "¿Cuándo me responden?",
    answer: "Revisamos cada solicitud en 24-48 horas y te escribimos por WhatsApp o correo con los siguientes pasos.",
  },
} satisfies Record<string, FaqItem>;

/** /faq: six questions for owners and future sitters. */
export const FAQ_ITEMS: FaqItem[] = [
  ITEMS.reservar,
  ITEMS.pago,
  ITEMS.verificacion,
  ITEMS.ganancias,
  ITEMS.requisitos,
  ITEMS.emergencias,
];

/** /unete: what future sitters ask. */
export const JOIN_FAQ_ITEMS: FaqItem[] = [ITEMS.requisitos, ITEMS.ganancias, ITEMS.documentos, ITEMS.respuesta];
