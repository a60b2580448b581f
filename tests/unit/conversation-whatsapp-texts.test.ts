import { filedText, firstNameOf, relayedText } from "@/lib/bookings/conversation/conversation-whatsapp-texts";

// How the conversation reads on WhatsApp: the author's first name before a relayed text, and what an inbound
// message files in the thread.

it("a relayed text carries the author's first name before it", () => {
  expect(relayedText(firstNameOf("  María José Hernández ")!, "Hola")).toBe("María: Hola");
  expect(firstNameOf("")).toBeNull();
  expect(firstNameOf(null)).toBeNull();
});

it("an inbound text is filed whole up to the thread's limit, cut with an ellipsis past it, and a non-text says so", () => {
  expect(filedText("¿A qué hora paso?", "text", 2000)).toBe("¿A qué hora paso?");
  const long = filedText("a".repeat(4096), "text", 2000);
  expect(long).toHaveLength(2000);
  expect(long.endsWith("…")).toBe(true);
  expect(filedText(null, "image", 2000)).toBe("(Envió por WhatsApp algo que no es texto: image. No se puede mostrar aquí.)");
});
