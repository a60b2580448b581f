"use client";

import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/**
 * One list of the dashboard: its heading, what it holds, its actions (create, export…) and 'Actualizar'.
 * Lists never refresh by themselves (SPEC §7: data never goes stale), so the button is how new entries show.
 */
export function AdminSection({
  title,
  description,
  actions,
  onRefresh,
  refreshing,
  headingRef,
  children,
}: {
  title: string;
  description: React.ReactNode;
  actions?: React.ReactNode;
  onRefresh?: () => void;
  refreshing?: boolean;
  /** Where focus can go when the element that had it disappears (e.g. a deleted row). */
  headingRef?: React.Ref<HTMLHeadingElement>;
  children: React.ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3 px-4 sm:px-6">
        <div className="grid min-w-0 gap-1">
          <CardTitle>
            <h2 ref={headingRef} tabIndex={-1} className="text-lg outline-none">
              {title}
            </h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <CardAction className="col-start-auto row-span-1 row-start-auto flex flex-wrap gap-2">
          {onRefresh && (
            <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
              <RefreshCwIcon aria-hidden="true" className={cn(refreshing && "animate-spin")} />
              Actualizar
            </Button>
          )}
          {actions}
        </CardAction>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4 px-4 sm:px-6">{children}</CardContent>
    </Card>
  );
}
