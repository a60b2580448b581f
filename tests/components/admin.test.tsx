/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { CaregiversTable } from "@/components/admin/caregivers-table";
import { DocumentsDialog } from "@/components/admin/documents-dialog";
import { InterviewDialog } from "@/components/admin/interview-dialog";
import { TempPasswordDialog } from "@/components/admin/temp-password-dialog";
import type { AdminDocument, AdminUser } from "@/lib/client/admin-api";
import { addDays, isoDateToUtc, todayInElSalvador } from "@/lib/dates";
import { makeQueryClient } from "@/lib/client/query-client";
import { foldText } from "@/lib/format/plain-text";

jest.mock("next/navigation", () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

// jsdom has no Response: the part of one that lib/api-client reads.
const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) });

function renderWithQuery(ui: React.ReactElement) {
  return render(<QueryClientProvider client={makeQueryClient()}>{ui}</QueryClientProvider>);
}

const caregiver = (overrides: Partial<AdminUser>): AdminUser => ({
  id: "u1",
  name: "Ana López",
  email: "ana@example.com",
  status: "pending",
  completionPercent: 0,
  interviewDate: null,
  interviewStatus: "pending",
  createdAt: "2026-11-20T15:00:00.000Z",
  documentCount: 0,
  ...overrides,
});

/**
 * GET /api/admin/users?pagina=&q=&estado= as the server answers it (search folded, newest first), with pages of
 * `pageSize`; every other call answers `other`.
 */
function fakeUsersApi(users: AdminUser[], pageSize = 50) {
  fetchMock.mockImplementation(async (url: string) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    if (pathname !== "/api/admin/users") return json(404, { ok: false, error: "No encontramos lo que buscas." });
    const q = searchParams.get("q") ?? "";
    const estado = searchParams.get("estado");
    const found = (text: string) => foldText(text).includes(foldText(q));
    const matching = users.filter((u) => (found(u.name) || found(u.email)) && (!estado || u.status === estado));
    const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
    const page = Math.min(Number(searchParams.get("pagina") ?? "1"), pageCount);
    return json(200, { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageCount, pageSize });
  });
}
const requested = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("CaregiversTable", () => {
  const users = [
    caregiver({ id: "u1", name: "José Núñez", email: "jose@example.com", status: "under_review", completionPercent: 55, documentCount: 3 }),
    caregiver({ id: "u2", name: "Rosa Campos", email: "rosa@correo.sv", status: "active", completionPercent: 100, interviewDate: "2026-12-15T16:30:00.000Z", interviewStatus: "completed" }),
  ];

  it("shows SPEC's admin labels, the progress, the documents and the interview; the server searches (accents ignored)", async () => {
    fakeUsersApi(users);
    renderWithQuery(<CaregiversTable />);
    expect(screen.getByText("Cargando cuidadores…")).toHaveAttribute("role", "status");
    const table = await screen.findByRole("table", { name: "Cuidadores" });
    expect(requested()).toEqual(["/api/admin/users?pagina=1"]);
    const jose = within(table).getByRole("row", { name: /José Núñez/ });
    expect(within(jose).getByRole("combobox", { name: "Estado de José Núñez" })).toHaveTextContent("En revisión");
    expect(within(jose).getByRole("progressbar", { name: "Progreso de José Núñez" })).toHaveAttribute("data-tone", "yellow");
    expect(within(jose).getByRole("button", { name: "Ver documentos de José Núñez (3)" })).toBeInTheDocument();
    const rosa = within(table).getByRole("row", { name: /Rosa Campos/ });
    expect(within(rosa).getByRole("combobox", { name: "Estado de Rosa Campos" })).toHaveTextContent("Activo");
    expect(within(rosa).getByText("15/12/2026 10:30")).toBeInTheDocument();
    expect(within(rosa).getByText("Completada")).toBeInTheDocument();
    expect(screen.getByText("Página 1 de 1 · 2 resultados")).toBeInTheDocument();
    // One page only: no 'Anterior' / 'Siguiente'.
    expect(screen.queryByRole("navigation", { name: "Páginas de cuidadores" })).not.toBeInTheDocument();

    const search = screen.getByRole("searchbox", { name: "Buscar por nombre o correo" });
    await userEvent.type(search, "jose nunez");
    await waitFor(() => expect(within(table).queryByRole("row", { name: /Rosa Campos/ })).not.toBeInTheDocument());
    expect(screen.getByText("Página 1 de 1 · 1 resultado")).toBeInTheDocument();
    expect(requested()).toContain("/api/admin/users?pagina=1&q=jose+nunez");
    // Typing sends one request once it stops, not one a letter.
    expect(requested().filter((url) => url.includes("q="))).toHaveLength(1);

    await userEvent.clear(search);
    await userEvent.type(search, "CORREO.SV{Enter}");
    await waitFor(() => expect(within(table).queryByRole("row", { name: /José Núñez/ })).not.toBeInTheDocument());
    expect(within(table).getByRole("row", { name: /Rosa Campos/ })).toBeInTheDocument();
    expect(requested()).toContain("/api/admin/users?pagina=1&q=CORREO.SV");
  });

  it("pages with 'Anterior' and 'Siguiente' and 'Página X de Y · N resultados'", async () => {
    fakeUsersApi(
      Array.from({ length: 5 }, (_, i) => caregiver({ id: `u${i}`, name: `Persona ${i}`, email: `p${i}@example.com` })),
      2,
    );
    renderWithQuery(<CaregiversTable />);
    expect(await screen.findByText("Página 1 de 3 · 5 resultados")).toBeInTheDocument();
    const pages = screen.getByRole("navigation", { name: "Páginas de cuidadores" });
    expect(within(pages).getByRole("button", { name: "Anterior" })).toBeDisabled();
    await userEvent.click(within(pages).getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByText("Página 2 de 3 · 5 resultados")).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Persona 2/ })).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: /Persona 0/ })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole("button", { name: "Siguiente" }));
    expect(await screen.findByText("Página 3 de 3 · 5 resultados")).toBeInTheDocument();
    expect(within(pages).getByRole("button", { name: "Siguiente" })).toBeDisabled();
    expect(requested()).toEqual(["/api/admin/users?pagina=1", "/api/admin/users?pagina=2", "/api/admin/users?pagina=3"]);

    // A new search starts again at page 1.
    await userEvent.type(screen.getByRole("searchbox", { name: "Buscar por nombre o correo" }), "persona{Enter}");
    await waitFor(() => expect(requested()).toContain("/api/admin/users?pagina=1&q=persona"));
  });

  it("says when nothing matches, and 'Ver todos' clears the search", async () => {
    fakeUsersApi(users);
    renderWithQuery(<CaregiversTable />);
    await screen.findByRole("table", { name: "Cuidadores" });
    const search = screen.getByRole("searchbox", { name: "Buscar por nombre o correo" });
    await userEvent.type(search, "nadie{Enter}");
    expect(await screen.findByText("No hay resultados para tu búsqueda.")).toBeInTheDocument();
    expect(screen.getByText("Página 1 de 1 · 0 resultados")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Ver todos" }));
    expect(search).toHaveValue("");
    expect(await screen.findByRole("row", { name: /Rosa Campos/ })).toBeInTheDocument();
  });

  it("has an empty state and an error state with 'Intentar de nuevo'", async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { ok: false, error: "Servicio no disponible." }))
      .mockResolvedValueOnce(json(200, { items: [], total: 0, page: 1, pageCount: 1, pageSize: 50 }));
    renderWithQuery(<CaregiversTable />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("No pudimos cargar los cuidadores. Servicio no disponible.");
    await userEvent.click(within(alert).getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByText("Todavía no hay cuidadores.")).toBeInTheDocument();
  });
});

