import { elSalvadorDay } from "@/lib/bookings/core/stay";
import { formatClockTime, formatDate } from "@/lib/format/dates";

// How the stay at the door reads on the owner's page and in the portal (El Salvador time).

/** The pet as a page names it: its file's name, else "tu mascota" (the owner) or "la mascota" (the sitter). */
export const petCalled = (petName: string | null, reader: "owner" | "sitter") => petName?.trim() || (reader === "owner" ? "tu mascota" : "la mascota");

/** "desde las 8:10" today, "desde el 28 de noviembre de 2026, 8:10" another day. */
export function sinceWords(at: Date | string, now: Date): string {
  const moment = new Date(at);
  const sameDay = elSalvadorDay(moment).getTime() === elSalvadorDay(now).getTime();
  return sameDay ? `desde las ${formatClockTime(moment)}` : `desde el ${formatDate(moment)}, ${formatClockTime(moment)}`;
}

/** "Toby está con María José desde las 8:10" (the owner's page while the stay is in progress). */
export function withSitterLine(petName: string | null, sitterName: string | null, at: Date | string, now: Date): string {
  const pet = petCalled(petName, "owner");
  const subject = pet.charAt(0).toUpperCase() + pet.slice(1);
  return `${subject} está con ${sitterName?.trim() || "tu cuidador"} ${sinceWords(at, now)}`;
}

