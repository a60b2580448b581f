"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { CheckboxField } from "@/components/forms/checkbox-field";
import { FieldError } from "@/components/forms/field-error";
import { FilePickerButton } from "@/components/forms/file-picker-button";
import { FormAlert } from "@/components/forms/form-alert";
import { PRICE_INPUT_OPTIONS, ServicePriceFields } from "@/components/forms/service-price-fields";
import { ResponsiveImage } from "@/components/responsive-image";
import { ServicePriceList } from "@/components/site/service-price-list";
import { TextareaField } from "@/components/forms/textarea-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage, errorStatus } from "@/lib/client/api";
import { applyServerError, failureOf } from "@/lib/client/form-errors";
import { PORTAL_KEYS, proposeProfile, uploadProfilePhoto, type OwnProfile } from "@/lib/client/portal-api";
import { SERVICE_LABELS, SERVICES, type ServiceCode } from "@/lib/constants";
import { formatDate } from "@/lib/format/dates";
import { formatPriceFrom } from "@/lib/format/text";
import { servicePrices } from "@/lib/sitters/profile-adapter";
import { cardPrice } from "@/lib/sitters/card-label";
import { PRICE_FIELDS, PRICE_RANGE, SERVICE_ORDER, type PriceColumns, type PricedService } from "@/lib/sitters/prices";
import { ownProfileSchema, type OwnProfileInput } from "@/lib/sitters/profile-schema";
import type { z } from "zod";

/** "Mi perfil": the caregiver edits their public profile; the team reviews the change before it is published. */
export function OwnProfileCard() {
  const profile = useQuery<OwnProfile>({ queryKey: PORTAL_KEYS.profile });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Mi perfil</h2>
        </CardTitle>
        <CardDescription>Lo que las familias ven de ti. Revisamos cada cambio antes de publicarlo.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <p className="text-sm text-muted-foreground">Cargando tu perfil…</p>
        ) : profile.isError || !profile.data?.profile ? (
          <p className="text-sm text-muted-foreground">
            {errorStatus(profile.error) === 404 ? errorMessage(profile.error, "") : "No pudimos cargar tu perfil. Intenta de nuevo más tarde."}
          </p>
        ) : (
          <ProfileForm data={profile.data!} />
        )}
      </CardContent>
    </Card>
  );
}

function ProfileForm({ data }: { data: OwnProfile }) {
  const queryClient = useQueryClient();
  const values = data.pending?.changes ?? data.profile;
  const form = useForm<z.input<typeof ownProfileSchema>, unknown, OwnProfileInput>({
    resolver: zodResolver(ownProfileSchema),
    defaultValues: { ...values, home: values.home ?? "", avatar: values.avatar ?? null, gallery: values.gallery ?? [] },
  });
  const { errors } = form.formState;
  const services = useWatch({ control: form.control, name: "services" }) ?? [];
  const [walkPriceUSD, daycarePriceUSD, boardingPriceUSD] = useWatch({ control: form.control, name: ["walkPriceUSD", "daycarePriceUSD", "boardingPriceUSD"] });
  const prices = { walkPriceUSD, daycarePriceUSD, boardingPriceUSD };
  const [acceptsCats, acceptsLargeDogs] = useWatch({ control: form.control, name: ["acceptsCats", "acceptsLargeDogs"] });
  const save = useMutation({
    mutationFn: proposeProfile,
    onSuccess: async () => {
      toast.success("Cambios enviados", { description: "Los publicamos en cuanto los revisemos." });
      await queryClient.invalidateQueries({ queryKey: PORTAL_KEYS.profile });
    },
    onError: (error) => {
      const message = errorMessage(error, "No pudimos enviar tus cambios. Intenta de nuevo.");
      if (!applyServerError(form, failureOf(error, message))) toast.error("Error", { description: message });
    },
  });
  const decision = data.lastDecision;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((changes) => save.mutate(changes))}>
      {data.pending ? (
        <FormAlert tone="success">
          En revisión: enviaste cambios el {formatDate(data.pending.createdAt)}. Tu perfil público sigue como estaba hasta que los aprobemos.
        </FormAlert>
      ) : decision?.status === "REJECTED" ? (
        <FormAlert>No publicamos tus últimos cambios. Motivo: {decision.reason}</FormAlert>
      ) : null}
      <TextareaField label="Sobre mí" hint="Entre 20 y 1000 caracteres." rows={4} error={errors.bio?.message} {...form.register("bio")} />
      <TextareaField label="Tu hogar (opcional)" rows={2} error={errors.home?.message} {...form.register("home")} />
      <Controller
        control={form.control}
        name="services"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={errors.services ? "perfil-servicios-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">Servicios</legend>
            {SERVICES.map((service) => (
              <CheckboxField
                key={service}
                label={SERVICE_LABELS[service]}
                checked={(field.value ?? []).includes(service)}
                onCheckedChange={(checked) => field.onChange(checked ? [...(field.value ?? []), service] : (field.value ?? []).filter((s) => s !== service))}
              />
            ))}
            <FieldError id="perfil-servicios-error" message={errors.services?.message} />
          </fieldset>
        )}
      />
      <ServicePriceFields className="grid gap-4 sm:grid-cols-3" services={services} register={(field) => form.register(field, PRICE_INPUT_OPTIONS)} errors={errors} />
      <PricePreview services={services} prices={prices} accepts={{ acceptsCats: acceptsCats === true, acceptsLargeDogs: acceptsLargeDogs === true }} />
      <Controller control={form.control} name="avatar" render={({ field }) => <PhotoField label="Foto de perfil" photos={field.value ? [field.value] : []} max={1} onChange={(photos) => field.onChange(photos[0] ?? null)} />} />
      <Controller control={form.control} name="gallery" render={({ field }) => <PhotoField label="Galería (hasta 3 fotos)" photos={field.value ?? []} max={3} onChange={field.onChange} />} />
      <Controller control={form.control} name="acceptsCats" render={({ field }) => <CheckboxField label="Acepto gatos" checked={field.value === true} onCheckedChange={field.onChange} />} />
      <Controller
        control={form.control}
        name="acceptsLargeDogs"
        render={({ field }) => <CheckboxField label="Acepto perros grandes" checked={field.value === true} onCheckedChange={field.onChange} />}
      />
      <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
        {save.isPending ? "Enviando…" : "Enviar cambios a revisión"}
      </Button>
    </form>
  );
}

