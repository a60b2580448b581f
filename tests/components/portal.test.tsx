/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ApplicationStatusCard } from "@/components/portal/application-status-card";
import { AvailabilityEditor } from "@/components/portal/availability-editor";
import { monthLabel } from "@/components/site/month-calendar";
import { ChangePasswordDialog } from "@/components/portal/change-password-dialog";
import { DocumentsList } from "@/components/portal/documents-list";
import { DocumentUploadCard } from "@/components/portal/document-upload-card";
import { PortalDashboard } from "@/components/portal/portal-dashboard";
import { ApiError } from "@/lib/client/api";
import { PORTAL_KEYS, uploadDocument, type PortalDocument, type PortalUser } from "@/lib/client/portal-api";
import { todayInElSalvador } from "@/lib/dates";
import { addMonths } from "@/lib/sitters/availability";
import { makeQueryClient } from "@/lib/client/query-client";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/portal-api", () => ({ ...jest.requireActual("@/lib/client/portal-api"), uploadDocument: jest.fn() }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function renderWithQuery(ui: React.ReactElement, seed?: (client: ReturnType<typeof makeQueryClient>) => void) {
  const client = makeQueryClient();
  seed?.(client);
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

// jsdom has no Response: the part of one that lib/api-client reads.
const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) });

const user: PortalUser = {
  name: "Ana López",
  email: "ana@example.com",
  role: "caregiver",
  status: "under_review",
  requirePasswordChange: false,
  completionPercent: 55,
  interviewDate: "2026-03-09T16:30:00.000Z",
  interviewStatus: "scheduled",
  documentCount: 3,
  documentProgress: { required: 4, uploaded: 3, verified: 2, inReview: 1, expired: 0 },
};

