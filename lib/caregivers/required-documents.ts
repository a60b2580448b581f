// SPEC §9: the documents a caregiver is asked for (named as in docs/voice.md).

export const REQUIRED_DOCUMENTS = [
  { name: "DUI", detail: "Documento Único de Identidad, por ambos lados." },
  { name: "Comprobante de domicilio", detail: "Recibo reciente de agua, luz o alcaldía." },
  { name: "Antecedentes penales", detail: null },
  { name: "Solvencia de la PNC", detail: null },
  { name: "Certificación o curso relacionado con animales", detail: "Si aplica." },
  { name: "Otros documentos que solicite el equipo", detail: null },
] as const;
