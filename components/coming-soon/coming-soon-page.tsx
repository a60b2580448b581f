import { HeartIcon, LogInIcon, PawPrintIcon } from "lucide-react";
import Link from "next/link";
import { SocialLinks } from "@/components/social-links";
import { PageToaster } from "@/components/site/page-toast";
import { BRAND } from "@/lib/site/brand";
import { joinPetOwnerWaitlist, joinProviderWaitlist } from "@/lib/leads/waitlist-actions";
import { ZONE_CHOICES } from "@/lib/zones/zone-choices";
import { WaitlistSection } from "./waitlist-section";

/**
 * The coming-soon page (SPEC §2): shown by the gate at every public path, and at /coming-soon inside the
 * public layout — there `embedded`, so the layout's <main> is the only one.
 */
export function ComingSoonPage({ embedded = false }: { embedded?: boolean }) {
  const Main = embedded ? "div" : "main";
  return (
    <div className={embedded ? "flex flex-col" : "flex min-h-screen flex-col"}>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4 px-4 py-4">
        <p className="flex items-center gap-2 text-lg font-bold text-primary">
          <PawPrintIcon aria-hidden="true" className="size-6" />
          {BRAND}
        </p>
        {/* No prefetch (as SiteLink): the sitters' portal is signed-in and per request, and most of the gate's visitors
            are families; a tap still opens it in place. */}
        <Link
          href="/portal"
          prefetch={false}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-primary underline-offset-4 hover:underline"
        >
          <LogInIcon aria-hidden="true" className="size-4" />
          Iniciar sesión
        </Link>
      </header>

      <Main id={embedded ? undefined : "contenido"} className="mx-auto grid w-full max-w-3xl flex-1 gap-12 px-4 pt-8 pb-16 sm:pt-14">
        <div className="grid gap-5 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{BRAND} llega muy pronto a El Salvador</h1>
          <p className="mx-auto max-w-2xl text-lg text-pretty text-muted-foreground">
            Estamos reuniendo a los primeros cuidadores de confianza para perros y gatos. Únete como cuidador temprano y
            forma parte de {BRAND} desde el inicio.
          </p>
        </div>

        <WaitlistSection actions={{ provider: joinProviderWaitlist, petOwner: joinPetOwnerWaitlist }} zones={ZONE_CHOICES} />
        <PageToaster />

        <section aria-labelledby="para-tu-mascota" className="grid gap-3 rounded-xl bg-accent p-6 text-accent-foreground sm:p-8">
          <h2 id="para-tu-mascota" className="flex items-center gap-2 text-xl font-semibold">
            <HeartIcon aria-hidden="true" className="size-5 shrink-0" />
            Porque tu mascota es familia
          </h2>
          <p className="text-pretty">
            Sabemos lo difícil que es dejarla, aunque sea por unas horas. Por eso estamos formando una comunidad de
            cuidadores verificados cerca de ti, que la cuidarán en casa, la sacarán a pasear y te contarán cómo está
            mientras no estás. Para que vuelvas y la encuentres feliz, como si nunca te hubieras ido.
          </p>
        </section>
      </Main>

      <footer className="border-t bg-muted">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between">
          <nav aria-label="Redes sociales">
            <SocialLinks className="gap-x-2" linkClassName="inline-flex min-h-11 items-center px-2 font-medium" />
          </nav>
          <p className="text-muted-foreground">
            © {new Date().getFullYear()} {BRAND}. Todos los derechos reservados.
          </p>
        </div>
      </footer>
    </div>
  );
}
