import { LIMITS } from "@/lib/constants/limits";
import { REQUIRED_DOCUMENTS } from "@/lib/caregivers/required-documents";
import { UPLOAD_ACCEPT, UPLOAD_MESSAGES, uploadProblem } from "@/lib/files/upload-rules";
import { portalHelpMessage, portalHelpUrl, teamWhatsappDigits } from "@/lib/caregivers/portal-help";

describe("uploadProblem (the browser's quick check before sending)", () => {
  const file = (name: string, size: number, type = "") => ({ name, size, type });

  it("accepts PDF, JPG, JPEG and PNG up to the limit", () => {
    for (const name of ["DUI.pdf", "recibo.JPG", "foto.jpeg", "solvencia.png"]) {
      expect(uploadProblem(file(name, 2048))).toBeNull();
    }
    expect(uploadProblem(file("escaneo", 2048, "application/pdf"))).toBeNull();
    expect(uploadProblem(file("DUI.pdf", LIMITS.uploadMaxBytes))).toBeNull();
  });

  it("refuses other types, empty files and files over 10 MB with the server's own messages", () => {
    expect(uploadProblem(file("carta.docx", 2048, "application/msword"))).toBe(UPLOAD_MESSAGES.type);
    expect(uploadProblem(file("DUI.pdf", 0))).toBe(UPLOAD_MESSAGES.empty);
    expect(uploadProblem(file("DUI.pdf", LIMITS.uploadMaxBytes + 1))).toBe(UPLOAD_MESSAGES.tooLarge(10));
    expect(UPLOAD_MESSAGES.tooLarge(10)).toContain("10 MB");
  });

  it("lets the file picker offer only those types", () => {
    expect(UPLOAD_ACCEPT.split(",")).toEqual([".pdf", ".jpg", ".jpeg", ".png", "application/pdf", "image/jpeg", "image/png"]);
  });
});

describe("the portal's WhatsApp help link", () => {
  it("uses the configured team number, in wa.me's digits", () => {
    expect(teamWhatsappDigits({ NODE_ENV: "production", WHATSAPP_NUMBER: "7123-4567" })).toBe("50371234567");
    expect(teamWhatsappDigits({ NODE_ENV: "production", WHATSAPP_NUMBER: "+503 7654 3210" })).toBe("50376543210");
  });

  it("has none in production when the number is unset or unusable, and then writes an e-mail to the team", () => {
    expect(teamWhatsappDigits({ NODE_ENV: "production" })).toBeNull();
    expect(teamWhatsappDigits({ NODE_ENV: "production", WHATSAPP_NUMBER: "no es un número" })).toBeNull();
    expect(teamWhatsappDigits({ NODE_ENV: "development" })).toBe("50370000000");
    const mail = new URL(portalHelpUrl("Ana López", null));
    expect(mail.protocol + mail.pathname).toBe("mailto:hola@huellitas.sv");
    expect(mail.searchParams.get("body")).toBe(portalHelpMessage("Ana López"));
  });

  it("prefills a Spanish message that names the caregiver when known", () => {
    expect(portalHelpMessage("Ana López")).toBe("¡Hola! Soy Ana López y necesito ayuda con mi aplicación en el Portal de Cuidadores de Huellitas.");
    expect(portalHelpMessage()).toBe("¡Hola! Necesito ayuda con mi aplicación en el Portal de Cuidadores de Huellitas.");
    const url = new URL(portalHelpUrl("Ana López", "50371234567"));
    expect(url.origin + url.pathname).toBe("https://wa.me/50371234567");
    expect(url.searchParams.get("text")).toBe(portalHelpMessage("Ana López"));
  });
});

describe("required documents (SPEC §9)", () => {
  it("lists the six documents in SPEC's order", () => {
    expect(REQUIRED_DOCUMENTS.map((document) => document.name)).toEqual([
      "DUI",
      "Comprobante de domicilio",
      "Antecedentes penales",
      "Solvencia de la PNC",
      "Certificación o curso relacionado con animales",
      "Otros documentos que solicite el equipo",
    ]);
  });
});
