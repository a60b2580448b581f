import { progressTone } from "@/lib/caregivers/progress";
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
