/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { BookingMails } from "@/components/admin/booking-mails";
import type { AdminMail } from "@/lib/client/admin-api";

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
