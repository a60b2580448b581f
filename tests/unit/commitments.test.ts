import { COMMITMENTS_INTRO, OWNER_COMMITMENTS, SITTER_COMMITMENTS, TEAM_COMMITMENTS } from "@/lib/site/commitments";

// Compromisos Huellitas in plain Spanish: each side's promises with the sheet's figures, and no money in the pilot.

const said = (items: readonly { title: string; text: string }[]) => items.map((item) => `${item.title}. ${item.text}`).join("\n");

test("the owner cancels more than 72 h before, is at the hand-over, picks up on time and tells problems within 48 h", () => {
  const owner = said(OWNER_COMMITMENTS);
  expect(owner).toContain("Cancela con más de 72 horas de anticipación");
  expect(owner).toContain("menos de 72 horas para el primer día, queda en tu historial como «cancelación tardía»");
  expect(owner).toContain("Llega a la entrega");
  expect(owner).toContain("Recoge a tu mascota a tiempo");
  expect(owner).toContain("a más tardar 48 horas después de que termine el cuidado");
});

test("the sitter cancels 7 days before (14 in peak season), two late ones in 90 days pause the profile, hand-over and reports are recorded", () => {
  const sitter = said(SITTER_COMMITMENTS);
  expect(sitter).toContain("a más tardar 7 días antes del primer día, o 14 en temporada alta: del 15 de diciembre al 10 de enero, Semana Santa y del 1 al 15 de agosto");
  expect(sitter).toContain("segunda cancelación tardía en 90 días, pausamos tu perfil hasta que el equipo la revise");
  expect(sitter).toContain("Registra la entrega y la recogida");
  expect(sitter).toContain("Envía el parte de cada día");
  expect(sitter).toContain("queda en tu historial como «no se presentó»");
});

test("the team answers problems within the 48 h window, and commitments are kept on the record, not in money", () => {
  expect(said(TEAM_COMMITMENTS)).toContain("Respondemos cada problema");
  expect(said(TEAM_COMMITMENTS)).toContain("hasta 48 horas después del último día del cuidado (hora de El Salvador)");
  expect(COMMITMENTS_INTRO).toContain("no hay pagos en línea: los compromisos se cumplen en el historial de cada uno en Huellitas, no con dinero");
  // tú, never usted.
  expect([COMMITMENTS_INTRO, said(OWNER_COMMITMENTS), said(SITTER_COMMITMENTS), said(TEAM_COMMITMENTS)].join(" ")).not.toMatch(/\busted\b/i);
});
