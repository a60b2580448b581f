/** The product's name, in one place so it can change in one place. */
export const BRAND = "Huellitas";
export const BRAND_TAGLINE = "Cuidadores de confianza para tu mascota en El Salvador";
