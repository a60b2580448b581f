/** @jest-environment jsdom */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useInlineForm } from "@/components/forms/use-inline-form";
import { MeetProposeForm } from "@/components/meet/meet-propose-form";
import { CancelBooking } from "@/components/portal/cancel-booking";
import { makeQueryClient } from "@/lib/client/query-client";

// Forms that open in place of their button, used with the keyboard: focus goes into the form, and back to the
// button when it closes ("Volver", "Cancelar" or Escape), instead of falling to the top of the page.

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

it("'Cancelar reserva': focus in the reason; 'Volver' and Escape give it back to the button", async () => {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <CancelBooking booking={{ id: "b1", reference: "ABC123" }} />
    </QueryClientProvider>,
  );
  const trigger = () => screen.getByRole("button", { name: "Cancelar reserva ABC123" });
  await userEvent.click(trigger());
  expect(screen.getByLabelText(/¿Por qué cancelas\?/)).toHaveFocus();
  await userEvent.click(screen.getByRole("button", { name: "Volver" }));
  expect(trigger()).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  expect(screen.getByLabelText(/¿Por qué cancelas\?/)).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  expect(screen.queryByRole("form")).toBeNull();
  expect(trigger()).toHaveFocus();
});

function ProposeInPlace() {
  const { open, show, close, onKeyDown, triggerRef } = useInlineForm();
  return open ? (
    <MeetProposeForm reference="ABC123" send={async () => ({})} onSent={close} onCancel={close} onKeyDown={onKeyDown} />
  ) : (
    <button ref={triggerRef} type="button" onClick={show}>
      Proponer encuentro
    </button>
  );
}

it("the meet & greet's proposal: focus on the day and time, and it can be left with 'Cancelar' or Escape", async () => {
  render(<ProposeInPlace />);
  await userEvent.click(screen.getByRole("button", { name: "Proponer encuentro" }));
  expect(screen.getByLabelText("Día y hora (hora de El Salvador)")).toHaveFocus();
  await userEvent.click(screen.getByRole("button", { name: "Cancelar" }));
  expect(screen.getByRole("button", { name: "Proponer encuentro" })).toHaveFocus();
  await userEvent.keyboard("{Enter}");
  await userEvent.tab();
  expect(screen.getByLabelText("Dónde")).toHaveFocus();
  await userEvent.keyboard("{Escape}");
  expect(screen.getByRole("button", { name: "Proponer encuentro" })).toHaveFocus();
});
