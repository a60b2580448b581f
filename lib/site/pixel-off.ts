// An error page (a 404, an error boundary) carries this attribute on an element of its own: the advertising pixel
// never loads on it and sends nothing from it (lib/client/pixel.ts). Its address is whatever was asked for, e.g. an
// owner's tracking link with a character too many (`/reserva/{token}.`), which the token check cannot recognise.

export const PIXEL_OFF_ATTRIBUTE = "data-pixel-off";

/** Spread on an error page's outer element. */
export const pixelOff = { [PIXEL_OFF_ATTRIBUTE]: "" } as const;
