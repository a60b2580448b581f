import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { EmergencySheet } from "@/components/pets/emergency-sheet";
import { pageSession } from "@/lib/auth/guards";
import { reachSitterBooking } from "@/lib/bookings/loop";
import { emergencySheet } from "@/lib/bookings/pet-file/pet-file";
import { HttpError } from "@/lib/http/handler";
import { teamContact } from "@/lib/site/team-contact";

// One booking's emergency sheet for its sitter: per request, never cached or indexed (the pet's vet, medicines
// and the owner's contacts are on it).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Hoja de emergencia", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Props = { params: Promise<{ id: string }> };

export default async function EmergencySheetPage({ params }: Props) {
  const { id } = await params;
  const session = await pageSession((await headers()).get("cookie"));
  if (!session) redirect("/portal");
  const sheet = await reachSitterBooking(session.user, id).then((booking) => emergencySheet(booking)).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!sheet) notFound();
  return <EmergencySheet sheet={sheet} team={teamContact()} />;
}