describe("InterviewDialog", () => {
  // An interview a month from today (the dialog checks the date is within 12 months of now).
  const day = addDays(todayInElSalvador(), 30);
  const wallClock = `${day}T10:30`;
  const longDay = new Intl.DateTimeFormat("es-SV", { dateStyle: "full", timeZone: "UTC" }).format(isoDateToUtc(day));

  it("a date makes it 'Programada', clearing it 'Pendiente'; it sends El Salvador's wall-clock time", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, user: caregiver({ interviewDate: "2026-12-15T16:30:00.000Z", interviewStatus: "scheduled" }) }));
    renderWithQuery(<InterviewDialog user={caregiver({})} />);
    await userEvent.click(screen.getByRole("button", { name: "Programar entrevista de Ana López" }));
    const dialog = screen.getByRole("dialog", { name: "Entrevista de Ana López" });
    const status = within(dialog).getByRole("combobox", { name: "Estado de la entrevista" });
    expect(status).toHaveTextContent("Pendiente");
    const date = within(dialog).getByLabelText("Fecha y hora");
    fireEvent.change(date, { target: { value: wallClock } });
    expect(status).toHaveTextContent("Programada");
    expect(within(dialog).getByText(`${longDay}, 10:30`)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Quitar fecha" }));
    expect(status).toHaveTextContent("Pendiente");
    expect(date).toHaveValue("");

    fireEvent.change(date, { target: { value: wallClock } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Guardar entrevista" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Entrevista actualizada", { description: "Ana López: Programada" }));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/admin/users/u1/interview");
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(init.body)).toEqual({ interviewDate: wallClock, interviewStatus: "scheduled" });
  });
});

