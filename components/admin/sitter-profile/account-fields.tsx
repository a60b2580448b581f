"use client";

import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FieldShell, type FieldControlProps } from "@/components/forms/field-shell";
import { OptionsSelect, type SelectOption } from "@/components/forms/options-select";
import { ADMIN_KEYS, type AdminSitter, type AdminUser } from "@/lib/client/admin-api";
import { errorMessage } from "@/lib/client/api";
import type { ProfileForm } from "./form-values";

const NO_ACCOUNT = "none";

/** "Cuenta y publicación": the caregiver account the profile belongs to, and whether it is public. */
export function AccountFields({ form, sitterId }: { form: ProfileForm; sitterId?: number }) {
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Cuenta y publicación</legend>
      <Controller
        control={form.control}
        name="userId"
        render={({ field }) => (
          <FieldShell label="Cuenta de cuidador" hint="La cuenta del portal de esta persona: necesaria para publicar." error={errors.userId?.message}>
            {(control) => <AccountSelect control={control} value={field.value ?? null} onChange={field.onChange} sitterId={sitterId} />}
          </FieldShell>
        )}
      />
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <CheckboxField
            label="Publicado"
            hint="Aparece en la búsqueda y tiene su página. Requiere una cuenta con sus cuatro documentos verificados y la entrevista completada."
            error={errors.published?.message}
            checked={field.value === true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </fieldset>
  );
}

/** The caregiver account linked to the profile; an account already linked to another profile cannot be chosen. */
function AccountSelect({
  control,
  value,
  onChange,
  sitterId,
}: {
  control: FieldControlProps;
  value: string | null;
  onChange: (userId: string | null) => void;
  sitterId?: number;
}) {
  const users = useQuery<AdminUser[]>({ queryKey: ADMIN_KEYS.users });
  const sitters = useQuery<AdminSitter[]>({ queryKey: ADMIN_KEYS.sitters });
  const linkedElsewhere = new Map((sitters.data ?? []).filter((s) => s.userId && s.id !== sitterId).map((s) => [s.userId as string, s.name]));
  const options: SelectOption<string>[] = [
    { value: NO_ACCOUNT, label: "Sin cuenta vinculada" },
    ...(users.isError ? [{ value: "error", label: `No pudimos cargar las cuentas. ${errorMessage(users.error, "")}`, disabled: true }] : []),
    ...(users.data ?? []).map((user) => {
      const elsewhere = linkedElsewhere.get(user.id);
      return { value: user.id, label: `${user.name} (${user.email})${elsewhere ? ` · vinculada a ${elsewhere}` : ""}`, disabled: Boolean(elsewhere) };
    }),
  ];
  return (
    <OptionsSelect
      {...control}
      value={value ?? NO_ACCOUNT}
      onValueChange={(next) => onChange(next === NO_ACCOUNT ? null : next)}
      options={options}
      disabled={users.isPending}
      className="w-full"
    />
  );
}
