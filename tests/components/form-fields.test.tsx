/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FileInput } from "@/components/forms/file-input";
import { PetFileForm } from "@/components/site/tracking/pet-file-form";
import { PetFileSection } from "@/components/site/tracking/pet-file-section";
import type { PetFile } from "@/lib/bookings/pet-file/pet-file";
import { jsonAnswer, mockFetch } from "../helpers/fetch";

// Forms people can fill: the file field speaks Spanish and says what was chosen; the pet's file shows
// each message under its own field, marked invalid and read with it.

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
const fetchMock = mockFetch();

const photo = (name: string) => new File(["x"], name, { type: "image/jpeg" });

describe("FileInput", () => {
  it("reads in Spanish and names the chosen file, as a named field of its form", async () => {
    const { container } = render(
      <form aria-label="Foto">
        <FileInput label="Foto de tu mascota" name="file" accept="image/jpeg" required />
      </form>,
    );
    const input = screen.getByLabelText("Foto de tu mascota");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("name", "file");
    expect(input).toBeRequired();
    expect(screen.getByText("Elegir archivo")).toBeVisible();
    expect(input).toHaveAccessibleDescription("Ningún archivo seleccionado");
    expect(container).not.toHaveTextContent(/Choose file|No file chosen/);

    await userEvent.upload(input, photo("luna.jpg"));
    expect(input).toHaveAccessibleDescription("luna.jpg");
    expect(screen.getByText("luna.jpg")).toBeVisible();
    // The native input itself is the form's field "file" (what the browser sends).
    expect(screen.getByRole<HTMLFormElement>("form").elements.namedItem("file")).toBe(input);

    // Emptied with its form: the name goes too.
    act(() => screen.getByRole<HTMLFormElement>("form").reset());
    await waitFor(() => expect(input).toHaveAccessibleDescription("Ningún archivo seleccionado"));
  });

  it("is reached with the keyboard, and its visible button is the label that opens it", async () => {
    render(<FileInput label="Fotos (hasta 5)" name="photos" multiple />);
    const input = screen.getByLabelText("Fotos (hasta 5)");
    await userEvent.tab();
    expect(input).toHaveFocus();
    const button = screen.getByText("Elegir archivo").closest("label");
    expect(button).toHaveAttribute("for", input.id);
    await userEvent.upload(input, [photo("a.jpg"), photo("b.jpg")]);
    expect(input).toHaveAccessibleDescription("2 archivos: a.jpg, b.jpg");
  });

  it("shows the name its form decides (none when the file was refused) and keeps the form's descriptions", () => {
    render(
      <>
        <p id="hint">PDF, JPG o PNG</p>
        <FileInput label="Archivo" chosen={null} aria-describedby="hint" />
      </>,
    );
    expect(screen.getByLabelText("Archivo")).toHaveAccessibleDescription("Ningún archivo seleccionado PDF, JPG o PNG");
  });
});

