// CSV that Excel in Spanish opens correctly: UTF-8 with a BOM (accents survive), ";" between fields
// (Spanish Excel's list separator), CRLF line ends, and cells that could run as formulas defused.

import { formatDateTimeShort } from "@/lib/format/dates";

export type CsvCell = string | number | boolean | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(cell).join(";")).join("\r\n") + "\r\n";
}

/**
 * A number for a spreadsheet cell, readable and kept as text without a visible mark: "503 7123-4567", or
 * "00 14155550100" for other countries. No leading "+", which the CSV's formula defence would have to prefix.
 */
export function spreadsheetWhatsapp(e164: string): string {
  const match = /^\+503(\d{4})(\d{4})$/.exec(e164);
  if (match) return `503 ${match[1]}-${match[2]}`;
  return /^\+\d+$/.test(e164) ? `00 ${e164.slice(1)}` : e164;
}

/** The two columns of a number's WhatsApp consent in the team's exports: yes or no, and since when. */
export const WHATSAPP_OPT_IN_COLUMNS = ["Avisos por WhatsApp", "Avisos por WhatsApp desde"];

/** Their cells: "Sí" and the time it was given, or "No" and nothing (never agreed, or opted out since). */
export const whatsappOptInCells = (optedInAt: Date | null | undefined): CsvCell[] => (optedInAt ? ["Sí", formatDateTimeShort(optedInAt)] : ["No", ""]);
