import { readFileSync } from "node:fs";
import { join } from "node:path";
import { whatsappText } from "@/lib/bookings/core/mails";
import { BOOKING_WHATSAPP, noticeOfTemplate } from "@/lib/bookings/lent";
import { WHATSAPP_CONFIRMATIONS } from "@/lib/mail/whatsapp-confirmations";
import { OPENING_WHATSAPP } from "@/lib/zones/opening";
import { THREAD_WHATSAPP } from "@/lib/bookings/conversation/conversation-whatsapp-texts";

// The booking's WhatsApp templates: what Meta approves must be exactly what the code sends.

const docs = readFileSync(join(process.cwd(), "docs/whatsapp.md"), "utf8");
const context = {
  booking: { reference: "ABC123", name: "Ana Gómez", email: "ana@example.com", whatsapp: "+50371234567", sitterName: "María José Hernández", service: null, petType: null, petSize: null, startDate: null, endDate: null },
  from: null,
  to: "RECEIVED" as const,
  reason: null,
  trackingUrl: "https://huellitas.sv/reserva/TOKEN",
  adminUrl: "https://huellitas.sv/admin",
  portalUrl: "https://huellitas.sv/portal",
};

describe("the booking's WhatsApp templates", () => {
  it.each(Object.entries(BOOKING_WHATSAPP))("%s is listed in docs/whatsapp.md with its exact body, as UTILITY", (mail, notice) => {
    expect(docs).toContain(`| \`${notice.template}\` | UTILITY | \`${mail}\``);
    expect(docs).toContain(`| ${notice.text} |`);
  });

  it.each(Object.entries(BOOKING_WHATSAPP))("%s carries the reference and, for owners, the tracking link as parameters", (mail, notice) => {
    const parameters = notice.parameters(context);
    // As many parameters as the body has places, each used once.
    expect(notice.text.match(/\{\{\d+\}\}/g)).toEqual(parameters.map((_, index) => `{{${index + 1}}}`));
    expect(parameters).toContain("ABC123");
    expect(parameters).toContain(mail.startsWith("sitter-") ? context.portalUrl : context.trackingUrl);
    expect(notice.template).toMatch(/^huellitas_[a-z0-9_]+$/);
    expect(noticeOfTemplate(notice.template)?.mail).toBe(mail);
    expect(whatsappText(notice.text, parameters)).not.toMatch(/\{\{/);
  });

  it("names each template once, the zone openings' and the confirmations' too", () => {
    const names = [...Object.values(BOOKING_WHATSAPP), ...Object.values(OPENING_WHATSAPP), ...Object.values(WHATSAPP_CONFIRMATIONS), THREAD_WHATSAPP].map((notice) => notice.template);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the zone opening's WhatsApp templates", () => {
  it.each(Object.entries(OPENING_WHATSAPP))("%s is listed in docs/whatsapp.md with its exact body, as UTILITY, with three places", (kind, notice) => {
    expect(docs).toContain(`| \`${notice.template}\` | UTILITY | \`${kind}\``);
    expect(docs).toContain(`| ${notice.text} |`);
    expect(notice.text.match(/\{\{\d+\}\}/g)).toEqual(["{{1}}", "{{2}}", "{{3}}"]);
    expect(notice.template).toMatch(/^huellitas_[a-z0-9_]+$/);
  });
});

describe("the confirmations' WhatsApp templates", () => {
  it.each(Object.entries(WHATSAPP_CONFIRMATIONS))("%s is listed in docs/whatsapp.md with its exact body, as UTILITY, asking for SÍ", (kind, confirmation) => {
    expect(docs).toContain(`| \`${confirmation.template}\` | UTILITY | \`${kind}\``);
    expect(docs).toContain(`| ${confirmation.text} |`);
    expect(confirmation.text.match(/\{\{\d+\}\}/g)).toEqual(["{{1}}"]);
    expect(confirmation.text).toContain("Responde SÍ");
    expect(confirmation.template).toMatch(/^huellitas_[a-z0-9_]+$/);
  });
});

describe("the conversation's WhatsApp template", () => {
  it("is listed in docs/whatsapp.md with its exact body, as UTILITY, with the author, the reference and the link, never the text", () => {
    expect(docs).toContain(`| \`${THREAD_WHATSAPP.template}\` | UTILITY | \`${THREAD_WHATSAPP.kind}\``);
    expect(docs).toContain(`| ${THREAD_WHATSAPP.text} |`);
    expect(THREAD_WHATSAPP.text.match(/\{\{\d+\}\}/g)).toEqual(["{{1}}", "{{2}}", "{{3}}"]);
    expect(THREAD_WHATSAPP.text).toMatch(/^Tienes un mensaje de \{\{1\}\} sobre tu reserva \{\{2\}\}/);
    expect(THREAD_WHATSAPP.template).toMatch(/^huellitas_[a-z0-9_]+$/);
  });
});
