// Seed reviews: two or three per seed sitter except the newcomer, Ricardo (see ./sitters.ts). Authors are fictional.
// The sitters' ratings and review counts are derived from these.

export type SeedReview = {
  sitterId: number;
  author: string;
  text: string;
  /** 1..5 stars; the seed only uses 4 and 5. */
  rating: number;
  /** ISO date string. */
  createdAt: string;
};

export const SEED_REVIEWS: SeedReview[] = [
  // 1 · María José Hernández
  {
    sitterId: 1,
    author: "Ana G.",
    text: "María José cuidó a Toby una semana completa y nos mandó fotos cada mañana y cada noche. Volvió feliz, bañado y con su rutina intacta.",
    rating: 5,
    createdAt: "2026-01-18T15:20:00.000Z",
  },
  {
    sitterId: 1,
    author: "Roberto P.",
    text: "Luna tiene alergias y María José le dio su medicina a la hora exacta. Se nota que es veterinaria; nos dio consejos muy útiles.",
    rating: 5,
    createdAt: "2026-05-09T19:05:00.000Z",
  },
  {
    sitterId: 1,
    author: "Daniela M.",
    text: "Dejamos a Pelusa y a Max juntos y los trató con muchísima paciencia. Ya reservamos otra vez para diciembre.",
    rating: 5,
    createdAt: "2026-09-02T13:40:00.000Z",
  },
  // 2 · Carlos Alberto Martínez
  {
    sitterId: 2,
    author: "Fernando R.",
    text: "Rocky es un pastor alemán con mucha energía y Carlos lo saca a caminar una hora cada mañana. Ahora en casa está mucho más tranquilo.",
    rating: 5,
    createdAt: "2026-02-11T14:10:00.000Z",
  },
  {
    sitterId: 2,
    author: "Lucía V.",
    text: "Carlos llevó a Thor a la guardería y le enseñó a no jalar la correa. Puntual y muy claro con los horarios.",
    rating: 4,
    createdAt: "2026-06-24T17:30:00.000Z",
  },
  // 3 · Gabriela Alejandra Rivas
  {
    sitterId: 3,
    author: "Marcela T.",
    text: "Mishi es muy tímida y con Gabriela se adaptó en dos días. Nos contaba qué comía, dónde dormía y hasta nos mandó videos jugando.",
    rating: 5,
    createdAt: "2026-03-03T16:45:00.000Z",
  },
  {
    sitterId: 3,
    author: "Andrés C.",
    text: "Dejamos a Simón y a Nala diez días. Gabriela respetó sus horarios de comida y limpió el arenero dos veces al día. Excelente.",
    rating: 5,
    createdAt: "2026-07-15T12:00:00.000Z",
  },
  {
    sitterId: 3,
    author: "Paola E.",
    text: "Garfield es un gato mayor y Gabriela fue muy cuidadosa con su dieta especial. Volvió a casa tranquilo y sin estrés.",
    rating: 5,
    createdAt: "2026-10-04T20:15:00.000Z",
  },
  // 4 · José Roberto Flores
  {
    sitterId: 4,
    author: "Karen S.",
    text: "José Roberto hospedó a Coco mientras viajábamos. Dos paseos al día, fotos cada noche y Coco no quería regresar a casa.",
    rating: 5,
    createdAt: "2026-01-29T18:00:00.000Z",
  },
  {
    sitterId: 4,
    author: "Miguel Á.",
    text: "Le dio a Bruno su pastilla del corazón sin fallar ni un día y nos avisó de un pequeño raspón en la pata. Muy responsable.",
    rating: 5,
    createdAt: "2026-04-21T15:35:00.000Z",
  },
  {
    sitterId: 4,
    author: "Gloria H.",
    text: "Dejamos a Kira en guardería tres días por semana y siempre regresa contenta. José Roberto es amable y muy ordenado.",
    rating: 4,
    createdAt: "2026-08-13T22:10:00.000Z",
  },
  // 5 · Andrea Beatriz López
  {
    sitterId: 5,
    author: "Sergio L.",
    text: "Chispa se hizo amiga de Canela desde el primer día. Andrea y su familia la cuidaron dos semanas y la trataron como a una más de la casa.",
    rating: 5,
    createdAt: "2026-02-26T14:25:00.000Z",
  },
  {
    sitterId: 5,
    author: "Verónica D.",
    text: "El jardín es enorme y Oso pudo correr todo el fin de semana. Solo nos hubiera gustado recibir más fotos, pero todo salió muy bien.",
    rating: 4,
    createdAt: "2026-06-07T16:50:00.000Z",
  },
  // 6 · Luis Fernando Mejía
  {
    sitterId: 6,
    author: "Patricia N.",
    text: "Luis pasea a Canelo tres tardes por semana. Siempre puntual y me avisa por WhatsApp cuando salen y cuando regresan.",
    rating: 5,
    createdAt: "2026-03-19T23:05:00.000Z",
  },
  {
    sitterId: 6,
    author: "Óscar B.",
    text: "Buen paseador: Duque regresa cansado y con agua fresca. Una vez llegó diez minutos tarde, pero avisó con tiempo.",
    rating: 4,
    createdAt: "2026-09-10T21:30:00.000Z",
  },
  // 7 · Karla Vanessa Portillo
  {
    sitterId: 7,
    author: "Carolina F.",
    text: "Lola es una chihuahua nerviosa y con Karla estuvo tranquila todo el día. Me mandó fotos de sus siestas en el sofá.",
    rating: 5,
    createdAt: "2026-04-02T17:15:00.000Z",
  },
  {
    sitterId: 7,
    author: "Julio A.",
    text: "Karla cuidó a Pancho en la guardería mientras pintábamos la casa. Lo paseó dos veces y le dio su comida a tiempo.",
    rating: 4,
    createdAt: "2026-08-28T15:00:00.000Z",
  },
  // 8 · Diego Armando Castillo
  {
    sitterId: 8,
    author: "Rosa M.",
    text: "Diego cuidó a Firulais, que ya tiene doce años, con muchísima paciencia. Le preparó su comida blanda como le pedimos.",
    rating: 5,
    createdAt: "2026-05-22T13:20:00.000Z",
  },
  {
    sitterId: 8,
    author: "Hugo C.",
    text: "Nuestra cachorra Maya aprendió a convivir con otros perros en el patio de Diego. Buena atención, aunque tardó un poco en responder.",
    rating: 4,
    createdAt: "2026-10-12T18:40:00.000Z",
  },
  // 9 · Sofía Isabel Ramírez
  {
    sitterId: 9,
    author: "Beatriz O.",
    text: "Sofía le puso la insulina a Bombón dos veces al día y llevó un registro de todo. Nunca habíamos viajado tan tranquilos.",
    rating: 5,
    createdAt: "2026-02-05T20:00:00.000Z",
  },
  {
    sitterId: 9,
    author: "Ernesto G.",
    text: "Después de la cirugía de Rufo, Sofía le hizo las curaciones y le dio sus medicinas. Se recuperó muy bien y con mucho mimo.",
    rating: 5,
    createdAt: "2026-07-01T14:55:00.000Z",
  },
  {
    sitterId: 9,
    author: "Silvia R.",
    text: "Dejé a mi gata Kiara una semana y Sofía me mandaba notas de cómo comía y cómo estaba de ánimo. Muy profesional.",
    rating: 5,
    createdAt: "2026-09-23T19:25:00.000Z",
  },
  // 10 · Claudia Marcela Guevara
  {
    sitterId: 10,
    author: "Mauricio Z.",
    text: "Con el calor de San Miguel nos preocupaba Manchas, pero Claudia lo paseaba temprano y siempre tenía agua fresca. Volvió feliz.",
    rating: 5,
    createdAt: "2026-04-16T12:35:00.000Z",
  },
  {
    sitterId: 10,
    author: "Ingrid P.",
    text: "Claudia hospedó a Misha y a Peluche juntos, un gato y un perro, y los cuidó a los dos con mucho cariño. La recomiendo.",
    rating: 5,
    createdAt: "2026-08-03T16:05:00.000Z",
  },
  {
    sitterId: 10,
    author: "Walter S.",
    text: "Buena experiencia con Tobi en la guardería. Claudia nos mandó fotos en la hamaca del patio; lo único, queda algo lejos de casa.",
    rating: 4,
    createdAt: "2026-10-20T22:45:00.000Z",
  },
  // 11 · Jorge Luis Menjívar
  {
    sitterId: 11,
    author: "Tatiana L.",
    text: "Jorge saca a Zeus a caminar casi una hora y lo deja descansar a la sombra. Zeus ya lo espera en la puerta cada tarde.",
    rating: 4,
    createdAt: "2026-06-18T23:40:00.000Z",
  },
  {
    sitterId: 11,
    author: "Raúl M.",
    text: "Paseos constantes y seguros para Sansón, que es grande y fuerte. Jorge siempre lleva agua y lo trae de vuelta a tiempo.",
    rating: 5,
    createdAt: "2026-09-29T22:10:00.000Z",
  },
];
