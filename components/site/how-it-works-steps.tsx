import { StaticIcon } from "@/components/site/icon-sprite";

const STEPS = [
  {
    icon: "search",
    title: "Busca",
    text: "Filtra por zona, servicio y calificación, y descubre cuidadores cerca de ti.",
  },
  {
    icon: "user-check",
    title: "Elige",
    text: "Lee su perfil, sus reseñas y qué mascotas cuida. Si tienes dudas, escríbele por WhatsApp.",
  },
  {
    icon: "calendar-check",
    title: "Solicita tu reserva",
    text: "Envía tu solicitud en dos pasos, sin pagos en línea. Tu cuidador confirma su disponibilidad y te avisamos por correo.",
  },
] as const;

/** The three steps for pet owners: search, choose, request a booking. */
export function HowItWorksSteps() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map(({ icon, title, text }, index) => (
        <li key={title} className="flex gap-4 rounded-xl border bg-card p-6">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <span className="sr-only">Paso {index + 1}: </span>
              {title}
              <StaticIcon name={icon} className="size-5 text-primary" />
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
