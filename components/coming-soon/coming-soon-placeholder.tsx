import Link from "next/link";
import { BRAND } from "@/lib/brand";

/** Placeholder of the coming-soon page; its own issue builds the waitlists. */
export function ComingSoonPlaceholder() {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{BRAND}</p>
      <h1 className="text-3xl font-bold sm:text-4xl">Muy pronto en El Salvador</h1>
      <p className="text-lg text-muted-foreground">
        Estamos preparando una comunidad de cuidadores de confianza para perros y gatos. Únete como cuidador temprano.
      </p>
      <Link href="/portal" className="font-medium text-primary underline underline-offset-4">
        Iniciar sesión
      </Link>
    </main>
  );
}
