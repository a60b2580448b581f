// What each audience reads when a booking is not theirs or does not exist (one 404 for both): plain strings, so the
// owner's page (a client component) can show them too.

export const ACCESS_MESSAGES = {
  owner: "No encontramos esa solicitud. Revisa que el enlace esté completo.",
  sitter: "No encontramos esa solicitud entre las tuyas.",
  team: "No encontramos esa reserva.",
} as const;
