import type { Metadata } from "next";

export const metadata: Metadata = { title: "Portal de Cuidadores", robots: { index: false, follow: false } };

// The caregiver portal (SPEC §2) is built by its own issue.
export default function PortalPage() {
  return (
    <main data-layout="portal" className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Portal de Cuidadores</h1>
      <p className="mt-2 text-muted-foreground">Inicia sesión para ver el estado de tu aplicación.</p>
    </main>
  );
}
