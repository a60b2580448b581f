import { ZoneState } from "@/lib/generated/prisma/enums";

// A zone's states and how the team reads them.

export const ZONE_STATES = Object.values(ZoneState);

export const ZONE_STATE_LABELS: Record<ZoneState, string> = {
  WAITLIST: "Próximamente",
  INVITE: "Por invitación",
  OPEN: "Abierta",
};