describe("PetFileForm", () => {
  const form = () => screen.getByRole("form", { name: "Ficha de tu mascota" });
  const field = (label: string | RegExp) => within(form()).getByLabelText(label);

  async function fillTheRest() {
    await userEvent.type(field("Nombre"), "Luna");
    await userEvent.type(field("Clínica"), "Clínica San Benito");
    await userEvent.type(field("Teléfono de la clínica"), "2222-3333");
    await userEvent.type(field("Contacto 1: nombre"), "Jorge");
    await userEvent.type(field("Teléfono"), "7000-1111");
  }

  it("puts a medicine's message under that medicine's field, marked invalid, read with it and focused", async () => {
    render(<PetFileForm token="tok" pet={null} />);
    await fillTheRest();
    await userEvent.click(within(form()).getByRole("button", { name: "Agregar medicina" }));
    await userEvent.type(field("Medicina 1"), "Apoquel");
    await userEvent.type(field("Dosis"), "media pastilla");
    await userEvent.type(field("Horas (HH:MM, separadas por coma)"), "mañana");
    await userEvent.click(within(form()).getByRole("button", { name: "Guardar ficha" }));

    const hours = field("Horas (HH:MM, separadas por coma)");
    await waitFor(() => expect(hours).toHaveFocus());
    expect(hours).toHaveAttribute("aria-invalid", "true");
    expect(hours).toHaveAccessibleDescription(/Escribe las horas de cada medicina como HH:MM/);
    // Next to its field, not at the form's foot.
    expect(hours.parentElement).toHaveTextContent(/Escribe las horas de cada medicina/);
    expect(field("Dosis")).not.toHaveAttribute("aria-invalid");
    expect(fetchMock).not.toHaveBeenCalled();

    // Corrected, the message goes as soon as the owner types.
    await userEvent.clear(hours);
    await userEvent.type(hours, "08:00");
    expect(hours).not.toHaveAttribute("aria-invalid");
    expect(hours).not.toHaveAccessibleDescription(/Escribe las horas/);
  });

  it("the vet-spending consent says why it is there and, left empty, says so on its field", async () => {
    render(<PetFileForm token="tok" pet={null} />);
    await fillTheRest();
    const cap = field(/¿Hasta cuánto puede gastar/);
    await userEvent.clear(cap);
    await userEvent.type(cap, "150");
    const consent = field(/Escribe tu nombre completo para autorizar gastos hasta \$150/);
    expect(consent).toHaveAccessibleDescription(/el cuidador puede pagar una emergencia hasta ese monto/);
    await userEvent.click(within(form()).getByRole("button", { name: "Guardar ficha" }));
    await waitFor(() => expect(consent).toHaveFocus());
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(consent).toHaveAccessibleDescription(/Para autorizar gastos veterinarios, escribe tu nombre completo\./);
    expect(within(form()).queryByRole("alert")).toBeNull();
  });

  it("a refusal the server names goes on that field; one it does not name, at the form's foot", async () => {
    fetchMock.mockResolvedValueOnce(jsonAnswer(400, { ok: false, error: "Escribe el peso en kilos, entre 0.1 y 120.", field: "weightKg" }));
    render(<PetFileForm token="tok" pet={null} />);
    await fillTheRest();
    await userEvent.click(within(form()).getByRole("button", { name: "Guardar ficha" }));
    const weight = field("Peso en kg (opcional)");
    await waitFor(() => expect(weight).toHaveFocus());
    expect(weight).toHaveAccessibleDescription("Escribe el peso en kilos, entre 0.1 y 120.");

    fetchMock.mockResolvedValueOnce(jsonAnswer(409, { ok: false, error: "Esta reserva ya terminó: su ficha ya no se puede cambiar." }));
    await userEvent.click(within(form()).getByRole("button", { name: "Guardar ficha" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent("Esta reserva ya terminó");
    expect(weight).not.toHaveAttribute("aria-invalid");
  });
});

describe("PetFileSection's uploads", () => {
  const pet = {
    name: "Luna", species: "DOG", breed: null, birthYear: null, weightKg: null, food: null, feeding: null, allergies: null, behaviour: null,
    medications: [], vet: { clinic: "Clínica San Benito", phone: "+50322223333", address: null }, emergencyContacts: [{ name: "Jorge", phone: "+50370001111", relation: null }],
    vetSpendCapUSD: 0, consentName: null, consentAt: null, photoUrl: null, vaccinesVerifiedUntil: null, vaccineCards: [],
  } as unknown as PetFile;

  // (Sending a chosen file is pet-stay.spec's: jsdom's FormData does not read files set by user-event.)
  it("asks for the file in Spanish when none was chosen, and sends nothing", async () => {
    render(<PetFileSection token="tok" pet={pet} editable details={<p>Ficha de Luna</p>} />);
    expect(screen.getByText("Ficha de Luna")).toBeInTheDocument();
    for (const [label, button] of [
      [/Foto de tu mascota/, "Subir foto"],
      [/Foto o PDF de la tarjeta/, "Subir tarjeta"],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAccessibleDescription("Ningún archivo seleccionado");
      await userEvent.click(within(input.closest("form")!).getByRole("button", { name: button }));
    }
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual(["Elige un archivo primero.", "Elige un archivo primero."]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
