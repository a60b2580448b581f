"use client";

import { useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, CircleCheckIcon, CircleDashedIcon, ClockIcon, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { checklist, type CheckState } from "@/lib/caregivers/checklist";
import { REQUIRED_DOCUMENTS } from "@/lib/caregivers/required-documents";
import { PORTAL_KEYS, type PortalDocument } from "@/lib/client/portal-api";

// The icon carries the colour; the words keep a readable contrast (the yellow is for icons only).
const STATE: Record<CheckState, { text: string; Icon: LucideIcon; icon: string; className: string }> = {
  falta: { text: "Falta", Icon: CircleDashedIcon, icon: "text-muted-foreground", className: "text-muted-foreground" },
  subido: { text: "Subido, en revisión", Icon: ClockIcon, icon: "text-warning", className: "text-warning-foreground" },
  verificado: { text: "Verificado", Icon: CircleCheckIcon, icon: "text-success", className: "text-success" },
  "vence pronto": { text: "Vence pronto: sube uno nuevo", Icon: CircleAlertIcon, icon: "text-warning", className: "text-warning-foreground" },
  vencido: { text: "Vencido: sube uno nuevo", Icon: CircleAlertIcon, icon: "text-destructive", className: "text-destructive" },
};

/** SPEC §9's required documents as a checklist: each one missing, uploaded, verified, expiring soon or expired. */
export function RequiredDocumentsList({ showStates }: { showStates: boolean }) {
  // While a temporary password must change, the API answers nothing else: the list shows without states.
  const documents = useQuery<PortalDocument[]>({ queryKey: PORTAL_KEYS.documents, enabled: showStates });
  const items = checklist(documents.data ?? [], new Date());
  const optional = REQUIRED_DOCUMENTS.slice(items.length);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="required-documents-title" className="text-lg">
            Documentos requeridos
          </h2>
        </CardTitle>
        <CardDescription>Sube una foto clara o un PDF de cada uno. El equipo los verifica uno por uno.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3" aria-labelledby="required-documents-title">
          {items.map((item, index) => {
            const { text, Icon, icon, className } = STATE[item.state];
            const detail = REQUIRED_DOCUMENTS[index]?.detail;
            return (
              <li key={item.kind} className="flex gap-2">
                <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${icon}`} />
                <span>
                  <span className="font-medium">{item.label}</span>
                  {showStates && <span className={`block text-sm ${className}`}>{documents.isPending ? "…" : text}</span>}
                  {detail && <span className="block text-sm text-muted-foreground">{detail}</span>}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="text-sm text-muted-foreground">
          <p className="font-medium text-foreground">También puedes subir</p>
          <ul className="mt-1 grid gap-1">
            {optional.map((document) => (
              <li key={document.name}>
                {document.name}
                {document.detail ? ` (${document.detail.toLowerCase().replace(/\.$/, "")})` : ""}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
