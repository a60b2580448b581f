/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ZoneFields } from "@/components/coming-soon/zone-fields";
import { ZONES } from "@/lib/zones/catalog";
import { ZONE_CHOICES } from "@/lib/zones/zone-choices";

// The coming-soon waitlists' «Departamento» → «Zona»: labelled native selects that post with the
// form; choosing a departamento narrows the zona list, and its error is read with the control.

function renderFields(props: Partial<Parameters<typeof ZoneFields>[0]> = {}) {
  render(
    <form aria-label="Lista">
      <ZoneFields zones={ZONE_CHOICES} values={{}} {...props} />
    </form>,
  );
  const form = screen.getByRole("form", { name: "Lista" }) as HTMLFormElement;
  return {
    form,
    department: screen.getByRole("combobox", { name: "Departamento (opcional)" }),
    zone: () => screen.getByRole("combobox", { name: "Zona (opcional)" }),
    sent: () => Object.fromEntries(new FormData(form)),
  };
}
/** Every zone, in the order the zona list offers them. */
const ZONES_IN_FORM_ORDER = ZONE_CHOICES.flatMap((group) => group.zones.map((zone) => zone.label));
const zoneLabels = (select: HTMLElement) => within(select).getAllByRole("option").map((option) => option.textContent);

describe("ZoneFields", () => {
  it("starts with nothing chosen and every zone, grouped by departamento", () => {
    const { zone, sent } = renderFields();
    expect(sent()).toEqual({ departamento: "", zone: "" });
    expect(within(zone()).getAllByRole("group").map((group) => group.getAttribute("label"))).toEqual(ZONE_CHOICES.map((group) => group.label));
    expect(zoneLabels(zone())).toEqual(["Elige tu zona", ...ZONES_IN_FORM_ORDER]);
  });

  it("narrows the zona list to the departamento's zones, and picks a departamento's only zone", async () => {
    const user = userEvent.setup();
    const { department, zone, sent } = renderFields();
    await user.selectOptions(department, "La Libertad");
    expect(zoneLabels(zone())).toEqual(["Elige tu zona", "Antiguo Cuscatlán", "Nuevo Cuscatlán", "Santa Tecla", "Resto del departamento de La Libertad"]);
    expect(sent()).toEqual({ departamento: "la-libertad", zone: "" });
    await user.selectOptions(zone(), "Santa Tecla");
    expect(sent()).toEqual({ departamento: "la-libertad", zone: "santa-tecla" });

    await user.selectOptions(department, "Santa Ana");
    expect(zoneLabels(zone())).toEqual(["Santa Ana"]);
    expect(sent()).toEqual({ departamento: "santa-ana", zone: "santa-ana" });

    // Back to no departamento: nothing chosen, every zone again.
    await user.selectOptions(department, "Elige tu departamento");
    expect(sent()).toEqual({ departamento: "", zone: "" });
    expect(zoneLabels(zone())).toHaveLength(ZONES.length + 1);
  });

  it("shows every zone again once the form is cleared after a send", async () => {
    const user = userEvent.setup();
    const { form, department, zone, sent } = renderFields();
    await user.selectOptions(department, "San Miguel");
    act(() => form.reset());
    expect(sent()).toEqual({ departamento: "", zone: "" });
    expect(zoneLabels(zone())).toHaveLength(ZONES.length + 1);
  });

  it("keeps what a send without JavaScript chose, and reads the zona's error with it", () => {
    const { zone, sent } = renderFields({ values: { departamento: "san-salvador", zone: "escalon" }, error: "Elige una zona de la lista." });
    expect(sent()).toEqual({ departamento: "san-salvador", zone: "escalon" });
    expect(zone()).toHaveAttribute("aria-invalid", "true");
    expect(zone()).toHaveAccessibleDescription("Elige una zona de la lista.");
  });
});
