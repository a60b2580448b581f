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
