/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WhatsappNotices } from "@/components/site/tracking/whatsapp-notices";
import { jsonAnswer, mockFetch } from "../helpers/fetch";

// The owner's WhatsApp notices on the tracking page (issue 41): said only when they go, turned off and on again.

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

it("a refusal is said under the button", async () => {
  fetchMock.mockResolvedValueOnce(jsonAnswer(429, { ok: false, error: "Demasiados intentos. Espera un momento." }));
  render(<WhatsappNotices token="tok" initial={{ number: NUMBER, on: true, sending: true }} />);
  await userEvent.click(screen.getByRole("button", { name: "Dejar de recibir avisos por WhatsApp" }));
  expect(await screen.findByText("Demasiados intentos. Espera un momento.")).toBeInTheDocument();
});