describe("ApplicationStatusCard", () => {
  it("shows the status label, the document count, the progress and the interview", () => {
    render(<ApplicationStatusCard user={user} />);
    expect(screen.getByRole("heading", { name: "Estado de mi aplicación" })).toBeInTheDocument();
    expect(screen.getByText("En revisión")).toBeInTheDocument();
    expect(screen.getByText("3")).toBeInTheDocument();
    expect(screen.getByText("2 de 4 verificados · 1 en revisión · 1 por subir")).toBeInTheDocument();
    expect(screen.queryByText("55%")).not.toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Progreso" });
    expect(bar).toHaveAttribute("aria-valuenow", "55");
    expect(bar).toHaveAttribute("aria-valuetext", "2 de 4 verificados · 1 en revisión · 1 por subir");
    expect(bar).toHaveAttribute("data-tone", "yellow");
    expect(screen.getByText("lunes, 9 de marzo de 2026, 10:30")).toBeInTheDocument();
    expect(screen.getByText("Programada")).toBeInTheDocument();
  });

  it.each([
    [49, "red", "bg-destructive"],
    [50, "yellow", "bg-warning"],
    [79, "yellow", "bg-warning"],
    [80, "green", "bg-success"],
  ])("colours %d%% %s", (percent, tone, className) => {
    render(<ApplicationStatusCard user={{ ...user, completionPercent: percent }} />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("data-tone", tone);
    expect(bar.firstElementChild).toHaveClass(className);
  });

  it("says the uploads wait for the team instead of 0 %", () => {
    render(<ApplicationStatusCard user={{ ...user, status: "pending", completionPercent: 0, documentCount: 4, documentProgress: { required: 4, uploaded: 4, verified: 0, inReview: 4, expired: 0 } }} />);
    expect(screen.getByText("4 de 4 subidos · en revisión")).toBeInTheDocument();
    expect(screen.queryByText("0%")).not.toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Progreso" })).toHaveAttribute("aria-valuetext", "4 de 4 subidos · en revisión");
  });

  it("says when there is no interview date yet", () => {
    render(<ApplicationStatusCard user={{ ...user, status: "active", interviewDate: null, interviewStatus: "pending" }} />);
    expect(screen.getByText("Aprobado - Activo")).toBeInTheDocument();
    expect(screen.getByText("Aún sin fecha")).toBeInTheDocument();
    expect(screen.getByText("Pendiente")).toBeInTheDocument();
  });
});

describe("ChangePasswordDialog", () => {
  it("cannot be dismissed while forced, and sends no current password", async () => {
    const onOpenChange = jest.fn();
    fetchMock.mockImplementation(async (url: string) => (url === "/api/auth/change-password" ? json(200, { ok: true }) : json(200, user)));
    renderWithQuery(<ChangePasswordDialog forced open onOpenChange={onOpenChange} email="ana@example.com" name="Ana López" />);
    const dialog = screen.getByRole("dialog", { name: "Crea tu nueva contraseña" });
    expect(within(dialog).queryByRole("button", { name: "Cerrar" })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Contraseña actual")).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText("Nueva contraseña"), "perro-feliz-2026");
    await userEvent.type(within(dialog).getByLabelText("Confirma la nueva contraseña"), "perro-feliz-2027");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar contraseña" }));
    expect(await within(dialog).findByText("Las contraseñas no coinciden")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(within(dialog).getByLabelText("Confirma la nueva contraseña"));
    await userEvent.type(within(dialog).getByLabelText("Confirma la nueva contraseña"), "perro-feliz-2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar contraseña" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Contraseña actualizada", { description: "Tu contraseña ha sido cambiada exitosamente" }));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/auth/change-password")!;
    expect(JSON.parse(init.body)).toEqual({ newPassword: "perro-feliz-2026" });
  });

  it("asks for the current password when not forced, and shows the server's refusal", async () => {
    fetchMock.mockImplementation(async () => json(400, { ok: false, error: "La contraseña actual no es correcta." }));
    renderWithQuery(<ChangePasswordDialog forced={false} open onOpenChange={jest.fn()} email="ana@example.com" name="Ana López" />);
    const dialog = screen.getByRole("dialog", { name: "Cambiar contraseña" });
    expect(within(dialog).getByRole("button", { name: "Cerrar" })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Nueva contraseña"), "perro-feliz-2026");
    await userEvent.type(within(dialog).getByLabelText("Confirma la nueva contraseña"), "perro-feliz-2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar contraseña" }));
    expect(await within(dialog).findByText("Escribe tu contraseña actual.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Contraseña actual")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(within(dialog).getByLabelText("Contraseña actual"), "otra-clave-1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar contraseña" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("La contraseña actual no es correcta.");
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "La contraseña actual no es correcta." });
  });
});

describe("DocumentUploadCard", () => {
  const pdf = () => new File(["%PDF-1.4 hola"], "DUI.pdf", { type: "application/pdf" });

  it("keeps the button disabled until a file is chosen, and refuses other types before sending", async () => {
    renderWithQuery(<DocumentUploadCard />);
    const button = screen.getByRole("button", { name: "Subir documento" });
    expect(button).toBeDisabled();
    const input = screen.getByLabelText("Archivo");
    await userEvent.upload(input, new File(["x"], "carta.docx", { type: "application/msword" }), { applyAccept: false });
    expect(screen.getByRole("alert")).toHaveTextContent("Solo aceptamos archivos PDF, JPG o PNG.");
    expect(button).toBeDisabled();
    await userEvent.upload(input, pdf());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("shows a failed upload inline ('Error al subir archivo' and the reason), not as a toast", async () => {
    jest.mocked(uploadDocument).mockRejectedValue(new ApiError(415, "415: …", { ok: false, error: "Solo aceptamos archivos PDF, JPG o PNG." }));
    renderWithQuery(<DocumentUploadCard />);
    await userEvent.upload(screen.getByLabelText("Archivo"), pdf());
    await userEvent.click(screen.getByRole("button", { name: "Subir documento" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error al subir archivo");
    expect(alert).toHaveTextContent("Solo aceptamos archivos PDF, JPG o PNG.");
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows the progress while uploading, then 'Documento subido' and refreshes the portal", async () => {
    type Answer = Awaited<ReturnType<typeof uploadDocument>>;
    let finish: (value: Answer) => void = () => {};
    jest.mocked(uploadDocument).mockImplementation((_file, _kind, onProgress) => {
      onProgress?.(40);
      return new Promise<Answer>((resolve) => (finish = resolve));
    });
    const { client } = renderWithQuery(<DocumentUploadCard />);
    const invalidate = jest.spyOn(client, "invalidateQueries");
    await userEvent.upload(screen.getByLabelText("Archivo"), pdf());
    await userEvent.click(screen.getByRole("button", { name: "Subir documento" }));
    expect(await screen.findByRole("progressbar", { name: "Subiendo DUI.pdf" })).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByRole("button", { name: "Subiendo…" })).toBeDisabled();
    finish({ ok: true, document: { id: "d1", fileName: "DUI.pdf", fileSize: 13, fileType: "application/pdf", kind: "OTHER", verifiedAt: null, expiresAt: null, uploadedAt: "", verified: false, url: "" } });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Documento subido"));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/portal/documents"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/portal/me"] });
    await waitFor(() => expect(screen.getByRole("button", { name: "Subir documento" })).toBeDisabled());
  });
});

describe("DocumentsList", () => {
  const document: PortalDocument = {
    id: "d1",
    fileName: "DUI frente.pdf",
    fileSize: 2150,
    fileType: "application/pdf",
    kind: "DUI",
    verifiedAt: null,
    expiresAt: null,
    uploadedAt: "2026-03-10T03:00:00.000Z",
    verified: true,
    url: "/api/files/u1/abc.pdf",
  };

  it("says so when there is nothing yet", async () => {
    renderWithQuery(<DocumentsList />, (client) => client.setQueryData(["/api/portal/documents"], []));
    expect(screen.getByText("No has subido ningún documento todavía")).toBeInTheDocument();
  });

  it("lists each document with a link that opens it in a new tab, its size, date and verification", async () => {
    fetchMock.mockImplementation(async () => json(200, [document, { ...document, id: "d2", fileName: "recibo.png", fileType: "image/png", verified: false, fileSize: 512 }]));
    renderWithQuery(<DocumentsList />);
    const link = await screen.findByRole("link", { name: /DUI frente\.pdf/ });
    expect(link).toHaveAttribute("href", "/api/files/u1/abc.pdf");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByText("2.10 KB · Subido el 9 de marzo de 2026")).toBeInTheDocument();
    expect(screen.getByText("512 B · Subido el 9 de marzo de 2026")).toBeInTheDocument();
    expect(screen.getByText("Verificado")).toBeInTheDocument();
    expect(screen.getByText("Por verificar")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Eliminar recibo.png" })).toBeInTheDocument();
  });

  it("names each document's kind, not only its file name", async () => {
    fetchMock.mockImplementation(async () =>
      json(200, [
        { ...document, fileName: "IMG_2231.jpg" },
        { ...document, id: "d2", kind: "POLICE_CLEARANCE", fileName: "scan.pdf" },
        { ...document, id: "d3", kind: "OTHER", fileName: "carta.pdf" },
      ]),
    );
    renderWithQuery(<DocumentsList />);
    const rows = await screen.findAllByRole("listitem");
    ["DUI", "Solvencia de la PNC", "Otro documento"].forEach((kind, i) => expect(within(rows[i]).getByText(kind)).toBeInTheDocument());
    expect(within(rows[1]).getByRole("link", { name: /scan\.pdf/ })).toBeInTheDocument();
  });

  it("asks before deleting, then says 'Documento eliminado'", async () => {
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === "DELETE" ? json(200, { ok: true }) : json(200, url.endsWith("/documents") ? [document] : user),
    );
    renderWithQuery(<DocumentsList />);
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar DUI frente.pdf" }));
    const confirm = screen.getByRole("alertdialog", { name: "¿Eliminar este documento?" });
    expect(confirm).toHaveTextContent("«DUI frente.pdf»");
    await userEvent.click(within(confirm).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Documento eliminado"));
    expect(fetchMock).toHaveBeenCalledWith("/api/portal/documents/d1", { method: "DELETE", credentials: "include" });
  });

  it("shows the server's reason when a delete fails", async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === "DELETE" ? json(404, { ok: false, error: "No encontramos ese documento." }) : json(200, [document]),
    );
    renderWithQuery(<DocumentsList />);
    await userEvent.click(await screen.findByRole("button", { name: "Eliminar DUI frente.pdf" }));
    await userEvent.click(screen.getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "No encontramos ese documento." }));
  });
});

describe("PortalDashboard", () => {
  it("asks for no documents while the temporary password must change, and loads them once it has", async () => {
    fetchMock.mockImplementation(async () => json(200, []));
    const { rerender, client } = renderWithQuery(<PortalDashboard user={{ ...user, requirePasswordChange: true }} teamWhatsapp="50371234567" />);
    expect(screen.getByRole("dialog", { name: "Crea tu nueva contraseña" })).toBeInTheDocument();
    // The page has settled: every effect ran and the query client has nothing in flight (a query it mounted would
    // have asked for its data by now).
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(
      <QueryClientProvider client={client}>
        <PortalDashboard user={user} teamWhatsapp="50371234567" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("No has subido ningún documento todavía")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/portal/documents", expect.anything());
  });
});

describe("AvailabilityEditor", () => {
  it("prints the month once, above its days, and still names the table for screen readers", async () => {
    renderWithQuery(<AvailabilityEditor />, (client) => client.setQueryData(PORTAL_KEYS.availability, { blocked: [] }));
    const month = monthLabel(todayInElSalvador().slice(0, 7));
    const shown = screen.getAllByText(month, { exact: false }).filter((element) => !element.closest(".sr-only"));
    expect(shown).toHaveLength(1);
    expect(screen.getByRole("table", { name: month })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Mes siguiente" }));
    const next = monthLabel(addMonths(todayInElSalvador().slice(0, 7), 1));
    expect(screen.getAllByText(next, { exact: false }).filter((element) => !element.closest(".sr-only"))).toHaveLength(1);
  });
});
