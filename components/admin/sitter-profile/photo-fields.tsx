"use client";

import { useId } from "react";
import { XIcon } from "lucide-react";
import { Controller } from "react-hook-form";
import { FieldError } from "@/components/forms/field-error";
import { ResponsiveImage } from "@/components/responsive-image";
import { Button } from "@/components/ui/button";
import { LIMITS } from "@/lib/constants/limits";
import { SitterImageUpload } from "../sitter-image-upload";
import { firstMessage, type ProfileForm } from "./form-values";

/** "Fotos": the profile photo and up to three gallery photos, each uploaded as it is chosen. */
export function PhotoFields({ form }: { form: ProfileForm }) {
  const id = useId();
  const { errors } = form.formState;
  return (
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
                <ResponsiveImage src={field.value} alt="Foto de perfil elegida" width={80} height={80} sizes="80px" className="size-20 rounded-full border object-cover" />
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
            <FieldError id={`${id}-avatar-error`} message={errors.avatar?.message} />
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
                      <ResponsiveImage src={url} alt={`Foto ${index + 1} de la galería`} width={112} height={84} sizes="112px" className="h-21 w-28 rounded-md border object-cover" />
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
              <FieldError id={`${id}-gallery-error`} message={firstMessage(errors.gallery)} />
            </div>
          );
        }}
      />
    </fieldset>
  );
}
