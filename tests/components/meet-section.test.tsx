/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MeetSection } from "@/components/site/tracking/meet-section";
import type { TrackingPageData } from "@/lib/bookings/owner/owner";
import { jsonAnswer, mockFetch } from "../helpers/fetch";

// The owner's "Encuentro de bienvenida": what it says and offers at each step, and what it sends.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
// The page loads the answers' script only when it shows them (next/dynamic); here they render at once.
jest.mock("@/components/site/tracking/lazy-forms", () => ({ LazyMeetAnswers: jest.requireActual("@/components/site/tracking/meet-answers").MeetAnswers }));

const fetchMock = mockFetch();
beforeEach(() => refresh.mockReset());
const json = jsonAnswer;

type Meet = TrackingPageData["meet"];
const AT = "2026-12-01T16:30:00.000Z"; // 10:30 in El Salvador
const base: Meet = { needed: true, stillPossible: true, waived: false, noMatch: false, proposal: null, proposalLapsed: false, canPropose: true, canAnswer: false, canJudge: false, canWaive: true, waiver: null };
const proposal = (over: Partial<NonNullable<Meet["proposal"]>> = {}) => ({ at: AT, handover: false, place: "VIDEO" as const, note: "Con Luna", status: "PROPOSED" as const, declineReason: null, yourOutcome: null, contact: null, address: null, ...over });
const sent = () => fetchMock.mock.calls.map(([url, init]) => [String(url), init?.body ? JSON.parse(init.body) : undefined]);
const section = () => screen.getByRole("region", { name: "Encuentro de bienvenida" });

