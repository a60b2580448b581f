import type { UseFormRegisterReturn } from "react-hook-form";
import { clsx } from "clsx";
import { FieldError } from "./field-error";

/** A choice; a disabled one stays visible with its hint saying why it cannot be chosen. */
export type Choice = { value: string; label: string; hint?: string; disabled?: boolean };

/**
 * A question answered by one choice (native radios in a fieldset): each choice is a large tappable card.
 * The fieldset is described by its error, so the error is read when the group is reached.
 */
export function ChoiceGroup({
  legend,
  name,
  choices,
  registration,
  defaultValue,
  error,
  columns = 2,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  /** react-hook-form's; without it the radios are plain form fields named `name` (public forms, no JavaScript needed). */
  registration?: UseFormRegisterReturn;
  /** The choice checked at first, for plain radios. */
  defaultValue?: string;
  error?: string;
  columns?: 2 | 3;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className={clsx("grid gap-2", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="ui-choice"
          >
            <input
              type="radio"
              value={choice.value}
              disabled={choice.disabled}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              {...(registration ?? { name, defaultChecked: choice.value === defaultValue })}
            />
            <span>
              <span className="font-medium">{choice.label}</span>
              {choice.hint && <span className="block text-muted-foreground">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
