/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { PageToaster, showPageToast } from "@/components/site/page-toast";
import { TOAST_DURATION_MS } from "@/components/ui/toast-rules";

// The public pages' toasts: one at a time, gone after SPEC's 5 s, an error read out at once, a success politely.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("shows one toast at a time, replaces it, and removes it after the toast duration", () => {
  render(<PageToaster />);
  const region = screen.getByRole("region", { name: "Notificaciones" });
  expect(region.textContent).toBe("");
  // Both live regions are there before any toast, so a screen reader hears what appears in them.
  expect(region.querySelectorAll("[role=status], [role=alert]")).toHaveLength(2);

  act(() => showPageToast({ tone: "success", title: "¡Enlace copiado!", description: "Ahora puedes compartirlo con tus amigos" }));
  expect(screen.getByRole("status")).toHaveTextContent("¡Enlace copiado!Ahora puedes compartirlo con tus amigos");

  act(() => showPageToast({ tone: "error", title: "Consentimiento requerido" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Consentimiento requerido");
  expect(screen.queryByText("¡Enlace copiado!")).toBeNull();

  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
  expect(screen.getByText("Consentimiento requerido")).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText("Consentimiento requerido")).toBeNull();
});

it("closes with its button", () => {
  render(<PageToaster />);
  act(() => showPageToast({ tone: "success", title: "¡Enlace copiado!" }));
  fireEvent.click(screen.getByRole("button", { name: "Cerrar notificación" }));
  expect(screen.queryByText("¡Enlace copiado!")).toBeNull();
});
