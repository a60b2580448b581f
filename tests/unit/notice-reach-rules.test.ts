import { MESSAGE_NOTICE, messageNoticeMail, noticeDue, type LastNotice } from "@/lib/bookings/conversation/message-notice-rules";
import { unreachedOf } from "@/lib/bookings/team/unreached";
import { refusedForGood } from "@/lib/mail/transport";

jest.mock("server-only", () => ({}));

// When a thread's next e-mail may go, what it says, which notices reached nobody, and which SMTP answers are final.

const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const later = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const last = (over: Partial<LastNotice>): LastNotice => ({ id: "n1", status: "SENT", nextAttemptAt: ago(MINUTE), lockedUntil: null, sentAt: ago(MINUTE), createdAt: ago(MINUTE), ...over });

describe("noticeDue", () => {
  it("goes at once without an earlier notice, or 15 minutes after the last one went", () => {
    expect(noticeDue(null, now)).toEqual({ join: null, notBefore: null });
    expect(noticeDue(last({ sentAt: ago(16 * MINUTE) }), now)).toEqual({ join: null, notBefore: null });
    expect(noticeDue(last({ sentAt: ago(5 * MINUTE) }), now)).toEqual({ join: null, notBefore: new Date(ago(5 * MINUTE).getTime() + MESSAGE_NOTICE.everyMs) });
    // A refused one counts from when it was written.
    expect(noticeDue(last({ status: "FAILED", sentAt: null, createdAt: ago(2 * MINUTE) }), now).notBefore).toEqual(later(13 * MINUTE));
  });

  it("joins the one still waiting, unless a sender holds it (then the next goes 15 minutes from now)", () => {
    expect(noticeDue(last({ status: "PENDING", sentAt: null, nextAttemptAt: later(9 * MINUTE) }), now)).toEqual({ join: { id: "n1", createdAt: ago(MINUTE) }, notBefore: null });
    expect(noticeDue(last({ status: "PENDING", sentAt: null, lockedUntil: later(MINUTE) }), now)).toEqual({ join: null, notBefore: later(15 * MINUTE) });
    expect(noticeDue(last({ status: "PENDING", sentAt: null, lockedUntil: ago(MINUTE) }), now).join).toEqual({ id: "n1", createdAt: ago(MINUTE) });
  });
});

describe("messageNoticeMail", () => {
  it("names the author and the booking, quotes each text (a bare link stays text) and ends with where to answer", () => {
    const one = messageNoticeMail({ reader: "sitter", reference: "ABC123", messages: [{ from: "Ana", text: "https://example.com" }], link: "https://huellitas.sv/portal" });
    expect(one.subject).toBe("Ana te escribió sobre tu reserva ABC123");
    expect(one.text).toContain("Ana escribió:\n«https://example.com»");
    expect(one.html).not.toContain('href="https://example.com"');
    expect(one.html).toContain('href="https://huellitas.sv/portal"');
    const many = messageNoticeMail({ reader: "owner", reference: "ABC123", messages: Array.from({ length: 12 }, (_, i) => ({ from: "Carlos", text: `m${i}` })), link: "https://x/reserva/t#conversacion" });
    expect(many.subject).toBe("12 mensajes nuevos sobre tu reserva ABC123");
    expect(many.text).toContain("(y 2 mensajes antes");
    expect(many.text).not.toContain("«m1»");
    expect(many.text).toContain("«m11»");
    expect(many.text).toContain("Responde desde tu página de seguimiento");
  });
});

describe("unreachedOf", () => {
  const people = { ownerEmail: "ana@example.com", ownerWhatsapp: "+50371234567", sitterEmail: "carlos@example.com", sitterWhatsapp: "+50370000000" };
  const mail = (over: object) => ({ id: "m1", kind: "booking-confirmed", to: "ana@example.com", subject: "S", text: "T", status: "SKIPPED", lastError: "tope", createdAt: now, ...over });
  const wa = (over: object) => ({ to: "+50371234567", recipient: "50371234567", status: "SENT", lastError: null, createdAt: now, ...over });

  it("lists an e-mail held or refused with no WhatsApp twin that went out, with its person and reason", () => {
    expect(unreachedOf(people, [mail({})], [])).toEqual([{ kind: "booking-confirmed", recipient: "owner", reason: "tope", mailId: "m1", subject: "S", text: "T", createdAt: now }]);
    expect(unreachedOf(people, [mail({ to: "carlos@example.com", status: "FAILED", lastError: "550" })], [])[0]).toMatchObject({ recipient: "sitter", reason: "550" });
    expect(unreachedOf(people, [mail({})], [wa({ status: "FAILED", lastError: "número inválido" })])[0].reason).toBe("tope · WhatsApp: número inválido");
  });

  it("leaves out what reached its person somewhere, and the team's e-mails", () => {
    expect(unreachedOf(people, [mail({ status: "SENT" }), mail({ status: "PENDING" })], [])).toEqual([]);
    expect(unreachedOf(people, [mail({})], [wa({ status: "DELIVERED" })])).toEqual([]);
    expect(unreachedOf(people, [mail({ to: "equipo@huellitas.sv" })], [])).toEqual([]);
    // Another person's WhatsApp, or one written much later, is no twin.
    expect(unreachedOf(people, [mail({})], [wa({ recipient: "50370000000" }), wa({ createdAt: later(10 * MINUTE) })])).toHaveLength(1);
  });

  it("lists a failed or skipped WhatsApp message to a person with no e-mail (told by WhatsApp alone), never one to a person with one", () => {
    const noAccount = { ...people, sitterEmail: null };
    const toSitter = (over: object) => wa({ id: "w1", to: "+50370000000", recipient: "50370000000", kind: "sitter-new-request", subject: "WhatsApp: S", text: "T", ...over });
    expect(unreachedOf(noAccount, [], [toSitter({ status: "FAILED", lastError: "131026" })])).toEqual([
      { kind: "sitter-new-request", recipient: "sitter", reason: "WhatsApp: 131026", mailId: null, whatsappId: "w1", subject: "WhatsApp: S", text: "T", createdAt: now },
    ]);
    expect(unreachedOf(noAccount, [], [toSitter({ status: "SKIPPED", lastError: "BAJA" })])[0].reason).toBe("WhatsApp: BAJA");
    expect(unreachedOf(noAccount, [], [toSitter({ status: "SENT" }), toSitter({ status: "PENDING" })])).toEqual([]);
    // The owner (always an e-mail) and a sitter with an account are judged by their e-mails.
    expect(unreachedOf(people, [], [toSitter({ status: "FAILED" }), wa({ status: "FAILED" })])).toEqual([]);
  });
});

it("an SMTP answer 5xx is final; 4xx and network errors are retried", () => {
  expect(refusedForGood(Object.assign(new Error("x"), { responseCode: 550 }))).toBe(true);
  expect(refusedForGood(Object.assign(new Error("x"), { responseCode: 451 }))).toBe(false);
  expect(refusedForGood(Object.assign(new Error("ECONNREFUSED"), { code: "ECONNREFUSED" }))).toBe(false);
  expect(refusedForGood(null)).toBe(false);
});
