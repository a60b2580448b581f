import { checklist, type ChecklistDocument } from "@/lib/caregivers/checklist";

// The application's progress bar (its percent is completionPercent() in ./checklist.ts), and the sentence the
// portal shows beside it: what has been uploaded and what the team has verified of the four required kinds.

/** SPEC §4's progress bar colour: red below 50, yellow from 50 to below 80, green from 80. */
export function progressTone(percent: number): "red" | "yellow" | "green" {
  if (percent < 50) return "red";
  if (percent < 80) return "yellow";
  return "green";
}

/** The four required kinds counted by their state (one kind counts once, however many files it has). */
export type DocumentProgress = { required: number; uploaded: number; verified: number; inReview: number; expired: number };

export function documentProgress(documents: readonly ChecklistDocument[], now: Date): DocumentProgress {
  const states = checklist(documents, now).map((item) => item.state);
  const count = (...wanted: string[]) => states.filter((state) => wanted.includes(state)).length;
  return {
    required: states.length,
    uploaded: states.length - count("falta"),
    verified: count("verificado", "vence pronto"),
    inReview: count("subido"),
    expired: count("vencido"),
  };
}

/**
 * The progress in words: "4 de 4 subidos · en revisión" while nothing is verified yet, then
 * "2 de 4 verificados · 2 en revisión" (plus what expired and what is still to upload).
 */
export function documentProgressText(progress: DocumentProgress): string {
  const { required, uploaded, verified, inReview, expired } = progress;
  if (verified === 0 && expired === 0) {
    const base = `${uploaded} de ${required} subidos`;
    return inReview > 0 ? `${base} · en revisión` : base;
  }
  const parts = [`${verified} de ${required} verificados`];
  if (inReview > 0) parts.push(`${inReview} en revisión`);
  if (expired > 0) parts.push(`${expired} ${expired === 1 ? "vencido" : "vencidos"}`);
  if (required - uploaded > 0) parts.push(`${required - uploaded} por subir`);
  return parts.join(" · ");
}