it("before any proposal: why it comes first, and skipping it needs a reason", async () => {
  fetchMock.mockResolvedValue(json(200, { ok: true, waived: true }));
  render(<MeetSection token="tok" meet={base} sitterName="Carlos" />);
  expect(section()).toHaveTextContent("Es tu primera reserva con Carlos");
  expect(screen.queryByRole("button", { name: "Confirmar encuentro" })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Ya conozco a Carlos: no necesito el encuentro" }));
  const form = screen.getByRole("form", { name: "No necesito el encuentro" });
  await userEvent.type(within(form).getByLabelText(/¿Por qué no necesitas conocer a Carlos\?/), "Cuidó a Luna el año pasado");
  await userEvent.click(within(form).getByRole("button", { name: "No necesito el encuentro" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent()).toEqual([["/api/bookings/tok/meet/waive", { reason: "Cuidó a Luna el año pasado" }]]);
});

it("a proposal: its time in El Salvador and place; confirm, or ask for another time with a reason", async () => {
  fetchMock.mockResolvedValue(json(200, { ok: true }));
  render(<MeetSection token="tok" meet={{ ...base, proposal: proposal(), canAnswer: true }} sitterName="Carlos" />);
  expect(section()).toHaveTextContent("10:30 · Por videollamada · propuesto");
  expect(section()).toHaveTextContent("Nota: Con Luna");
  await userEvent.click(screen.getByRole("button", { name: "Pedir otra hora" }));
  await userEvent.type(screen.getByLabelText("¿Qué día u hora te queda mejor?"), "El sábado");
  await userEvent.click(within(screen.getByRole("form", { name: "Pedir otra hora" })).getByRole("button", { name: "Pedir otra hora" }));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  await userEvent.click(screen.getByRole("button", { name: "Confirmar encuentro" }));
  await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  expect(sent()).toEqual([["/api/bookings/tok/meet/decline", { reason: "El sábado" }], ["/api/bookings/tok/meet/confirm", {}]]);
});

it("a proposal whose time passed unanswered says another one will come", () => {
  render(<MeetSection token="tok" meet={{ ...base, proposal: proposal(), proposalLapsed: true }} sitterName="Carlos" />);
  expect(section()).toHaveTextContent("Esa hora pasó sin respuesta: Carlos o nuestro equipo te propondrán otra por correo.");
  expect(screen.queryByRole("button", { name: "Confirmar encuentro" })).toBeNull();
});

it("after the meeting: '¿Cómo les fue?', and the server's refusal shown in Spanish", async () => {
  fetchMock.mockResolvedValue(json(409, { ok: false, field: "meet", error: "Ya contaste cómo les fue en el encuentro." }));
  render(<MeetSection token="tok" meet={{ ...base, proposal: proposal({ status: "CONFIRMED" }), canJudge: true }} sitterName={null} />);
  const group = screen.getByRole("group", { name: "¿Cómo les fue?" });
  await userEvent.click(within(group).getByRole("button", { name: "No hubo match" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("Ya contaste cómo les fue en el encuentro.");
  expect(sent()).toEqual([["/api/bookings/tok/meet/outcome", { outcome: "NOT_A_MATCH" }]]);
  expect(refresh).not.toHaveBeenCalled();
});

it("after 'no match': says so without naming anyone, and offers nothing more", () => {
  render(<MeetSection token="tok" meet={{ ...base, needed: false, canWaive: false, canPropose: false, noMatch: true, proposal: proposal({ status: "CONFIRMED", yourOutcome: null }) }} sitterName="Carlos" />);
  expect(section()).toHaveTextContent("No hubo match: esta solicitud se cerró.");
  expect(within(section()).queryAllByRole("button")).toEqual([]);
});

it("a confirmed meeting at a public place: how to reach the sitter there, a WhatsApp chat naming the booking", () => {
  render(
    <MeetSection token="tok" meet={{ ...base, proposal: proposal({ place: "PUBLIC_PLACE", status: "CONFIRMED", contact: { firstName: "Carlos", whatsapp: "+50360001202" } }) }} sitterName="Carlos Martínez" reference="ABCD-2345" />,
  );
  expect(section()).toHaveTextContent("Para encontrarse en el lugar, escríbele a Carlos por WhatsApp: +503 6000-1202");
  const link = screen.getByRole("link", { name: /\+503 6000-1202/ });
  expect(new URL(link.getAttribute("href")!).pathname).toBe("/50360001202");
  expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toContain("reserva ABCD-2345");
});

it("a meeting at the owner's home asks for their address before confirming, and sends it", async () => {
  fetchMock.mockResolvedValue(json(200, { ok: true }));
  render(<MeetSection token="tok" meet={{ ...base, proposal: proposal({ place: "OWNER_HOME" }), canAnswer: true }} sitterName="Carlos" />);
  await userEvent.click(screen.getByRole("button", { name: "Confirmar encuentro" }));
  const form = screen.getByRole("form", { name: "Confirmar encuentro en tu casa" });
  expect(sent()).toEqual([]);
  await userEvent.type(within(form).getByLabelText("Colonia o barrio"), "Colonia Escalón");
  await userEvent.type(within(form).getByLabelText("Calle, pasaje y número de casa"), "Pasaje Los Pinos #12");
  await userEvent.click(within(form).getByRole("button", { name: "Confirmar encuentro" }));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent()).toEqual([["/api/bookings/tok/meet/confirm", { address: { colonia: "Colonia Escalón", street: "Pasaje Los Pinos #12" } }]]);
});

it("a confirmed meeting at a home shows its address and the other side's WhatsApp", () => {
  const confirmed = proposal({ place: "SITTER_HOME", status: "CONFIRMED", address: "Pasaje Los Pinos #12, Colonia Escalón.", contact: { firstName: "Carlos", whatsapp: "+50360001202" } });
  render(<MeetSection token="tok" meet={{ ...base, proposal: confirmed }} sitterName="Carlos" reference="ABC123" />);
  expect(section()).toHaveTextContent("Dirección: Pasaje Los Pinos #12, Colonia Escalón.");
  expect(screen.getByRole("link", { name: /\+503 6000-1202/ })).toHaveAttribute("href", expect.stringContaining("wa.me/50360001202"));
});
