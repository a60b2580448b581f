// A number as a person types it in a form ("12,5", "12 kg", "$150"), for forms that send JSON.

/**
 * null when empty; a number when it reads as one once a decimal comma, a leading "$" and a trailing "kg"/"kilos"
 * are taken away; otherwise the text itself, so the server's schema refuses it with its message on the field
 * (Number("doce") is NaN, which JSON turns into null: a typo would have erased the value without a word).
 */
export function typedNumber(value: FormDataEntryValue | null): number | string | null {
  const text = String(value ?? "").trim();
  if (text === "") return null;
  const bare = text.replace(",", ".").replace(/^\$\s*/, "").replace(/\s*(kg|kilos?)\.?$/i, "");
  const number = Number(bare);
  return bare !== "" && Number.isFinite(number) ? number : text;
}
