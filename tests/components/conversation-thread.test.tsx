/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { MessageList, type ThreadMessage } from "@/components/conversation/message-list";
import { ConversationSection } from "@/components/site/tracking/conversation-section";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

// The booking's conversation as the owner, the sitter and the team read it: oldest first, newest last, each
// message's author and text as plain text — markup stays characters and an address stays words, never a link.

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const messages: ThreadMessage[] = [
  { id: "m1", author: "owner", text: "Hola, ¿le puedo llevar su cama?", channel: "web", createdAt: at(30) },
  { id: "m2", author: "sitter", text: 'Claro. Mira https://ejemplo.com y <a href="https://malo.example">aquí</a> <b>negrita</b>', channel: "web", createdAt: at(20) },
  { id: "m3", author: "team", text: "Línea uno\nLínea dos", channel: "whatsapp", createdAt: at(10) },
];

it("shows each message with its author, newest last, the reader's own as «Tú»", () => {
  render(<MessageList messages={messages} reader="owner" />);
  const items = within(screen.getByRole("list", { name: "Mensajes" })).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Tú.*Hola, ¿le puedo llevar su cama\?$/),
    expect.stringMatching(/^Cuidador.*negrita<\/b>$/),
    expect.stringMatching(/^Equipo Huellitas.*por WhatsAppLínea uno\nLínea dos$/),
  ]);
});

it("shows what people wrote as plain text: no link, no markup", () => {
  const { container } = render(<MessageList messages={messages} reader="team" />);
  expect(screen.queryAllByRole("link")).toEqual([]);
  expect(container.querySelector("a, b")).toBeNull();
  expect(screen.getByText(/Mira https:\/\/ejemplo\.com y <a href="https:\/\/malo\.example">aquí<\/a> <b>negrita<\/b>/)).toBeInTheDocument();
});

it("says so when nobody wrote yet", () => {
  render(<MessageList messages={[]} reader="sitter" />);
  expect(screen.getByText("Todavía no hay mensajes.")).toBeInTheDocument();
});

it("the owner's page: «Conversación» says how many messages they had not read, beside its heading", () => {
  const action = async () => ({});
  const { rerender } = render(<ConversationSection token="tok" messages={messages} unread={2} sitterName="Carlos" send={action} report={action} />);
  const section = screen.getByRole("region", { name: "Conversación" });
  expect(screen.getByRole("heading", { name: "Conversación" }).nextElementSibling).toHaveTextContent("2 mensajes sin leer");
  expect(within(section).getAllByRole("listitem")).toHaveLength(3);
  expect(within(section).getByRole("form", { name: "Escribir un mensaje" })).toBeInTheDocument();
  rerender(<ConversationSection token="tok" messages={messages} unread={0} sitterName="Carlos" send={action} report={action} />);
  expect(screen.queryByText(/sin leer/)).toBeNull();
});

