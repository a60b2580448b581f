import { SiteLink } from "@/components/site/base-path";
import { SitterAvatar } from "@/components/site/sitter-avatar";
import { INVITATION_PARAM } from "@/lib/zones/invitations";

type Sitter = { id: number; slug: string; name: string; avatar: string | null; municipality: string };

/** /reservar?invitacion=…: the invited family picks one of its zone's sitters; the form keeps the invitation. */
export function InvitedSitters({ zoneName, familyName, sitters, token }: { zoneName: string; familyName: string; sitters: Sitter[]; token: string }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">
          {familyName}, ya puedes reservar en {zoneName}
        </h1>
        <p className="mt-2 text-muted-foreground">
          Tienes invitación para reservar con los primeros cuidadores de {zoneName}. Elige a uno: tus datos ya van puestos.
        </p>
      </div>
      {sitters.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-8 text-center">
          Todavía no hay cuidadores libres en {zoneName}: te escribimos apenas haya.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label={`Cuidadores de ${zoneName}`}>
          {sitters.map((sitter) => (
            <li key={sitter.id}>
              <SiteLink
                href={`/reservar?sitter=${encodeURIComponent(sitter.slug)}&${INVITATION_PARAM}=${encodeURIComponent(token)}`}
                className="flex items-center gap-3 rounded-xl border bg-card p-3 hover:bg-muted"
              >
                <SitterAvatar src={sitter.avatar} name={sitter.name} size={48} />
                <span className="grid">
                  <span className="font-semibold">{sitter.name}</span>
                  <span className="text-sm text-muted-foreground">{sitter.municipality}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
