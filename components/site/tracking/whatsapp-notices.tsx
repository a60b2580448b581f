"use client";

import { WhatsappSwitch, type WhatsappNoticesState } from "@/components/forms/whatsapp-switch";
import { setWhatsappNotices } from "@/lib/client/tracking-api";

/** The owner's WhatsApp notices on the tracking page, through the owner's token. */
export function WhatsappNotices({ token, initial }: { token: string; initial: WhatsappNoticesState }) {
  return <WhatsappSwitch initial={initial} save={async (optIn) => (await setWhatsappNotices(token, optIn)).whatsapp} />;
}
