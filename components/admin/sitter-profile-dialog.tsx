"use client";

import { useId, useState } from "react";
import Image from "next/image";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { XIcon } from "lucide-react";
import { Controller, useForm, useWatch, type FieldError } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { DialogFormFooter } from "@/components/forms/dialog-form-footer";
import { FieldShell, type FieldControlProps } from "@/components/forms/field-shell";
import { FormAlert } from "@/components/forms/form-alert";
import { OptionsSelect, type SelectOption } from "@/components/forms/options-select";
import { TextareaField } from "@/components/forms/textarea-field";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { ADMIN_KEYS, createSitter, updateSitter, type AdminSitter, type AdminUser } from "@/lib/client/admin-api";
import { errorMessage } from "@/lib/client/api";
import { DEPARTMENTS, LIMITS, SEARCH_ZONES, SERVICE_LABELS, SERVICES, type Department } from "@/lib/constants";
import { formatWhatsapp } from "@/lib/phone";
import { slugify } from "@/lib/text-search";
import { SITTER_MESSAGES, sitterProfileSchema } from "@/lib/sitters/profile-schema";
import { toastFailure } from "./admin-toasts";
import { SitterImageUpload } from "./sitter-image-upload";

type FormInput = z.input<typeof sitterProfileSchema>;
type FormOutput = z.output<typeof sitterProfileSchema>;

const NO_ACCOUNT = "none";
const DEPARTMENT_OPTIONS = DEPARTMENTS.map((department) => ({ value: department, label: department }));

/**
 * Creates or edits a public sitter profile: web address, name, department and municipality, services and price,
 * what they accept, presentation, home, badges, WhatsApp, photos (avatar and up to 3 in the gallery), the
 * caregiver account it belongs to, and whether it is published.
 */
