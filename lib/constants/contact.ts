/** How people reach the team (/contacto). The e-mail is the pilot's placeholder until the real inbox exists. */
export const CONTACT = {
  email: "hola@huellitas.sv",
  hours: "Lunes a sábado, 9:00-18:00",
} as const;
