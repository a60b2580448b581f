/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WhatsappNoticesCard } from "@/components/portal/whatsapp-notices-card";
import { WhatsappNotices } from "@/components/site/tracking/whatsapp-notices";
import { makeQueryClient } from "@/lib/client/query-client";
import { jsonAnswer, mockFetch } from "../helpers/fetch";

// The owner's WhatsApp notices on the tracking page: said only when they go, turned off and on again; and
// the caregiver's, in the portal.

const fetchMock = mockFetch();
const sent = () => fetchMock.mock.calls.map(([url, init]) => [String(url), init?.body ? JSON.parse(init.body) : undefined]);
const NUMBER = "+503 7123-4567";

it("says «Te avisamos también por WhatsApp» when they go, and turns them off through the owner's token", async () => {
  fetchMock.mockResolvedValueOnce(jsonAnswer(200, { ok: true, whatsapp: { number: NUMBER, on: false, sending: false } }));
  render(<WhatsappNotices token="tok" initial={{ number: NUMBER, on: true, sending: true }} />);
  expect(screen.getByText(`Te avisamos también por WhatsApp al ${NUMBER}.`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Dejar de recibir avisos por WhatsApp" }));
  expect(await screen.findByRole("button", { name: `Recibir avisos por WhatsApp al ${NUMBER}` })).toBeEnabled();
  expect(screen.queryByText(/Te avisamos también por WhatsApp/)).not.toBeInTheDocument();
  expect(sent()).toEqual([["/api/bookings/tok/whatsapp", { optIn: false }]]);
});

it("opted in while the channel is off: no promise, only the way to stop; off: the offer to turn them on", async () => {
  const { unmount } = render(<WhatsappNotices token="tok" initial={{ number: NUMBER, on: true, sending: false }} />);
  expect(screen.queryByText(/Te avisamos también por WhatsApp/)).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Dejar de recibir avisos por WhatsApp" })).toBeInTheDocument();
  unmount();
  fetchMock.mockResolvedValueOnce(jsonAnswer(200, { ok: true, whatsapp: { number: NUMBER, on: true, sending: true } }));
  render(<WhatsappNotices token="tok" initial={{ number: NUMBER, on: false, sending: false }} />);
  await userEvent.click(screen.getByRole("button", { name: `Recibir avisos por WhatsApp al ${NUMBER}` }));
  expect(await screen.findByText(`Te avisamos también por WhatsApp al ${NUMBER}.`)).toBeInTheDocument();
  expect(sent()).toEqual([["/api/bookings/tok/whatsapp", { optIn: true }]]);
});

it("while the number has to answer its confirmation, or write ALTA after an opt-out, says so", () => {
  const { unmount } = render(<WhatsappNotices token="tok" initial={{ number: NUMBER, on: false, sending: false, waiting: "confirmation" }} />);
  expect(screen.getByText(`Te escribimos por WhatsApp al ${NUMBER} para confirmar el número: responde SÍ a ese mensaje y te avisamos por ahí.`)).toBeInTheDocument();
  unmount();
  render(<WhatsappNotices token="tok" initial={{ number: NUMBER, on: false, sending: false, waiting: "alta" }} />);
  expect(screen.getByText(`Para volver a recibir avisos por WhatsApp al ${NUMBER}, escribe ALTA desde ese número en nuestro chat de WhatsApp.`)).toBeInTheDocument();
  // The page cannot undo an opt-out: no button that would pretend to.
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
});

it("a refusal is said under the button", async () => {
  fetchMock.mockResolvedValueOnce(jsonAnswer(429, { ok: false, error: "Demasiados intentos. Espera un momento." }));
  render(<WhatsappNotices token="tok" initial={{ number: NUMBER, on: true, sending: true }} />);
  await userEvent.click(screen.getByRole("button", { name: "Dejar de recibir avisos por WhatsApp" }));
  expect(await screen.findByText("Demasiados intentos. Espera un momento.")).toBeInTheDocument();
});

describe("the caregiver portal's «Avisos por WhatsApp»", () => {
  const renderCard = (data: unknown) => {
    const client = makeQueryClient();
    if (data !== undefined) client.setQueryData(["/api/portal/whatsapp"], data);
    render(
      <QueryClientProvider client={client}>
        <WhatsappNoticesCard />
      </QueryClientProvider>,
    );
    return client;
  };

  it("turns them on for the account's number through the portal's route, and off again", async () => {
    const client = renderCard({ number: NUMBER, on: false, since: null, sending: false });
    expect(screen.getByRole("heading", { name: "Avisos por WhatsApp" })).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { ok: true, whatsapp: { number: NUMBER, on: true, since: "2026-01-01T00:00:00.000Z", sending: true } }));
    await userEvent.click(screen.getByRole("button", { name: `Recibir avisos por WhatsApp al ${NUMBER}` }));
    expect(await screen.findByText(`Te avisamos también por WhatsApp al ${NUMBER}.`)).toBeInTheDocument();
    expect(client.getQueryData(["/api/portal/whatsapp"])).toMatchObject({ on: true });
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { ok: true, whatsapp: { number: NUMBER, on: false, since: null, sending: false } }));
    await userEvent.click(screen.getByRole("button", { name: "Dejar de recibir avisos por WhatsApp" }));
    expect(await screen.findByRole("button", { name: `Recibir avisos por WhatsApp al ${NUMBER}` })).toBeEnabled();
    expect(sent()).toEqual([
      ["/api/portal/whatsapp", { optIn: true }],
      ["/api/portal/whatsapp", { optIn: false }],
    ]);
  });

  it("an account without a number is told why, with no switch", () => {
    renderCard({ number: null, on: false, since: null, sending: false });
    expect(screen.getByText(/todavía no tiene un número de WhatsApp/)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("loads them from GET /api/portal/whatsapp", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(200, { number: NUMBER, on: true, since: "2026-01-01T00:00:00.000Z", sending: true }));
    renderCard(undefined);
    expect(await screen.findByText(`Te avisamos también por WhatsApp al ${NUMBER}.`)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0][0])).toBe("/api/portal/whatsapp");
  });
});
