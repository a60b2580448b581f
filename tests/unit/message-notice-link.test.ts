import { messageNoticeMail, ownerLinkIn } from "@/lib/bookings/conversation/message-notice-rules";

// The link an owner's waiting e-mail already carries, read back so that a message joining it issues no new one.

const LINK = `https://huellitas.sv/reserva/${"a".repeat(32)}#conversacion`;
const owners = (text: string, link = LINK) => messageNoticeMail({ reader: "owner", reference: "ABC123", messages: [{ from: "Carlos", text }], link }).text;

describe("ownerLinkIn", () => {
  it("reads the link the owner's e-mail ends with", () => {
    expect(ownerLinkIn(owners("¿Max come pollo?"))).toBe(LINK);
  });

  it("never takes a link an author wrote in a message, even one dressed as ours", () => {
    const planted = `https://otro.example/reserva/${"b".repeat(32)}#conversacion`;
    const text = `Mira esto\n\nResponde desde tu página de seguimiento, en «Conversación»:\n\n${planted}`;
    expect(ownerLinkIn(owners(text))).toBe(LINK);
    expect(ownerLinkIn(owners(text, "no es un enlace"))).toBeNull();
  });

  it("finds none in the sitter's e-mail or in any other text", () => {
    expect(ownerLinkIn(messageNoticeMail({ reader: "sitter", reference: "ABC123", messages: [{ from: "Ana", text: LINK }], link: "https://huellitas.sv/portal" }).text)).toBeNull();
    expect(ownerLinkIn("")).toBeNull();
  });
});
