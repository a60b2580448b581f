// The inbox's «Mensajes» filter, without zod (the dashboard's select and the list's schema read it): bookings with
// messages the team has not read, or with any message.

export const MESSAGE_FILTERS = ["sin-leer", "con-mensajes"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
