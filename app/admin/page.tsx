import type { Metadata } from "next";
import { AdminApp } from "@/components/admin/admin-app";
import { SignedInShell } from "@/components/providers/signed-in-shell";
import { smtpUrl } from "@/lib/mail/transport";

// Rendered per request: its scripts carry the request's CSP nonce (proxy.ts), and no cache keeps it.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Administración", robots: { index: false, follow: false } };

// The admin dashboard (SPEC §2 Admin): everything depends on the session, so it renders in the browser.
export default function AdminPage() {
  return (
    <SignedInShell layout="admin">
      <AdminApp mailOn={smtpUrl() !== null} />
    </SignedInShell>
  );
}
