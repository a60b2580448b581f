import { checklist, checkState, completionPercent, defaultExpiry, type ChecklistDocument } from "@/lib/caregivers/checklist";
import { publicVerifications, verificationLabel } from "@/lib/sitters/verifications";
import type { DocumentKind } from "@/lib/generated/prisma/enums";

const NOW = new Date("2026-06-15T12:00:00Z");
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const doc = (kind: DocumentKind, verified: boolean, expiresAt: Date | null = null): ChecklistDocument => ({ kind, verified, expiresAt });

describe("the state of one required document", () => {
  it.each([
    ["nothing uploaded", [], "falta"],
    ["uploaded, not verified yet", [doc("DUI", false)], "subido"],
    ["verified, no expiry", [doc("DUI", true)], "verificado"],
    ["verified, expires in 31 days", [doc("DUI", true, days(31))], "verificado"],
    ["verified, expires in 30 days", [doc("DUI", true, days(30))], "vence pronto"],
    ["verified, expires tomorrow", [doc("DUI", true, days(1))], "vence pronto"],
    ["verified, expired yesterday", [doc("DUI", true, days(-1))], "vencido"],
    ["expired, and a new one uploaded", [doc("DUI", true, days(-1)), doc("DUI", false)], "subido"],
    ["expired, and a new one verified", [doc("DUI", true, days(-1)), doc("DUI", true, days(200))], "verificado"],
  ] as const)("%s → %s", (_case, documents, state) => {
    expect(checkState(documents, NOW)).toBe(state);
  });
});

describe("completionPercent: the four required checks valid and the interview, 20 points each", () => {
  it.each([
    [[], "pending", 0],
    [[doc("DUI", false), doc("PROOF_OF_ADDRESS", false)], "scheduled", 0],
    [[doc("DUI", true)], "pending", 20],
    [[doc("DUI", true), doc("DUI", true)], "pending", 20],
    [[doc("DUI", true), doc("CERTIFICATE", true), doc("OTHER", true)], "pending", 20],
    [[doc("DUI", true), doc("PROOF_OF_ADDRESS", true), doc("CRIMINAL_RECORD", true, days(10)), doc("POLICE_CLEARANCE", true, days(-1))], "completed", 80],
    [[doc("DUI", true), doc("PROOF_OF_ADDRESS", true), doc("CRIMINAL_RECORD", true, days(10)), doc("POLICE_CLEARANCE", true, days(90))], "completed", 100],
  ] as const)("%j with the interview %s → %i", (documents, interview, percent) => {
    expect(completionPercent(documents, interview, NOW)).toBe(percent);
  });
});

describe("checks that expire", () => {
  it("gives criminal records and PNC clearances 6 months from their upload; other kinds do not expire", () => {
    const uploaded = new Date("2026-01-31T15:00:00Z");
    expect(defaultExpiry("CRIMINAL_RECORD", uploaded)?.toISOString()).toBe("2026-07-31T00:00:00.000Z");
    expect(defaultExpiry("POLICE_CLEARANCE", uploaded)?.toISOString()).toBe("2026-07-31T00:00:00.000Z");
    for (const kind of ["DUI", "PROOF_OF_ADDRESS", "CERTIFICATE", "OTHER"] as const) expect(defaultExpiry(kind, uploaded)).toBeNull();
  });

  it("lists the four required kinds in SPEC's order with the names docs/voice.md gives", () => {
    expect(checklist([doc("POLICE_CLEARANCE", true)], NOW).map(({ label, state }) => `${label}: ${state}`)).toEqual([
      "DUI: falta",
      "Comprobante de domicilio: falta",
      "Antecedentes penales: falta",
      "Solvencia de la PNC: verificado",
    ]);
  });
});

describe("the public profile's words for each check", () => {
  it("names the check, and the day it lapses when it does", () => {
    expect(verificationLabel({ kind: "DUI", verifiedAt: "2026-06-01T00:00:00Z", expiresAt: null })).toBe("DUI verificado");
    expect(verificationLabel({ kind: "PROOF_OF_ADDRESS", verifiedAt: null, expiresAt: null })).toBe("Domicilio verificado");
    expect(verificationLabel({ kind: "CRIMINAL_RECORD", verifiedAt: null, expiresAt: "2026-12-15T18:00:00Z" })).toBe("Antecedentes penales vigentes hasta el 15 de diciembre de 2026");
    expect(verificationLabel({ kind: "POLICE_CLEARANCE", verifiedAt: null, expiresAt: "2026-12-15T18:00:00Z" })).toBe("Solvencia de la PNC vigente hasta el 15 de diciembre de 2026");
    expect(verificationLabel({ kind: "INTERVIEW", verifiedAt: null, expiresAt: null })).toBe("Entrevista completada");
  });

  it("keeps one check per kind, valid at the time, in SPEC's order", () => {
    const at = (iso: string) => new Date(iso);
    const checks = publicVerifications(
      [
        { kind: "POLICE_CLEARANCE", verified: true, verifiedAt: at("2026-01-01T00:00:00Z"), expiresAt: at("2026-06-01T00:00:00Z") },
        { kind: "POLICE_CLEARANCE", verified: true, verifiedAt: at("2026-05-01T00:00:00Z"), expiresAt: at("2026-11-01T00:00:00Z") },
        { kind: "DUI", verifiedAt: null, verified: false, expiresAt: null },
      ],
      "scheduled",
      NOW,
    );
    expect(checks).toEqual([{ kind: "POLICE_CLEARANCE", verifiedAt: "2026-05-01T00:00:00.000Z", expiresAt: "2026-11-01T00:00:00.000Z" }]);
  });
});
