import { MonthCalendar } from "@/components/site/month-calendar";
import { addMonths, isBlockedDay, type DayRange } from "@/lib/sitters/availability";
import { formatCalendarDay } from "@/lib/format/dates";
import { cn } from "@/lib/utils";

const STATE_WORDS = { past: "ya pasó", taken: "no disponible", free: "disponible" } as const;

/** The profile's read-only calendar: this month and the next, the days the sitter cannot take struck through. */
export function AvailabilityCalendar({ blocked, today }: { blocked: DayRange[]; today: string }) {
  const month = today.slice(0, 7);
  const stateOf = (date: string) => (date < today ? "past" : isBlockedDay(blocked, date) ? "taken" : "free");
  return (
    <div className="grid gap-4">
      {[month, addMonths(month, 1)].map((shown) => (
        <MonthCalendar
          key={shown}
          month={shown}
          cellClassName={(date) => {
            const state = stateOf(date);
            return cn("h-9 rounded-md", state === "past" && "text-muted-foreground", state === "taken" && "bg-muted text-foreground line-through", state === "free" && "font-medium");
          }}
          day={(date) => {
            const state = stateOf(date);
            // Eyes read the number; a screen reader reads the cell's text whole, "5 de diciembre de 2026: disponible"
            // (an aria-label on the cell is not read everywhere). One element a day: two months are 70 days of it.
            const number = String(Number(date.slice(8)));
            return (
              <>
                {number}
                <span className="sr-only">{`${formatCalendarDay(date).slice(number.length)}: ${STATE_WORDS[state]}`}</span>
              </>
            );
          }}
        />
      ))}
      <p className="text-xs text-muted-foreground">
        <span aria-hidden="true" className="mr-1 inline-block h-3 w-4 rounded-sm bg-muted align-middle" />
        Tachado: no disponible. Los demás días, el cuidador confirma cada solicitud y te avisamos por correo.
      </p>
    </div>
  );
}
