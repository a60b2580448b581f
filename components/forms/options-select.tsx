"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type SelectOption<T extends string> = { value: T; label: string; disabled?: boolean };

/**
 * A select over a fixed list of options. Name it with a <Label htmlFor={id}> or `aria-label`; the trigger takes
 * the other props (size, className, aria-*).
 */
export function OptionsSelect<T extends string>({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  ...trigger
}: {
  value: T | undefined;
  onValueChange: (value: T) => void;
  options: readonly SelectOption<T>[];
  placeholder?: string;
  disabled?: boolean;
} & Omit<React.ComponentProps<typeof SelectTrigger>, "value" | "children" | "disabled">) {
  return (
    <Select value={value ?? ""} onValueChange={(next) => onValueChange(next as T)} disabled={disabled}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Options from a list of values and their labels. */
export function labelledOptions<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
