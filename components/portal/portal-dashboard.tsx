"use client";

import { useRef, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { PortalUser } from "@/lib/client/portal-api";
import { ApplicationStatusCard } from "./application-status-card";
import { AvailabilityEditor } from "./availability-editor";
import { ChangePasswordDialog } from "./change-password-dialog";
import { DocumentsList } from "./documents-list";
import { DocumentUploadCard } from "./document-upload-card";
import { OwnProfileCard } from "./own-profile-card";
import { PortalHeader } from "./portal-header";
import { RequiredDocumentsList } from "./required-documents-list";
import { SitterRequests } from "./sitter-requests";
import { StaysInProgress } from "./stays-in-progress";
import { WhatsAppHelpLink } from "./whatsapp-help-link";
import { WhatsappNoticesCard } from "./whatsapp-notices-card";

/** The signed-in caregiver's portal (SPEC §2). */
export function PortalDashboard({ user, teamWhatsapp }: { user: PortalUser; teamWhatsapp: string | null }) {
  const [passwordDialogOpen, setPasswordDialogOpen] = useState(false);
  const changePasswordButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <PortalHeader
        name={user.name}
        onChangePassword={() => setPasswordDialogOpen(true)}
        changePasswordRef={changePasswordButton}
      />
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 wrap-anywhere lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <ApplicationStatusCard user={user} />
          {/* The API answers nothing else until the temporary password is changed. */}
          {!user.requirePasswordChange && (
            <>
              <StaysInProgress />
              <SitterRequests />
              <OwnProfileCard />
              <AvailabilityEditor />
              <DocumentUploadCard />
              <DocumentsList />
            </>
          )}
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <RequiredDocumentsList showStates={!user.requirePasswordChange} />
          {!user.requirePasswordChange && <WhatsappNoticesCard />}
          <Card>
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">¿Necesitas ayuda?</h2>
              </CardTitle>
              <CardDescription>Escríbenos{teamWhatsapp ? " por WhatsApp" : ""} y el equipo te ayuda con tu aplicación o tus documentos.</CardDescription>
            </CardHeader>
            <CardContent>
              <WhatsAppHelpLink digits={teamWhatsapp} name={user.name} className="w-full" />
            </CardContent>
          </Card>
        </div>
      </main>
      <ChangePasswordDialog
        forced={user.requirePasswordChange}
        open={user.requirePasswordChange || passwordDialogOpen}
        onOpenChange={setPasswordDialogOpen}
        email={user.email}
        name={user.name}
        returnFocusTo={changePasswordButton}
      />
    </>
  );
}
