/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { WhatsappConsentLine } from "@/components/admin/whatsapp-consent-line";
import { WhatsappInbox } from "@/components/admin/whatsapp-inbox";
import { formatDate } from "@/lib/format/dates";
import { makeQueryClient } from "@/lib/client/query-client";

// The team's «Mensajes sin reserva»: what people wrote on WhatsApp that no booking took, as GET
// /api/admin/whatsapp-inbox answers it; and the card's line for an owner's number that wrote BAJA.

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
// jsdom has no Response: the part of one that lib/api-client reads.
const json = (status: number, body: unknown) => ({ ok: status < 300, status, statusText: "", text: async () => JSON.stringify(body) });
const renderInbox = () => render(<QueryClientProvider client={makeQueryClient()}><WhatsappInbox /></QueryClientProvider>);

it("lists each message with its number (a link to answer on WhatsApp), its time and its text as plain text", async () => {
  const receivedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  fetchMock.mockResolvedValue(json(200, { messages: [{ id: "m1", from: "+503 7999-8877", text: "Hola, ¿cuidan gatos? <b>ya</b> https://x.example", receivedAt, whatsappUrl: "https://wa.me/50379998877" }] }));
  renderInbox();
  const list = await screen.findByRole("list", { name: "Mensajes sin reserva" });
  const item = within(list).getByRole("listitem");
  expect(within(item).getByRole("link", { name: /\+503 7999-8877/ })).toHaveAttribute("href", "https://wa.me/50379998877");
  expect(item).toHaveTextContent("Hola, ¿cuidan gatos? <b>ya</b> https://x.example");
  // The text's link is not made clickable: the only link is the number's.
  expect(within(item).getAllByRole("link")).toHaveLength(1);
  expect(String(fetchMock.mock.calls[0][0])).toContain("/api/admin/whatsapp-inbox");
});

it("says when there is none", async () => {
  fetchMock.mockResolvedValue(json(200, { messages: [] }));
  renderInbox();
  expect(await screen.findByText("No hay mensajes sin reserva.")).toBeInTheDocument();
});

describe("the owner's WhatsApp line on the team's card", () => {
  const day = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
  it("after BAJA says since when, in El Salvador's date format", () => {
    render(<WhatsappConsentLine optInAt={null} optOutAt={day.toISOString()} />);
    expect(screen.getByText(`El dueño dejó de recibir avisos por WhatsApp el ${formatDate(day)}`)).toBeInTheDocument();
    expect(formatDate(day)).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });
  it("while on says so, and says nothing for a number that never opted in", () => {
    const { container, rerender } = render(<WhatsappConsentLine optInAt={day.toISOString()} optOutAt={null} />);
    expect(container).toHaveTextContent(/^WhatsApp: avisos activados/);
    rerender(<WhatsappConsentLine optInAt={null} optOutAt={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
