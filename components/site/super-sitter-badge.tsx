import { SpriteIcon } from "@/components/site/icon-sprite";
import { Badge } from "@/components/ui/badge";
import { badgeLabel } from "@/lib/sitters/badges";
import { SUPER_SITTER } from "@/lib/constants";
import { cn } from "@/lib/utils";

/** The star mark of a super-sitter (card and profile). */
export function SuperSitterBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={cn("gap-1", className)}>
      <SpriteIcon name="star" className="fill-current" />
      {badgeLabel(SUPER_SITTER.badge)}
    </Badge>
  );
}
