/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ReachSitter } from "@/components/site/tracking/reach-sitter";

// A confirmed booking's page: «Escribir a tu cuidador» goes to the page's conversation, and the sitter's WhatsApp opens a chat.

it("links to the conversation and to the sitter's WhatsApp with the number shown", () => {
  render(<ReachSitter contact={{ firstName: "Carlos", whatsapp: "+50360001202" }} reference="ABC123" />);
  expect(screen.getByRole("heading", { name: "Habla con Carlos" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Escribir a tu cuidador" })).toHaveAttribute("href", "#conversacion");
  const whatsapp = screen.getByRole("link", { name: /\+503 6000-1202/ });
  expect(whatsapp).toHaveAttribute("href", expect.stringMatching(/^https:\/\/wa\.me\/50360001202\?text=.*ABC123/));
});

it("without a readable number it still offers the conversation", () => {
  render(<ReachSitter contact={null} reference="ABC123" />);
  expect(screen.getByRole("link", { name: "Escribir a tu cuidador" })).toHaveAttribute("href", "#conversacion");
  expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
});

it("says how many messages the owner has not read beside «Escribir a tu cuidador», and nothing when none", () => {
  const { rerender } = render(<ReachSitter contact={{ firstName: "Carlos", whatsapp: "+50360001202" }} reference="ABC123" unread={2} />);
  expect(screen.getByRole("region", { name: "Habla con Carlos" })).toHaveTextContent("la leen tu cuidador y el equipo. 2 mensajes sin leer");
  rerender(<ReachSitter contact={{ firstName: "Carlos", whatsapp: "+50360001202" }} reference="ABC123" unread={1} />);
  expect(screen.getByText("1 mensaje sin leer")).toBeInTheDocument();
  rerender(<ReachSitter contact={{ firstName: "Carlos", whatsapp: "+50360001202" }} reference="ABC123" unread={0} />);
  expect(screen.queryByText(/sin leer/)).toBeNull();
});
