/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { BookingMails, UnreachedNotices } from "@/components/admin/booking-mails";
import type { AdminBooking, AdminMail } from "@/lib/client/admin-api";

// The team's list of a booking's notices: each with its channel and state, a failed WhatsApp marked,
// and "Reenviar" only for e-mails.

const AT = "2026-11-26T15:00:00.000Z";
const mail = (over: Record<string, unknown>) =>
  ({ id: "m1", kind: "booking-received", to: "ana@example.com", subject: "Recibimos tu solicitud ABC123", text: "…", status: "SENT", attempts: 1, lastError: null, sentAt: AT, createdAt: AT, channel: "email", ...over }) as unknown as AdminMail;

it("lists each notice with its channel and state, marks a failed WhatsApp, and resends only e-mails", () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <h4 id="mails">Avisos</h4>
      <BookingMails
        labelledBy="mails"
        mails={[
          mail({}),
          mail({ id: "w1", channel: "whatsapp", to: "+503 7123-4567", subject: "WhatsApp: Recibimos tu solicitud ABC123", status: "READ", delivery: "read" }),
          mail({ id: "w2", kind: "booking-confirmed", channel: "whatsapp", to: "+503 7123-4567", subject: "WhatsApp: Tu reserva ABC123 está confirmada", status: "FAILED", delivery: "failed", lastError: "(#131026) Message undeliverable" }),
        ]}
      />
    </QueryClientProvider>,
  );
  const items = within(screen.getByRole("list", { name: "Avisos" })).getAllByRole("listitem");
  expect(items[0]).toHaveTextContent("Correo · Para ana@example.com · enviado el");
  expect(items[1]).toHaveTextContent("WhatsApp · Para +503 7123-4567 · leído");
  expect(items[2]).toHaveTextContent("WhatsApp · Para +503 7123-4567 · WhatsApp no enviado: falló ((#131026) Message undeliverable)");
  expect(screen.getAllByRole("button", { name: /Reenviar/ })).toHaveLength(1);
});

it("«Sin avisar» lists each notice that reached nobody with its person, reason and text, and a «Reenviar» for it; a refused e-mail reads as such", () => {
  const unreached = [
    { kind: "booking-cancelled", recipient: "owner", reason: "550 5.1.1 Mailbox does not exist", mailId: "m9", subject: "Tu reserva ABC123 fue cancelada", text: "Carlos canceló: Me enfermé", createdAt: AT },
  ] as unknown as AdminBooking["unreached"];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <h4 id="sin-avisar">Sin avisar</h4>
      <UnreachedNotices labelledBy="sin-avisar" unreached={unreached} />
      <h4 id="mails">Avisos</h4>
      <BookingMails labelledBy="mails" mails={[mail({ id: "m9", status: "FAILED", lastError: "550 5.1.1 Mailbox does not exist" })]} />
    </QueryClientProvider>,
  );
  const [item] = within(screen.getByRole("list", { name: "Sin avisar" })).getAllByRole("listitem");
  expect(item).toHaveTextContent("Tu reserva ABC123 fue cancelada");
  expect(item).toHaveTextContent("Para el dueño");
  expect(item).toHaveTextContent("550 5.1.1 Mailbox does not exist");
  expect(item).toHaveTextContent("Carlos canceló: Me enfermé");
  expect(within(item).getByRole("button", { name: "Reenviar «Tu reserva ABC123 fue cancelada»" })).toBeEnabled();
  expect(within(screen.getByRole("list", { name: "Avisos" })).getByRole("listitem")).toHaveTextContent("rechazado por el servidor de correo");
});

it("«Sin avisar» lists a notice that went only by WhatsApp with its reason, without «Reenviar»", () => {
  const unreached = [
    { kind: "sitter-new-request", recipient: "sitter", reason: "WhatsApp: El número pidió no recibir más mensajes por WhatsApp (BAJA).", mailId: null, whatsappId: "w7", subject: "WhatsApp: huellitas_cuidador_solicitud_nueva", text: "¡Hola, María! Tienes una solicitud de reserva nueva", createdAt: AT },
  ] as unknown as AdminBooking["unreached"];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <h4 id="sin-avisar">Sin avisar</h4>
      <UnreachedNotices labelledBy="sin-avisar" unreached={unreached} />
    </QueryClientProvider>,
  );
  const [item] = within(screen.getByRole("list", { name: "Sin avisar" })).getAllByRole("listitem");
  expect(item).toHaveTextContent("Para el cuidador");
  expect(item).toHaveTextContent("(BAJA)");
  expect(within(item).queryByRole("button")).toBeNull();
});
