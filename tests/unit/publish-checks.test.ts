import { missingForPublishing, publishRefusal } from "@/lib/sitters/publish-checks";

// The home's promise as a rule: a profile is published only with its four checks verified and current, and the
// interview completed.
const NOW = new Date("2030-01-15T12:00:00Z");
const day = 86_400_000;
const doc = (kind: "DUI" | "PROOF_OF_ADDRESS" | "CRIMINAL_RECORD" | "POLICE_CLEARANCE", verified = true, expiresAt: Date | null = null) => ({
  kind,
  verified,
  verifiedAt: verified ? new Date(NOW.getTime() - day) : null,
  expiresAt,
});
const ALL = [doc("DUI"), doc("PROOF_OF_ADDRESS"), doc("CRIMINAL_RECORD", true, new Date(NOW.getTime() + 90 * day)), doc("POLICE_CLEARANCE", true, new Date(NOW.getTime() + 90 * day))];

describe("what a profile lacks before it may be published", () => {
  it("is nothing for an account with the four checks current and the interview completed", () => {
    expect(missingForPublishing({ interviewStatus: "completed", documents: ALL }, NOW)).toEqual([]);
  });

  it("names the account, each check and the interview when nothing is linked", () => {
    expect(missingForPublishing(null, NOW)).toEqual([
      "cuenta de cuidador vinculada",
      "DUI verificado y vigente",
      "Comprobante de domicilio verificado y vigente",
      "Antecedentes penales verificados y vigentes",
      "Solvencia de la PNC verificada y vigente",
      "entrevista completada",
    ]);
  });

  it("counts an unverified or expired document as missing, and a scheduled interview as not done", () => {
    const documents = [doc("DUI", false), doc("PROOF_OF_ADDRESS"), doc("CRIMINAL_RECORD", true, new Date(NOW.getTime() - day)), doc("POLICE_CLEARANCE")];
    expect(missingForPublishing({ interviewStatus: "scheduled", documents }, NOW)).toEqual([
      "DUI verificado y vigente",
      "Antecedentes penales verificados y vigentes",
      "entrevista completada",
    ]);
  });

  it("says it in one sentence", () => {
    expect(publishRefusal(["DUI verificado y vigente", "entrevista completada"])).toBe("Para publicar este perfil falta: DUI verificado y vigente, entrevista completada.");
  });
});
