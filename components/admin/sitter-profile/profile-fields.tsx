"use client";

import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FieldError } from "@/components/forms/field-error";
import { FieldShell } from "@/components/forms/field-shell";
import { OptionsSelect } from "@/components/forms/options-select";
import { PRICE_INPUT_OPTIONS, ServicePriceFields } from "@/components/forms/service-price-fields";
import { TextField } from "@/components/forms/text-field";
import { DEPARTMENTS, SEARCH_ZONES, SERVICE_LABELS, SERVICES } from "@/lib/constants";
import { slugify } from "@/lib/format/plain-text";
import { firstMessage, type ProfileForm } from "./form-values";

const DEPARTMENT_OPTIONS = DEPARTMENTS.map((department) => ({ value: department, label: department }));

const ACCEPTS = [
  ["acceptsCats", "Acepta gatos"],
  ["acceptsLargeDogs", "Acepta perros grandes"],
  ["hideSuperSitter", "Ocultar la insignia de súper cuidador"],
] as const;

/** "Datos del perfil": name and web address, where they are, WhatsApp, services with their prices and what they accept. */
export function ProfileFields({ form, isNew }: { form: ProfileForm; isNew: boolean }) {
  const id = useId();
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: "slug" });
  const services = useWatch({ control: form.control, name: "services" }) ?? [];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold">Datos del perfil</legend>
      <TextField
        label="Nombre"
        autoComplete="off"
        error={errors.name?.message}
        {...form.register("name", {
          // A new profile's web address follows its name until someone writes one.
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            if (!isNew || form.getFieldState("slug").isDirty) return;
            form.setValue("slug", slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
          },
        })}
      />
      <TextField
        label="Dirección web"
        hint={`Su perfil: /s/${slug || "…"}`}
        autoComplete="off"
        spellCheck={false}
        error={errors.slug?.message}
        {...form.register("slug")}
      />
      <Controller
        control={form.control}
        name="department"
        render={({ field }) => (
          <FieldShell label="Departamento" error={errors.department?.message}>
            {(control) => (
              <OptionsSelect
                {...control}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value}
                onValueChange={field.onChange}
                options={DEPARTMENT_OPTIONS}
                placeholder="Elige un departamento"
                className="w-full"
              />
            )}
          </FieldShell>
        )}
      />
      <TextField
        label="Municipio o zona"
        hint="Las zonas de búsqueda aparecen como sugerencias."
        list={`${id}-zones`}
        autoComplete="off"
        error={errors.municipality?.message}
        {...form.register("municipality")}
      />
      <datalist id={`${id}-zones`}>
        {Object.values(SEARCH_ZONES).map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <TextField
        label="WhatsApp"
        hint="8 dígitos (7123-4567) o con código de país. Vacío: se usa el número del equipo."
        type="tel"
        inputMode="tel"
        autoComplete="off"
        error={errors.whatsapp?.message}
        {...form.register("whatsapp")}
      />
      <fieldset
        className="grid gap-2 sm:col-span-2"
        aria-describedby={errors.services ? `${id}-services-error` : undefined}
        aria-invalid={errors.services ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium">Servicios</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SERVICES.map((service) => (
            <CheckboxField
              key={service}
              id={`${id}-service-${service}`}
              label={SERVICE_LABELS[service]}
              checked={services.includes(service)}
              onCheckedChange={(checked) =>
                form.setValue("services", checked ? [...services, service] : services.filter((s) => s !== service), {
                  shouldValidate: form.formState.isSubmitted,
                  shouldDirty: true,
                })
              }
            />
          ))}
        </div>
        <FieldError id={`${id}-services-error`} message={firstMessage(errors.services)} />
      </fieldset>
      <ServicePriceFields
        className="grid gap-4 sm:col-span-2 sm:grid-cols-3"
        services={services}
        register={(field) => form.register(field, PRICE_INPUT_OPTIONS)}
        errors={errors}
      />
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">Qué acepta</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {ACCEPTS.map(([name, label]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => <CheckboxField id={`${id}-${name}`} label={label} checked={field.value === true} onCheckedChange={field.onChange} />}
            />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
