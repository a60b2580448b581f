/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BookingStatusControl, moveSentence } from "@/components/admin/booking-status-control";

// The team's status control: a move that e-mails someone asks first, in one sentence, what happens and who hears.

// What Radix's select calls and jsdom lacks.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe("the sentence a move asks with", () => {
  it("names the new state and everyone the sheet tells", () => {
    expect(moveSentence("CONFIRMED", ["owner", "sitter"])).toBe(
      "Se marcará como confirmada y se avisará por correo al dueño de la mascota y el cuidador (si tiene cuenta en el portal).",
    );
    expect(moveSentence("DECLINED", ["owner"])).toBe("Se marcará como rechazada y se avisará por correo al dueño de la mascota.");
  });
});

describe("BookingStatusControl", () => {
  it("moves at once when nobody is told; asks first when someone is, and moves only when confirmed", async () => {
    const onMove = jest.fn();
    render(<BookingStatusControl status="RECEIVED" moves={["CONTACTED", "CONFIRMED"]} pending={false} onMove={onMove} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Estado" }));
    await userEvent.click(screen.getByRole("option", { name: "Contactada" }));
    expect(onMove).toHaveBeenLastCalledWith({ status: "CONTACTED" });

    await userEvent.click(screen.getByRole("combobox", { name: "Estado" }));
    await userEvent.click(screen.getByRole("option", { name: "Confirmada" }));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Se marcará como confirmada y se avisará por correo al dueño de la mascota y el cuidador/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Marcar como confirmada y avisar" }));
    expect(onMove).toHaveBeenLastCalledWith({ status: "CONFIRMED" });
  });

  it("'Volver' leaves the booking as it was", async () => {
    const onMove = jest.fn();
    render(<BookingStatusControl status="RECEIVED" moves={["CONFIRMED"]} pending={false} onMove={onMove} />);
    await userEvent.click(screen.getByRole("combobox", { name: "Estado" }));
    await userEvent.click(screen.getByRole("option", { name: "Confirmada" }));
    await userEvent.click(screen.getByRole("button", { name: "Volver" }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Se marcará como/)).not.toBeInTheDocument();
  });
});
