/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZoneWaitlistSignup, type ZoneWaitlistAction } from "@/components/site/zone-waitlist-signup";

// The one-line sign-up of a closed zone, with JavaScript: it calls the page's server action (the action is a plain
// function here; the e2e suite sends the real one) and says the answer without leaving the page.

const zone = { slug: "chalatenango", name: "Chalatenango" };

async function send(action: ZoneWaitlistAction) {
  render(<ZoneWaitlistSignup zone={zone} searched="Hospedaje en Chalatenango" title="Únete a la lista" text="Aún no llegamos." action={action} />);
  const form = screen.getByRole("form", { name: "Lista de espera de Chalatenango" });
  await userEvent.type(screen.getByLabelText("Nombre"), "Marta Reyes");
  await userEvent.type(screen.getByLabelText("WhatsApp"), "7123-4567");
  await userEvent.type(screen.getByLabelText("Correo"), "marta@example.com");
  await userEvent.click(screen.getByLabelText(/Acepto ser contactado/));
  await userEvent.click(screen.getByRole("button", { name: "Avísame" }));
  return form;
}

it("sends the form's fields with the zone and what was searched, then says the family is on the list", async () => {
  const action = jest.fn<ReturnType<ZoneWaitlistAction>, Parameters<ZoneWaitlistAction>>().mockResolvedValue({ done: {} });
  await send(action);
  expect(await screen.findByRole("status")).toHaveTextContent("¡Listo! Estás en la lista de Chalatenango: te escribimos apenas un cuidador de la zona pueda atenderte.");
  expect(screen.getByRole("status")).not.toHaveTextContent("WhatsApp");
  const sent = action.mock.calls[0][1];
  expect(Object.fromEntries([...sent.entries()].filter(([name]) => name !== "company"))).toEqual({
    name: "Marta Reyes",
    whatsapp: "7123-4567",
    email: "marta@example.com",
    consent: "on",
    zone: "chalatenango",
    searched: "Hospedaje en Chalatenango",
  });
});

it("shows the server's refusal and keeps what was typed", async () => {
  await send(jest.fn().mockResolvedValue({ failed: true, error: "Escribe un número de WhatsApp válido" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Escribe un número de WhatsApp válido");
  expect(screen.getByLabelText("Nombre")).toHaveValue("Marta Reyes");
});

it("says in Spanish that the connection failed instead of breaking the page", async () => {
  await send(jest.fn().mockRejectedValue(new TypeError("Failed to fetch")));
  expect(await screen.findByRole("alert")).toHaveTextContent("No pudimos guardar tus datos. Revisa tu internet e intenta de nuevo.");
  expect(screen.getByRole("button", { name: "Avísame" })).toBeEnabled();
});

it("offers the WhatsApp box, sends it when ticked and says the number will be asked to confirm", async () => {
  const action = jest.fn<ReturnType<ZoneWaitlistAction>, Parameters<ZoneWaitlistAction>>().mockResolvedValue({ done: {} });
  render(<ZoneWaitlistSignup zone={zone} searched="Hospedaje en Chalatenango" title="Únete a la lista" text="Aún no llegamos." action={action} />);
  await userEvent.type(screen.getByLabelText("Nombre"), "Marta Reyes");
  await userEvent.type(screen.getByLabelText("WhatsApp"), "7123-4567");
  await userEvent.type(screen.getByLabelText("Correo"), "marta@example.com");
  await userEvent.click(screen.getByLabelText(/Acepto ser contactado/));
  await userEvent.click(screen.getByLabelText("Quiero recibir avisos de Huellitas por WhatsApp sobre la apertura en mi zona"));
  await userEvent.click(screen.getByRole("button", { name: "Avísame" }));
  expect(action.mock.calls[0][1].get("whatsappOptIn")).toBe("on");
  expect(await screen.findByRole("status")).toHaveTextContent("Te enviamos un WhatsApp para confirmar tu número: responde SÍ y te avisamos también por ahí.");
});

it("puts the button after the boxes: what you agree to comes before «Avísame»", () => {
  render(<ZoneWaitlistSignup zone={zone} searched="" title="Únete a la lista" text="Aún no llegamos." action={jest.fn()} />);
  const order = [screen.getByLabelText(/Acepto ser contactado/), screen.getByLabelText(/por WhatsApp/), screen.getByRole("button", { name: "Avísame" })];
  for (let i = 1; i < order.length; i++) expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it("asks for consent in words that fit anyone: «Acepto ser contactado/a»", () => {
  render(<ZoneWaitlistSignup zone={zone} searched="" title="Únete a la lista" text="Aún no llegamos." action={jest.fn()} />);
  expect(screen.getByRole("checkbox", { name: "Acepto ser contactado/a por el equipo de Huellitas." })).toBeInTheDocument();
});
