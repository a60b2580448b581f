import type { Metadata } from "next";
import { AdminApp } from "@/components/admin/admin-app";
import { QueryProvider } from "@/components/providers/query-provider";
import { Toaster } from "@/components/ui/sonner";

// Rendered per request: its scripts carry the request's CSP nonce (proxy.ts), and no cache keeps it.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Administración", robots: { index: false, follow: false } };

// The admin dashboard (SPEC §2 Admin): everything depends on the session, so it renders in the browser.
export default function AdminPage() {
  return (
    <>
      <div data-layout="admin" className="min-h-screen bg-muted/40">
        <QueryProvider>
          <AdminApp />
        </QueryProvider>
      </div>
      {/* Outside the page's own box, as the last thing in <body>, like the one toaster it replaces. */}
      <Toaster />
    </>
  );
}
