"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { WhatsappSwitch } from "@/components/forms/whatsapp-switch";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PORTAL_KEYS, setCaregiverWhatsapp, type CaregiverWhatsapp } from "@/lib/client/portal-api";

/**
 * "Avisos por WhatsApp": the caregiver turns the notices to their account's WhatsApp number on or off
 * (new requests, reminders, a meet & greet answered, a booking cancelled); the e-mails go either way.
 */
export function WhatsappNoticesCard() {
  const queryClient = useQueryClient();
  const notices = useQuery<CaregiverWhatsapp>({ queryKey: PORTAL_KEYS.whatsapp });
  const data = notices.data;

  async function save(optIn: boolean) {
    const { whatsapp } = await setCaregiverWhatsapp(optIn);
    queryClient.setQueryData(PORTAL_KEYS.whatsapp, whatsapp);
    return { number: whatsapp.number ?? "", on: whatsapp.on, sending: whatsapp.sending };
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Avisos por WhatsApp</h2>
        </CardTitle>
        <CardDescription>Solicitudes nuevas, recordatorios y cambios en tus reservas, también por WhatsApp. El correo te llega igual.</CardDescription>
      </CardHeader>
      <CardContent>
        {notices.isPending ? (
          <p className="text-sm text-muted-foreground">Cargando…</p>
        ) : notices.isError || !data ? (
          <p className="text-sm text-muted-foreground">No pudimos cargar tus avisos. Intenta de nuevo más tarde.</p>
        ) : data.number === null ? (
          <p className="text-sm text-muted-foreground">Tu cuenta todavía no tiene un número de WhatsApp: el equipo lo agrega a tu perfil.</p>
        ) : (
          <WhatsappSwitch initial={{ number: data.number, on: data.on, sending: data.sending }} save={save} />
        )}
      </CardContent>
    </Card>
  );
}
