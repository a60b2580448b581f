"use client";

import { useState } from "react";
import { Controller } from "react-hook-form";
import { TextareaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { BADGE_EXAMPLES } from "@/lib/sitters/badges";
import { firstMessage, type ProfileForm } from "./form-values";

/** "Presentación": about them, their home and the badges on their profile. */
export function PresentationFields({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold">Presentación</legend>
      <TextareaField label="Sobre mí" hint="Al menos 20 caracteres." rows={4} error={errors.bio?.message} {...form.register("bio")} />
      <TextareaField label="Su hogar" hint="Opcional: espacio, patio, otras mascotas." rows={3} error={errors.home?.message} {...form.register("home")} />
      <Controller
        control={form.control}
        name="badges"
        render={({ field }) => <BadgesField value={field.value ?? []} onChange={field.onChange} error={firstMessage(errors.badges)} />}
      />
    </fieldset>
  );
}

/** Badges as one line of text, kept as the list the profile stores. */
function BadgesField({ value, onChange, error }: { value: string[]; onChange: (badges: string[]) => void; error?: string }) {
  // The text as typed ("verificado, ") stays while typing; the list is what gets validated and saved.
  const [text, setText] = useState(() => value.join(", "));
  return (
    <TextField
      label="Insignias"
      hint={`Separadas por comas, por ejemplo: ${BADGE_EXAMPLES.join(", ")}.`}
      autoComplete="off"
      spellCheck={false}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split(",")
            .map((badge) => badge.trim().toLowerCase())
            .filter(Boolean),
        );
      }}
    />
  );
}
