import { ResponsiveImage } from "@/components/responsive-image";
import { cn } from "@/lib/utils";

/** A sitter's round portrait at a fixed size (no layout shift); initials when there is no picture. */
export function SitterAvatar({
  src,
  name,
  size,
  decorative = false,
  priority = false,
  className,
}: {
  src: string | null;
  name: string;
  size: number;
  /** True when the name is written right next to it (the picture then adds nothing for screen readers). */
  decorative?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const box = cn("shrink-0 rounded-full bg-muted", className);
  if (!src) {
    const initials = name
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join("");
    return (
      <span
        className={cn(box, "flex items-center justify-center font-semibold text-muted-foreground")}
        style={{ width: size, height: size }}
        role={decorative ? undefined : "img"}
        aria-hidden={decorative || undefined}
        aria-label={decorative ? undefined : `Retrato de ${name}`}
      >
        {initials}
      </span>
    );
  }
  return (
    <ResponsiveImage
      src={src}
      alt={decorative ? "" : `Retrato de ${name}`}
      width={size}
      height={size}
      sizes={`${size}px`}
      priority={priority}
      className={cn(box, "object-cover")}
      style={{ width: size, height: size }}
    />
  );
}