describe("DocumentsDialog", () => {
  it("shows sizes in MB with 2 decimals and es-SV dates; each file opens in a new tab", async () => {
    const documents: AdminDocument[] = [
      { id: "d1", fileName: "DUI.pdf", fileSize: 3_500_000, fileType: "application/pdf", kind: "DUI", verifiedAt: "2026-03-10T16:30:00.000Z", expiresAt: null, uploadedAt: "2026-03-09T16:30:00.000Z", verified: true, filePath: "u1/a.pdf", url: "/api/files/u1/a.pdf" },
      { id: "d2", fileName: "recibo.png", fileSize: 2150, fileType: "image/png", kind: "PROOF_OF_ADDRESS", verifiedAt: null, expiresAt: null, uploadedAt: "2026-03-10T05:00:00.000Z", verified: false, filePath: "u1/b.png", url: "/api/files/u1/b.png" },
    ];
    fetchMock.mockResolvedValue(json(200, documents));
    renderWithQuery(<DocumentsDialog user={{ id: "u1", name: "Ana López", documentCount: 2 }} />);
    await userEvent.click(screen.getByRole("button", { name: "Ver documentos de Ana López (2)" }));
    const dialog = screen.getByRole("dialog", { name: "Documentos de Ana López" });
    // Wider than the default dialog from 1024 px, so the five columns fit a 1280 px screen.
    expect(dialog).toHaveClass("lg:max-w-5xl");
    const dui = await within(dialog).findByRole("row", { name: /DUI\.pdf/ });
    expect(within(dui).getByText("3.34 MB")).toBeInTheDocument();
    expect(within(dui).getByText("9 de marzo de 2026")).toBeInTheDocument();
    expect(within(dui).getByRole("checkbox", { name: "Verificado DUI.pdf" })).toBeChecked();
    expect(within(dui).getByRole("link", { name: /DUI\.pdf/ })).toHaveAttribute("href", "/api/files/u1/a.pdf");
    expect(within(dui).getByRole("link", { name: /DUI\.pdf/ })).toHaveAttribute("target", "_blank");
    const receipt = within(dialog).getByRole("row", { name: /recibo\.png/ });
    expect(within(receipt).getByText("0.00 MB")).toBeInTheDocument();
    // 05:00 UTC is still the 9th in El Salvador.
    expect(within(receipt).getByText("9 de marzo de 2026")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/users/u1/documents", expect.objectContaining({ method: "GET", credentials: "include" }));
  });
});

describe("TempPasswordDialog", () => {
  it("copies the password with SPEC's 'Copiado'", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    render(<TempPasswordDialog credentials={{ id: "u1", name: "Ana López", email: "ana@example.com", password: "Abcd-2345-Efgh-67" }} onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Contraseña temporal" });
    expect(within(dialog).getByLabelText("Contraseña temporal")).toHaveValue("Abcd-2345-Efgh-67");
    await user.click(within(dialog).getByRole("button", { name: "Copiar" }));
    expect(writeText).toHaveBeenCalledWith("Abcd-2345-Efgh-67");
    expect(toast.success).toHaveBeenCalledWith("Copiado");
    expect(within(dialog).getByRole("button", { name: "Copiado" })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("status")[0]).toHaveTextContent("Copiado");
  });

  // The new sitter needs to know where to sign in.
  it("shows the portal's address beside the e-mail", () => {
    render(<TempPasswordDialog credentials={{ id: "u1", name: "Ana López", email: "ana@example.com", password: "Abcd-2345-Efgh-67" }} onClose={jest.fn()} />);
    expect(screen.getByRole("dialog", { name: "Contraseña temporal" })).toHaveTextContent(`Entra en${window.location.origin}/portal`);
  });

  it("offers to e-mail the access (address and user, never the password), and says where it went", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true, sentTo: "ana@example.com" }));
    render(<TempPasswordDialog credentials={{ id: "u1", name: "Ana López", email: "ana@example.com", password: "Abcd-2345-Efgh-67" }} onClose={jest.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Contraseña temporal" });
    expect(dialog).toHaveTextContent("la contraseña nunca va por correo");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enviarle el acceso por correo" }));
    await waitFor(() => expect(within(dialog).getByText(/Le enviamos a ana@example.com/)).toHaveAttribute("role", "status"));
    expect(requested()).toEqual(["/api/admin/users/u1/access-mail"]);
    expect(fetchMock.mock.calls[0][1]?.body ?? "").not.toContain("Abcd-2345-Efgh-67");
    expect(within(dialog).getByRole("button", { name: "Enviarle el acceso por correo" })).toBeDisabled();
  });
});