export function SitterProfileDialog({ sitter, trigger }: { sitter?: AdminSitter; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      {/* A long form: a click outside must not throw it away (Escape, 'Cancelar' and the close button still do). */}
      <DialogContent className="sm:max-w-3xl" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{sitter ? `Editar perfil de ${sitter.name}` : "Nuevo perfil público"}</DialogTitle>
          <DialogDescription>
            {sitter
              ? "Los cambios se ven en la búsqueda y en su perfil en cuanto guardas."
              : "El perfil queda oculto hasta que lo publiques."}
          </DialogDescription>
        </DialogHeader>
        <SitterProfileForm sitter={sitter} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function initialValues(sitter?: AdminSitter): Partial<FormInput> {
  if (!sitter) {
    return {
      slug: "",
      name: "",
      municipality: "",
      services: [],
      acceptsCats: true,
      acceptsLargeDogs: true,
      hideSuperSitter: false,
      bio: "",
      home: "",
      badges: [],
      whatsapp: "",
      avatar: null,
      gallery: [],
      published: false,
      userId: null,
    };
  }
  return {
    slug: sitter.slug,
    name: sitter.name,
    department: (DEPARTMENTS as readonly string[]).includes(sitter.department) ? (sitter.department as Department) : undefined,
    municipality: sitter.municipality,
    services: sitter.services,
    priceFromUSD: sitter.priceFromUSD,
    acceptsCats: sitter.acceptsCats,
    acceptsLargeDogs: sitter.acceptsLargeDogs,
    hideSuperSitter: sitter.hideSuperSitter,
    bio: sitter.bio,
    home: sitter.home ?? "",
    badges: sitter.badges,
    whatsapp: sitter.whatsapp ? formatWhatsapp(`+${sitter.whatsapp}`) : "",
    avatar: sitter.avatar,
    gallery: sitter.gallery,
    published: sitter.published,
    userId: sitter.userId,
  };
}

/** The first message in a field's errors (an array field keeps its items' errors inside). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const message = (error as FieldError).message;
  if (typeof message === "string") return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

function SitterProfileForm({ sitter, onSaved }: { sitter?: AdminSitter; onSaved: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(sitterProfileSchema), defaultValues: initialValues(sitter) });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (values: FormOutput) => (sitter ? updateSitter(sitter.id, values) : createSitter(values)),
    onMutate: () => setFailure(null),
    onSuccess: ({ sitter: saved }) => {
      queryClient.setQueryData<AdminSitter[]>(ADMIN_KEYS.sitters, (list) =>
        sitter ? list?.map((s) => (s.id === saved.id ? saved : s)) : list && [...list, saved],
      );
      toast.success(sitter ? "Perfil guardado" : "Perfil creado", { description: saved.name });
      onSaved();
    },
    onError: (error) => {
      const message = toastFailure(error, "Error al guardar el perfil");
      if (message === SITTER_MESSAGES.slugTaken) form.setError("slug", { message }, { shouldFocus: true });
      else if (message === SITTER_MESSAGES.userTaken) form.setError("userId", { message });
      else setFailure(message);
    },
  });

  const slug = useWatch({ control: form.control, name: "slug" });
  const services = useWatch({ control: form.control, name: "services" }) ?? [];

  return (
    <form noValidate className="grid gap-6" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Datos del perfil</legend>
        <TextField
          label="Nombre"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register("name", {
            // A new profile's web address follows its name until someone writes one.
            onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
              if (sitter || form.getFieldState("slug").isDirty) return;
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
          label="Precio desde (USD)"
          hint="Dólares, sin centavos."
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          step={1}
          error={errors.priceFromUSD?.message}
          {...form.register("priceFromUSD", { valueAsNumber: true })}
        />
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
          {errors.services && (
            <p id={`${id}-services-error`} className="text-sm font-medium text-destructive">
              {firstMessage(errors.services)}
            </p>
          )}
        </fieldset>
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">Qué acepta</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(
              [
                ["acceptsCats", "Acepta gatos"],
                ["acceptsLargeDogs", "Acepta perros grandes"],
                ["hideSuperSitter", "Ocultar la insignia de súper cuidador"],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <CheckboxField id={`${id}-${name}`} label={label} checked={field.value === true} onCheckedChange={field.onChange} />
                )}
              />
            ))}
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Presentación</legend>
        <TextareaField label="Sobre mí" hint="Al menos 20 caracteres." rows={4} error={errors.bio?.message} {...form.register("bio")} />
        <TextareaField label="Su hogar" hint="Opcional: espacio, patio, otras mascotas." rows={3} error={errors.home?.message} {...form.register("home")} />
        <Controller
          control={form.control}
          name="badges"
          render={({ field }) => (
            <BadgesField
              label="Insignias"
              hint="Separadas por comas, por ejemplo: super-sitter, verificado, casa-con-patio."
              value={field.value ?? []}
              onChange={field.onChange}
              error={firstMessage(errors.badges)}
            />
          )}
        />
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold">Fotos</legend>
        <Controller
          control={form.control}
          name="avatar"
          render={({ field }) => (
            <div className="grid gap-2">
              <span id={`${id}-avatar-label`} className="text-sm font-medium">
                Foto de perfil
              </span>
              <div className="flex flex-wrap items-center gap-3">
                {field.value ? (
                  <Image src={field.value} alt="Foto de perfil elegida" width={80} height={80} unoptimized className="size-20 rounded-full border object-cover" />
                ) : (
                  <span className="grid size-20 place-items-center rounded-full border border-dashed text-xs text-muted-foreground">Sin foto</span>
                )}
                <SitterImageUpload labelId={`${id}-avatar-label`} onUploaded={field.onChange}>
                  {field.value ? "Cambiar foto" : "Subir foto"}
                </SitterImageUpload>
                {field.value && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => field.onChange(null)}>
                    <XIcon aria-hidden="true" />
                    Quitar<span className="sr-only"> foto de perfil</span>
                  </Button>
                )}
              </div>
              {errors.avatar && <p className="text-sm font-medium text-destructive">{errors.avatar.message}</p>}
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="gallery"
          render={({ field }) => {
            const photos = field.value ?? [];
            return (
              <div className="grid gap-2">
                <span id={`${id}-gallery-label`} className="text-sm font-medium">
                  Galería (hasta {LIMITS.galleryPhotos} fotos)
                </span>
                {photos.length > 0 && (
                  <ul className="flex flex-wrap gap-3">
                    {photos.map((url, index) => (
                      <li key={`${url}-${index}`} className="grid justify-items-center gap-1">
                        <Image src={url} alt={`Foto ${index + 1} de la galería`} width={112} height={84} unoptimized className="h-21 w-28 rounded-md border object-cover" />
                        <Button type="button" variant="ghost" size="sm" onClick={() => field.onChange(photos.filter((_, i) => i !== index))}>
                          <XIcon aria-hidden="true" />
                          Quitar<span className="sr-only"> foto {index + 1} de la galería</span>
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                {photos.length < LIMITS.galleryPhotos ? (
                  <SitterImageUpload labelId={`${id}-gallery-label`} onUploaded={(url) => field.onChange([...photos, url])}>
                    Agregar foto
                  </SitterImageUpload>
                ) : (
                  <p className="text-sm text-muted-foreground">La galería está completa: quita una foto para cambiarla.</p>
                )}
                {errors.gallery && <p className="text-sm font-medium text-destructive">{firstMessage(errors.gallery)}</p>}
              </div>
            );
          }}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">Cuenta y publicación</legend>
        <Controller
          control={form.control}
          name="userId"
          render={({ field }) => (
            <FieldShell label="Cuenta de cuidador" hint="Opcional: la cuenta del portal de esta persona." error={errors.userId?.message}>
              {(control) => <AccountSelect control={control} value={field.value ?? null} onChange={field.onChange} sitterId={sitter?.id} />}
            </FieldShell>
          )}
        />
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <CheckboxField
              id={`${id}-published`}
              label="Publicado"
              hint="Aparece en la búsqueda y tiene su página."
              checked={field.value === true}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </fieldset>

      {failure && <FormAlert>{failure}</FormAlert>}
      <DialogFormFooter pending={save.isPending} submitLabel={sitter ? "Guardar cambios" : "Crear perfil"} />
    </form>
  );
}

function CheckboxField({
  id,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** Badges as one line of text, kept as the list the profile stores. */
function BadgesField({
  label,
  hint,
  value,
  onChange,
  error,
}: {
  label: string;
  hint: string;
  value: string[];
  onChange: (badges: string[]) => void;
  error?: string;
}) {
  // The text as typed ("verificado, ") stays while typing; the list is what gets validated and saved.
  const [text, setText] = useState(() => value.join(", "));
  return (
    <TextField
      label={label}
      hint={hint}
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
  const linkedElsewhere = new Map(
    (sitters.data ?? []).filter((s) => s.userId && s.id !== sitterId).map((s) => [s.userId as string, s.name]),
  );
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
