/** The booking request's steps, in order. */
export const BOOKING_STEPS = [
  { step: 1, title: "Detalles" },
  { step: 2, title: "Contacto" },
] as const;

export type BookingStep = (typeof BOOKING_STEPS)[number]["step"];

/** "1 Detalles · 2 Contacto", the current one marked for screen readers (aria-current="step"). */
export function StepIndicator({ current }: { current: BookingStep }) {
  return (
    <ol className="flex gap-2 text-sm" aria-label="Pasos de la solicitud">
      {BOOKING_STEPS.map((item) => (
        <li
          key={item.step}
          aria-current={item.step === current ? "step" : undefined}
          className="flex flex-1 items-center gap-2 rounded-lg border px-3 py-2 aria-[current=step]:border-primary aria-[current=step]:bg-accent aria-[current=step]:font-semibold"
        >
          <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-muted text-xs font-bold">
            {item.step}
          </span>
          {item.title}
        </li>
      ))}
    </ol>
  );
}
