import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** An inline form's footer (./use-inline-form.ts): its submit button and «Volver», which closes it without sending. */
export function InlineFormButtons({
  children,
  variant,
  disabled,
  onBack,
}: {
  /** The submit button's words. */
  children: React.ReactNode;
  variant?: ComponentProps<typeof Button>["variant"];
  disabled?: boolean;
  onBack: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" size="sm" variant={variant} disabled={disabled}>
        {children}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onBack}>
        Volver
      </Button>
    </div>
  );
}
