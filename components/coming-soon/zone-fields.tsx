"use client";

import { useEffect, useRef, useState } from "react";
import { FieldShell } from "@/components/forms/field-shell";
import { useHydrated } from "@/components/forms/use-hydrated";
import { NativeSelect } from "@/components/ui/native-select";
import type { ZoneChoiceGroup } from "@/lib/zones/zone-choices";

/**
 * «Departamento» → «Zona», both optional native selects that post with the form. Without
 * JavaScript the zona list shows every zone, grouped by departamento, and the server takes a departamento's only zone
 * when no zona was chosen; with it, choosing a departamento narrows the zona list to its zones (and picks the only one).
 * The zones come from the server (`zones`), so the page's JavaScript carries no catalog.
 */
export function ZoneFields({ zones, values, error }: { zones: ZoneChoiceGroup[]; values: { departamento?: string; zone?: string }; error?: string }) {
  const initial = values.departamento ?? "";
  const [department, setDepartment] = useState(initial);
  const box = useRef<HTMLDivElement>(null);
  // Only a running page can follow the departamento: the server's HTML lists every zone.
  const group = useHydrated() ? zones.find((entry) => entry.value === department) : undefined;
  const only = group?.zones.length === 1 ? group.zones[0] : undefined;

  // A form sent and cleared (form.reset()) shows every zone again.
  useEffect(() => {
    const form = box.current?.closest("form");
    const reset = () => setDepartment(initial);
    form?.addEventListener("reset", reset);
    return () => form?.removeEventListener("reset", reset);
  }, [initial]);

  return (
    <div ref={box} className="grid gap-5 sm:grid-cols-2">
      {/* FieldShell, as «Zona» below, so the two line up side by side. */}
      <FieldShell label="Departamento (opcional)">
        {(control) => (
          <NativeSelect {...control} name="departamento" defaultValue={initial} onChange={(event) => setDepartment(event.target.value)}>
            <option value="">Elige tu departamento</option>
            {zones.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldShell>
      <FieldShell label="Zona (opcional)" error={error}>
        {(control) => (
          // A new departamento starts its zona list afresh.
          <NativeSelect key={group?.value ?? "all"} {...control} name="zone" defaultValue={group && department !== initial ? only?.value : values.zone}>
            {!only && <option value="">Elige tu zona</option>}
            {group
              ? group.zones.map((zone) => (
                  <option key={zone.value} value={zone.value}>
                    {zone.label}
                  </option>
                ))
              : zones.map((entry) => (
                  <optgroup key={entry.value} label={entry.label}>
                    {entry.zones.map((zone) => (
                      <option key={zone.value} value={zone.value}>
                        {zone.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </NativeSelect>
        )}
      </FieldShell>
    </div>
  );
}
