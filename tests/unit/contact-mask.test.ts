import { HIDDEN_CONTACT, maskContactDetails, showsContactOf } from "@/lib/bookings/conversation/contact-mask";

// Before the confirmation, what one side writes reaches the other without phone numbers, e-mail addresses or street
// addresses; everything else stays as written.

const H = HIDDEN_CONTACT;

it.each([
  ["Mi número es 7123-4567", `Mi número es ${H}`],
  ["Escríbeme al +503 7123 4567 cuando puedas", `Escríbeme al ${H} cuando puedas`],
  ["Tel. (503) 2222.3333", `Tel. ${H}`],
  ["7 1 2 3 4 5 6 7", H],
  ["71234567", H],
  ["ana.lopez@gmail.com", H],
  ["mi correo: ana @ gmail.com", `mi correo: ${H}`],
  ["ana arroba gmail.com", H],
  ["Vivo en Colonia Escalón, pasaje 3", `Vivo en ${H}`],
  ["pasaje 3 casa 12. Gracias", `${H}. Gracias`],
  ["Calle El Mirador #123. Te espero", `${H}. Te espero`],
  ["Res. Santa Elena, casa #14", H],
  ["Estoy en casa #14", `Estoy en ${H}`],
  ["km 10 carretera al Puerto", `${H}`],
])("hides %j", (text, masked) => {
  expect(maskContactDetails(text)).toBe(masked);
});

it.each([
  "Salimos a la calle con Luna a las 5",
  "Come 2 veces al día, 150 g cada vez",
  "Son $25.00 por noche",
  "Del 2026-12-05 al 2026-12-08",
  "Escribí 2,000 caracteres",
  "¿Le gusta la avenida? No, prefiere el parque",
])("keeps %j as written", (text) => {
  expect(maskContactDetails(text)).toBe(text);
});

it.each([
  // author, reader, confirmed, shown
  ["owner", "sitter", false, false],
  ["sitter", "owner", false, false],
  ["owner", "team", false, true],
  ["sitter", "team", false, true],
  ["team", "owner", false, true],
  ["owner", "owner", false, true],
  ["owner", "sitter", true, true],
  ["sitter", "owner", true, true],
] as const)("%s's details read by the %s (confirmed: %s): shown %s", (author, reader, confirmed, shown) => {
  expect(showsContactOf(author, reader, confirmed)).toBe(shown);
});
