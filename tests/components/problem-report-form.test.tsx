/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProblemList } from "@/components/problems/problem-list";
import { ProblemReportForm } from "@/components/problems/problem-report-form";

// «Reportar un problema» once the page runs JavaScript: checked in the browser with the schema's own messages, then
// sent as one multipart form; the list shows each problem's status and the team's answer.

async function fillAndSend(description: string) {
  const user = userEvent.setup();
  await user.click(screen.getByText("Reportar un problema"));
  await user.selectOptions(screen.getByLabelText("¿Qué tipo de problema?"), "Salud o lesión");
  await user.type(screen.getByLabelText("¿Qué pasó?"), description);
  fireEvent.submit(screen.getByRole("form", { name: "Reportar un problema" }));
}

it("sends the category and the description as one form, with a field for up to 4 photos, then says so", async () => {
  const send = jest.fn<Promise<unknown>, [FormData]>(async () => ({ ok: true }));
  const onSent = jest.fn();
  render(<ProblemReportForm send={send} onSent={onSent} />);
  expect(screen.getByLabelText("Fotos (opcional, hasta 4)")).toHaveAttribute("type", "file");
  await fillAndSend("Cojea de la pata trasera.");
  await waitFor(() => expect(onSent).toHaveBeenCalled());
  const form = send.mock.calls[0][0];
  expect(form.get("category")).toBe("HEALTH");
  expect(form.get("description")).toBe("Cojea de la pata trasera.");
  // An empty file field sends no photo.
  expect(form.getAll("photos")).toEqual([]);
  expect(screen.getByRole("status")).toHaveTextContent("Gracias: el equipo lo revisa y les escribirá su respuesta a ambos.");
});

it("refuses a short description before sending anything", async () => {
  const send = jest.fn();
  render(<ProblemReportForm send={send} onSent={jest.fn()} />);
  await fillAndSend("Cojea");
  expect(await screen.findByText("Cuéntanos un poco más: al menos 10 caracteres.")).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();
});

it("lists each problem with who reported it, its status and the team's answer", () => {
  render(
    <ProblemList
      problems={[
        { id: "p1", categoryLabel: "Daños", reportedBy: "sitter", description: "Rompió el cojín.", photos: ["/api/x/photos/1"], statusLabel: "Resuelto", resolution: "La familia lo repone.", createdAt: new Date().toISOString() },
      ]}
    />,
  );
  const item = screen.getByRole("listitem");
  expect(item).toHaveTextContent("Daños · Resuelto");
  expect(item).toHaveTextContent("Reportado por el cuidador");
  expect(item).toHaveTextContent("Respuesta del equipo: La familia lo repone.");
  expect(screen.getByRole("link", { name: "Foto 1" })).toHaveAttribute("href", "/api/x/photos/1");
});
