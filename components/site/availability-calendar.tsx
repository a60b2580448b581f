import { MonthCalendar } from "@/components/site/month-calendar";
import { addMonths, isBlockedDay, type DayRange } from "@/lib/sitters/availability";
import { formatCalendarDay } from "@/lib/format/dates";
import { cn } from "@/lib/utils";

/** The profile's read-only calendar: this month and the next, the days the sitter cannot take struck through. */
export function AvailabilityCalendar({ blocked, today }: { blocked: DayRange[]; today: string }) {
  const month = today.slice(0, 7);
  return (
    <div className="grid gap-4">
      {[month, addMonths(month, 1)].map((shown) => (
        <MonthCalendar
          key={shown}
          month={shown}
          day={(date) => {
            const past = date < today;
            const taken = !past && isBlockedDay(blocked, date);
            return (
              <span
                className={cn(
                  "flex h-9 items-center justify-center rounded-md",
                  past && "text-muted-foreground",
                  taken && "bg-muted text-foreground line-through",
                  !past && !taken && "font-medium",
                )}
              >
                {/* A screen reader reads the cell's text (an aria-label on a plain span is not read): the day and its
                    state, once. The number is what eyes read. */}
                <span aria-hidden="true">{Number(date.slice(8))}</span>
                <span className="sr-only">{`${formatCalendarDay(date)}: ${past ? "ya pasó" : taken ? "no disponible" : "disponible"}`}</span>
              </span>
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