/**
 * The prices as families will read them once the team approves: the profile's list and the card's "Desde" (the
 * same components and format the public pages use). Only prices that would be accepted are shown.
 */
function PricePreview({
  services,
  prices,
  accepts,
}: {
  services: readonly ServiceCode[];
  prices: Partial<Record<keyof PriceColumns, unknown>>;
  accepts: { acceptsCats: boolean; acceptsLargeDogs: boolean };
}) {
  const valid = SERVICE_ORDER.flatMap((type): PricedService[] => {
    const price = prices[PRICE_FIELDS[type]];
    const ok = services.includes(type) && typeof price === "number" && Number.isInteger(price) && price >= PRICE_RANGE.min && price <= PRICE_RANGE.max;
    return ok ? [{ type, priceUSD: price }] : [];
  });
  // What the card says: the price of what its label names (lib/sitters/card-label.ts).
  const cheapest = cardPrice({ ...accepts, services: [...services], prices: valid });
  return (
    <section aria-labelledby="perfil-precios-vista" className="grid gap-2 rounded-lg border p-3">
      <h3 id="perfil-precios-vista" className="text-sm font-medium">
        Así verán tus precios las familias
      </h3>
      {valid.length === 0 ? (
        <p className="text-sm text-muted-foreground">Escribe el precio de cada servicio que ofreces.</p>
      ) : (
        <>
          <ServicePriceList services={servicePrices(valid)} />
          <p className="text-sm text-muted-foreground">
            En la búsqueda, tu tarjeta dice <span className="font-semibold text-foreground">{formatPriceFrom(cheapest!)}</span>.
          </p>
        </>
      )}
    </section>
  );
}

/** Photos of the profile: each chosen file is uploaded at once (checked by its bytes on the server), then kept in the change. */
function PhotoField({ label, photos, max, onChange }: { label: string; photos: string[]; max: number; onChange: (photos: string[]) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadProfilePhoto,
    onMutate: () => setProblem(null),
    onSuccess: ({ url }) => onChange([...photos, url].slice(-max)),
    onError: (error) => setProblem(errorMessage(error, "No pudimos subir la foto. Intenta de nuevo.")),
  });
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {photos.map((url, index) => (
            <li key={url} className="grid justify-items-center gap-1">
              <ResponsiveImage src={url} alt={`${label}: foto ${index + 1}`} width={96} height={72} sizes="96px" className="h-18 w-24 rounded-md border object-cover" />
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(photos.filter((photo) => photo !== url))}>
                Quitar<span className="sr-only"> la foto {index + 1}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FilePickerButton
        id={`${id}-file`}
        accept="image/jpeg,image/png,image/webp"
        aria-labelledby={`${id}-label`}
        disabled={upload.isPending || (max > 1 && photos.length >= max)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = "";
        }}
      >
        {upload.isPending ? "Subiendo…" : photos.length && max === 1 ? "Cambiar foto" : "Agregar foto"}
      </FilePickerButton>
      {problem && <FieldError id={`${id}-error`} message={problem} />}
    </div>
  );
}
