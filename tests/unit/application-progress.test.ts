import type { ChecklistDocument } from "@/lib/caregivers/checklist";
import { documentProgress, documentProgressText, progressTone } from "@/lib/caregivers/progress";
import { detectDocumentType, displayFileName } from "@/lib/files/file-type";

describe("progressTone (SPEC §4)", () => {
  it.each([
    [0, "red"],
    [49, "red"],
    [50, "yellow"],
    [79, "yellow"],
    [80, "green"],
    [100, "green"],
  ] as const)("%i%% is %s", (percent, tone) => {
    expect(progressTone(percent)).toBe(tone);
  });
});

describe("documentProgress and documentProgressText: the portal's progress in words", () => {
  const NOW = new Date("2026-11-20T12:00:00Z");
  const doc = (kind: ChecklistDocument["kind"], verified = false, expiresAt: string | null = null): ChecklistDocument => ({ kind, verified, expiresAt });
  const REQUIRED = ["DUI", "PROOF_OF_ADDRESS", "CRIMINAL_RECORD", "POLICE_CLEARANCE"] as const;
  const text = (documents: ChecklistDocument[]) => documentProgressText(documentProgress(documents, NOW));

  it("counts nothing before any upload, and other kinds never count", () => {
    expect(documentProgress([], NOW)).toEqual({ required: 4, uploaded: 0, verified: 0, inReview: 0, expired: 0 });
    expect(text([])).toBe("0 de 4 subidos");
    expect(text([doc("CERTIFICATE"), doc("OTHER", true)])).toBe("0 de 4 subidos");
  });

  it("says the uploads are in review while the team has verified none, never 0 %", () => {
    expect(text([doc("DUI"), doc("DUI")])).toBe("1 de 4 subidos · en revisión");
    expect(documentProgress(REQUIRED.map((kind) => doc(kind)), NOW)).toEqual({ required: 4, uploaded: 4, verified: 0, inReview: 4, expired: 0 });
    expect(text(REQUIRED.map((kind) => doc(kind)))).toBe("4 de 4 subidos · en revisión");
  });

  it("once some are verified, says how many, how many wait, and what is still to upload", () => {
    expect(text([doc("DUI", true), doc("PROOF_OF_ADDRESS", true), doc("CRIMINAL_RECORD"), doc("POLICE_CLEARANCE")])).toBe("2 de 4 verificados · 2 en revisión");
    expect(text([doc("DUI", true), doc("PROOF_OF_ADDRESS")])).toBe("1 de 4 verificados · 1 en revisión · 2 por subir");
    expect(text([doc("DUI", true)])).toBe("1 de 4 verificados · 3 por subir");
    expect(text(REQUIRED.map((kind) => doc(kind, true)))).toBe("4 de 4 verificados");
  });

  it("a check about to expire is still verified; an expired one is said, and a new upload of it is in review", () => {
    const soon = "2026-12-01T00:00:00Z";
    const past = "2026-11-01T00:00:00Z";
    expect(text([doc("DUI", true), doc("PROOF_OF_ADDRESS", true), doc("CRIMINAL_RECORD", true, soon), doc("POLICE_CLEARANCE", true, soon)])).toBe("4 de 4 verificados");
    expect(text([doc("DUI", true), doc("PROOF_OF_ADDRESS", true), doc("CRIMINAL_RECORD", true, past), doc("POLICE_CLEARANCE", true, past)])).toBe("2 de 4 verificados · 2 vencidos");
    expect(text([doc("CRIMINAL_RECORD", true, past)])).toBe("0 de 4 verificados · 1 vencido · 3 por subir");
    expect(text([doc("CRIMINAL_RECORD", true, past), doc("CRIMINAL_RECORD")])).toBe("1 de 4 subidos · en revisión");
  });
});

describe("detectDocumentType", () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it("knows PDF, PNG and JPEG by their first bytes only", () => {
    expect(detectDocumentType(new TextEncoder().encode("%PDF-1.7"))?.extension).toBe("pdf");
    expect(detectDocumentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))?.extension).toBe("png");
    expect(detectDocumentType(bytes(0xff, 0xd8, 0xff, 0xe1))?.extension).toBe("jpg");
    expect(detectDocumentType(new TextEncoder().encode("MZ\x90"))).toBeNull();
    expect(detectDocumentType(new TextEncoder().encode("%PD"))).toBeNull();
    expect(detectDocumentType(bytes())).toBeNull();
  });

  it("makes a display name without folders or control characters", () => {
    const pdf = { mime: "application/pdf", extension: "pdf" } as const;
    expect(displayFileName("C:\\Users\\ana\\DUI.pdf", pdf)).toBe("DUI.pdf");
    expect(displayFileName("   ", pdf)).toBe("documento.pdf");
    expect(displayFileName("a".repeat(300), pdf)).toHaveLength(150);
  });
});
