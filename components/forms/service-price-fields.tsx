"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import type { ServiceCode } from "@/lib/constants";
import { PRICE_FIELDS, PRICE_INPUT_LABELS, PRICE_RANGE, SERVICE_ORDER, type PriceField } from "@/lib/sitters/prices";

/** An empty box is "no price" (null), so the schema names the missing price instead of a NaN. */
export const PRICE_INPUT_OPTIONS = { setValueAs: (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value)) };

/** One price per offered service (whole dollars), in the order the profile lists them. */
export function ServicePriceFields({
  services,
  register,
  errors,
  className,
}: {
  services: readonly ServiceCode[];
  register: (field: PriceField) => UseFormRegisterReturn;
  errors: Partial<Record<PriceField, { message?: string } | undefined>>;
  className?: string;
}) {
  const offered = SERVICE_ORDER.filter((service) => services.includes(service));
  return (
    <fieldset className={className ?? "grid gap-4 sm:grid-cols-3"}>
      <legend className="mb-2 text-sm font-medium">Precios (USD, sin centavos)</legend>
      {offered.length === 0 ? (
        <p className="text-sm text-muted-foreground sm:col-span-3">Elige los servicios para poner su precio.</p>
      ) : (
        offered.map((service) => (
          <TextField
            key={service}
            label={PRICE_INPUT_LABELS[service]}
            type="number"
            inputMode="numeric"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={1}
            error={errors[PRICE_FIELDS[service]]?.message}
            {...register(PRICE_FIELDS[service])}
          />
        ))
      )}
    </fieldset>
  );
}
