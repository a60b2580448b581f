import { PlainInput, PlainLabel } from "@/components/forms/plain-controls";

/** What a meeting at a home sends as its address. */
export type MeetAddressInput = { colonia: string; street: string; reference?: string };

/** The address fields of a meeting at a home, read from their form by `readMeetAddress`. */
export function MeetAddressFields({ id, legend, required = true }: { id: string; legend: string; required?: boolean }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium">{legend}</legend>
      <div className="grid gap-1">
        <PlainLabel htmlFor={`${id}-colonia`}>Colonia o barrio</PlainLabel>
        <PlainInput id={`${id}-colonia`} name="colonia" maxLength={120} required={required} autoComplete="address-level3" />
      </div>
      <div className="grid gap-1">
        <PlainLabel htmlFor={`${id}-street`}>Calle, pasaje y número de casa</PlainLabel>
        <PlainInput id={`${id}-street`} name="street" maxLength={200} required={required} autoComplete="address-line1" />
      </div>
      <div className="grid gap-1">
        <PlainLabel htmlFor={`${id}-reference`}>Punto de referencia (opcional)</PlainLabel>
        <PlainInput id={`${id}-reference`} name="reference" maxLength={300} />
      </div>
    </fieldset>
  );
}

/** The address a form's fields hold, or undefined when colonia and street are both empty. */
export function readMeetAddress(data: FormData): MeetAddressInput | undefined {
  const field = (name: string) => String(data.get(name) ?? "").trim();
  const [colonia, street, reference] = [field("colonia"), field("street"), field("reference")];
  if (!colonia && !street) return undefined;
  return { colonia, street, ...(reference ? { reference } : {}) };
}
