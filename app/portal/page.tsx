import type { Metadata } from "next";
import { CaregiverPortal } from "@/components/portal/caregiver-portal";
import { SignedInShell } from "@/components/providers/signed-in-shell";
import { teamWhatsappDigits } from "@/lib/caregivers/portal-help";

// Rendered per request: its scripts carry the request's CSP nonce (proxy.ts), and no cache keeps it.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Portal de Cuidadores", robots: { index: false, follow: false } };

// The caregiver portal (SPEC §2): everything depends on the session, so it renders in the browser.
export default function PortalPage() {
  return (
    <SignedInShell layout="portal">
      <CaregiverPortal teamWhatsapp={teamWhatsappDigits()} />
    </SignedInShell>
  );
}
