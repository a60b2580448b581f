import { BRAND } from "@/lib/site/brand";

// How every e-mail reads: paragraphs of plain text, signed by the team, plus the same words as simple HTML with
// everything escaped. The texts themselves live with their concept (lib/bookings/core/mails.ts, lib/caregivers/…).

export type MailContent = { subject: string; text: string; html: string };

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Paragraphs of plain text become the message; a line that is only a URL becomes a link in the HTML. */
export function composeMail(subject: string, paragraphs: string[]): MailContent {
  const text = `${paragraphs.join("\n\n")}\n\n— El equipo de ${BRAND}\n`;
  const html = [
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px">`,
    ...paragraphs.map((paragraph) =>
      /^https?:\/\/\S+$/.test(paragraph)
        ? `<p><a href="${escapeHtml(paragraph)}" style="color:#0f766e;font-weight:bold">${escapeHtml(paragraph)}</a></p>`
        : `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`,
    ),
    `<p>— El equipo de ${escapeHtml(BRAND)}</p></div>`,
  ].join("\n");
  return { subject, text, html };
}
