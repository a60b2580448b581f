import { CheckCircle2Icon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { REQUIRED_DOCUMENTS } from "@/lib/caregivers/required-documents";

/** SPEC §9's required documents. */
export function RequiredDocumentsList() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id="required-documents-title" className="text-lg">
            Documentos requeridos
          </h2>
        </CardTitle>
        <CardDescription>Sube una foto clara o un PDF de cada uno.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {REQUIRED_DOCUMENTS.map((document) => (
            <li key={document.name} className="flex gap-2">
              <CheckCircle2Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-secondary-foreground" />
              <span>
                <span className="font-medium">{document.name}</span>
                {document.detail && <span className="block text-sm text-muted-foreground">{document.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
