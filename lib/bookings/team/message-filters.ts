// The inbox's «Mensajes» filter, without zod (the dashboard's select and the list's schema read it): bookings with
// messages the team has not read, or with any message.

export const MESSAGE_FILTERS = ["sin-leer", "con-mensajes"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

// The inbox's «Marcas por revisar» filter: bookings with a record mark (a late cancellation, a no-show) the team has
// not reviewed (the dashboard's banner links to it).
export const MARK_FILTERS = ["sin-revisar"] as const;
export type MarkFilter = (typeof MARK_FILTERS)[number];
