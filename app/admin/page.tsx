import type { Metadata } from "next";
import { BRAND } from "@/lib/brand";

export const metadata: Metadata = { title: "Administración", robots: { index: false, follow: false } };

// The admin dashboard (SPEC §2 Admin) is built by its own issue.
export default function AdminPage() {
  return (
    <main data-layout="admin" className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-2xl font-bold">Panel de administración</h1>
      <p className="mt-2 text-muted-foreground">{BRAND} · acceso solo para el equipo.</p>
    </main>
  );
}
