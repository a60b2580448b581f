import { SiteLink } from "@/components/site/base-path";
import type { PlanBView } from "@/lib/bookings/plan-b/plan-b";
import type { TeamContact } from "@/lib/site/team-contact";
import { TeamEmergencyLine } from "@/components/pets/team-emergency-line";
import { AcceptBackup } from "./accept-backup";

/** The header's words once the sitter cancelled: what happened, and what the owner can do now. */
export function sitterCancelledWords(planB: PlanBView, sitterName: string | null): { title: string; next: string } {
  const who = sitterName ?? "Tu cuidador";
  if (planB.canMove && planB.backup) return { title: `${who} canceló tu reserva`, next: `Tu Plan B, ${planB.backup.name}, está libre en tus fechas: pásale tu reserva con un toque.` };
  return { title: `${who} canceló tu reserva`, next: "Lo sentimos. Abajo tienes cuidadores libres en tus fechas, o escríbenos y te ayudamos." };
}

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function BackupName({ backup }: { backup: NonNullable<PlanBView["backup"]> }) {
  return backup.slug ? (
    <SiteLink href={`/s/${backup.slug}`} className={linkClass}>
      {backup.name}
    </SiteLink>
  ) : (
    <span className="font-medium">{backup.name}</span>
  );
}

/**
 * Plan B on the owner's page: while confirmed, the named backup and how to reach the team in an urgency, with its hours;
 * after the sitter cancelled, the one-tap move to the backup, or free sitters to ask instead.
 */
export function PlanBSection({ token, planB, team }: { token: string; planB: PlanBView; team: TeamContact }) {
  return (
    <section aria-labelledby="plan-b-titulo" className="grid gap-3 rounded-xl border bg-card p-5">
      <h2 id="plan-b-titulo" className="text-lg font-semibold">
        Plan B
      </h2>
      {planB.sitterCancelled && planB.canMove && planB.backup ? (
        <>
          <p>
            Plan B: <BackupName backup={planB.backup} />. Está libre en tus fechas y cuida a tu mascota.
          </p>
          <AcceptBackup token={token} backupName={planB.backup.name} />
        </>
      ) : planB.sitterCancelled ? (
        planB.alternatives.length > 0 ? (
          <>
            <p>Estos cuidadores están libres en tus fechas y cuidan a tu mascota, los más cercanos primero. Envíale una solicitud nueva a quien prefieras:</p>
            <ul className="grid gap-2">
              {planB.alternatives.map((sitter) => (
                <li key={sitter.path}>
                  <SiteLink href={sitter.path} className={linkClass}>
                    Solicitar a {sitter.name}
                  </SiteLink>{" "}
                  <span className="text-sm text-muted-foreground">· {sitter.nearby}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>No encontramos otro cuidador libre en tus fechas. Escríbenos y te ayudamos a encontrar uno.</p>
        )
      ) : planB.backup ? (
        <p>
          Plan B: <BackupName backup={planB.backup} />. Si tu cuidador no pudiera cuidar a tu mascota, pasas tu reserva a tu Plan B con un toque desde este
          enlace.
        </p>
      ) : (
        <p>Si tu cuidador no pudiera cuidar a tu mascota, te avisamos por correo y te ayudamos a encontrar otro.</p>
      )}
      <p className="text-sm text-muted-foreground">
        <TeamEmergencyLine team={team} />
      </p>
    </section>
  );
}
