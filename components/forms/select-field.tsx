import { NativeSelect } from "@/components/ui/native-select";
import { PlainLabel } from "./plain-controls";
import type { Option } from "@/lib/sitters/search-options";

/** A labelled native select whose first choice means "any" (empty value); no tailwind-merge (public search forms). */
export function SelectField({
  id,
  name,
  label,
  anyLabel,
  options,
  value,
  defaultValue,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel?: string;
  options: Option[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <PlainLabel htmlFor={id}>
        {label}
      </PlainLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
