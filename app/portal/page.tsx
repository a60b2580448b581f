import type { Metadata } from "next";
import { CaregiverPortal } from "@/components/portal/caregiver-portal";
import { QueryProvider } from "@/components/providers/query-provider";
import { Toaster } from "@/components/ui/sonner";

// Rendered per request: its scripts carry the request's CSP nonce (proxy.ts), and no cache keeps it.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Portal de Cuidadores", robots: { index: false, follow: false } };

// The caregiver portal (SPEC §2): everything depends on the session, so it renders in the browser.
export default function PortalPage() {
  return (
    <>
      <div data-layout="portal" className="min-h-screen bg-muted/40">
        <QueryProvider>
          <CaregiverPortal />
        </QueryProvider>
      </div>
      {/* Outside the page's own box, as the last thing in <body>, like the one toaster it replaces. */}
      <Toaster />
    </>
  );
}
