// Until a booking is CONFIRMED, the contact details one side writes are hidden from the other (the team reads
// everything): phone numbers, e-mail addresses and street addresses. A pure rule, applied when the thread is read,
// so the words stay stored as written and show in full once the booking is confirmed.

export const HIDDEN_CONTACT = "[dato oculto hasta confirmar la reserva]";

// name@domain.tld, also written with spaces around "@" or as "arroba".
const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\barroba\b)\s*[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;

// Seven or more digits, optionally after "+", in groups joined by spaces, dots, dashes or brackets ("7123-4567",
// "+503 7123 4567", "(503) 2222.3333", "7 1 2 3 4 5 6 7"). A calendar day written as 2026-12-05 is not a phone.
const PHONE = /\+?\(?\d(?:[\s().-]{0,2}\d){6,}/g;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// A street address: one of El Salvador's address words, then a name (a capital letter) or a number, up to the end
// of the sentence. "salimos a la calle con Luna" is not an address; "Calle El Mirador #12" and "colonia Escalón" are.
const ADDRESS =
  /\b(?:calle|avenida|av\.|avda\.|pasaje|pje\.|colonia|col\.|residencial|res\.|urbanizaci[oó]n|urb\.|reparto|boulevard|bulevar|blvd\.?|carretera|kil[oó]metro|km\.?|senda|pol[ií]gono|condominio|edificio|apartamento|apto\.?|casa\s*(?:#|n[°º.o]*)|block|lote)(?=[\s#\d]|$)[\s#]*([^\n.;!?]{1,80})/giu;
const LOOKS_LIKE_A_PLACE = /^(?:\p{Lu}|\d|#)/u;

/** `text` with every phone number, e-mail address and street address replaced by HIDDEN_CONTACT. */
export function maskContactDetails(text: string): string {
  return text
    .replace(EMAIL, HIDDEN_CONTACT)
    .replace(PHONE, (match) => (CALENDAR_DAY.test(match) ? match : HIDDEN_CONTACT))
    .replace(ADDRESS, (match, rest: string) => (LOOKS_LIKE_A_PLACE.test(rest.trimStart()) ? HIDDEN_CONTACT : match));
}

type Audience = "owner" | "sitter" | "team";

/** Whether `reader` sees `author`'s contact details: the team always, the owner and the sitter once the booking was confirmed. */
export const showsContactOf = (author: Audience, reader: Audience, confirmed: boolean) =>
  confirmed || reader === "team" || author === reader || author === "team";
