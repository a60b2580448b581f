/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZoneStateSelect } from "@/components/admin/zone-state-select";
import type { AdminZone } from "@/lib/client/admin-zones-api";
import { makeQueryClient } from "@/lib/client/query-client";

// Opening a zone is a decision: choosing «Por invitación» or «Abierta» asks first, saying who will be told and how
// many sitters are ready, and nothing is sent to the server until the team confirms.

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) });

const zone = (over: Partial<AdminZone> = {}): AdminZone => ({
  slug: "chalatenango",
  name: "Chalatenango",
  state: "WAITLIST",
  waiting: 2,
  applied: 1,
  readySitters: 0,
  readyToOpen: false,
  ...over,
});

const preview = (bookableSitters: number) => ({
  ok: true,
  zone: { slug: "chalatenango", name: "Chalatenango", state: "WAITLIST" },
  state: "INVITE",
  families: [
    { name: "Marta Reyes", email: "marta@example.com", whatsapp: true },
    { name: "Luis Pineda", email: "luis@example.com", whatsapp: false },
  ],
  providers: [{ name: "Carla Ruiz", email: "carla@example.com", whatsapp: false }],
  bookableSitters,
});

/** The server: the preview for GETs, the saved state for the PATCH. */
function serve(bookable: number) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === "PATCH") return json(200, { ok: true, zone: { slug: "chalatenango", name: "Chalatenango", state: "INVITE" }, mailed: { families: 2, providers: 1 } });
    if (url.includes("/opening")) return json(200, preview(bookable));
    return json(200, { ok: true, zones: [], thresholds: { readySitters: 5, waitingFamilies: 30 } });
  });
}
const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH");

async function choose(label: string, over: Partial<AdminZone> = {}) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ZoneStateSelect zone={zone(over)} readyGoal={5} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole("combobox", { name: "Estado de Chalatenango" }));
  await userEvent.click(screen.getByRole("option", { name: label }));
  return screen.findByRole("alertdialog");
}

it("asks before opening by invitation: who is told, by name, and that none of 5 sitters is ready; nothing changes until confirmed", async () => {
  serve(0);
  const dialog = await choose("Por invitación");
  expect(within(dialog).getByRole("heading", { name: "¿Abrir Chalatenango por invitación?" })).toBeInTheDocument();
  expect(await within(dialog).findByText("Avisaremos a 2 familias y 1 cuidador de su lista.")).toBeInTheDocument();
  expect(dialog).toHaveTextContent("Cuidadores listos: 0 de 5 listos");
  expect(dialog).toHaveTextContent("Ningún cuidador está listo en Chalatenango: las familias que avisemos todavía no tendrán a quién reservar.");
  expect(dialog).toHaveTextContent("el correo a las familias dice que la zona está abriendo y que les escribimos apenas el primer cuidador esté libre");
  const families = within(dialog).getByRole("region", { name: "Familias que avisamos" });
  expect(within(families).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "Marta Reyes (marta@example.com, también por WhatsApp)",
    "Luis Pineda (luis@example.com)",
  ]);
  expect(within(dialog).getByRole("region", { name: "Cuidadores que avisamos" })).toHaveTextContent("Carla Ruiz");
  expect(patches()).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole("button", { name: "Abrir por invitación" }));
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(JSON.parse(String(patches()[0][1].body))).toEqual({ state: "INVITE" });
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
});

it("«Cancelar» leaves the zone as it was, and a few ready sitters are warned about too", async () => {
  serve(2);
  const dialog = await choose("Abierta", { readySitters: 2 });
  expect(within(dialog).getByRole("heading", { name: "¿Abrir Chalatenango a todos?" })).toBeInTheDocument();
  expect(dialog).toHaveTextContent("Solo 2 de 5 cuidadores están listos en Chalatenango");
  expect(await within(dialog).findByText(/les dice que ya pueden ver a los cuidadores de Chalatenango y reservar/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  expect(patches()).toHaveLength(0);
  expect(screen.getByRole("combobox", { name: "Estado de Chalatenango" })).toHaveTextContent("Próximamente");
});

it("goes back to «Próximamente» at once: that tells nobody", async () => {
  serve(0);
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ZoneStateSelect zone={zone({ state: "INVITE" })} readyGoal={5} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole("combobox", { name: "Estado de Chalatenango" }));
  await userEvent.click(screen.getByRole("option", { name: "Próximamente" }));
  await waitFor(() => expect(patches()).toHaveLength(1));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
});
