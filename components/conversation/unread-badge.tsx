/** «2 mensajes sin leer». */
export const unreadText = (count: number) => (count === 1 ? "1 mensaje sin leer" : `${count} mensajes sin leer`);

/** How many messages the reader has not read yet, as a badge (nothing when none); read out as its words. */
export function UnreadBadge({ count, className = "" }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return <span className={`rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground ${className}`}>{unreadText(count)}</span>;
}
