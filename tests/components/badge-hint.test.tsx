/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { initialValues, type ProfileForm, type ProfileFormInput, type ProfileFormOutput } from "@/components/admin/sitter-profile/form-values";
import { PresentationFields } from "@/components/admin/sitter-profile/presentation-fields";
import { sitterProfileSchema } from "@/lib/sitters/profile-schema";

// The new-profile dialog's "Insignias" hint offered "verificado", which the field itself refuses (a
// badge may not claim a check). Each example the hint gives must pass the field's own validation.

const forms: ProfileForm[] = [];
function Harness() {
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({ resolver: zodResolver(sitterProfileSchema), defaultValues: initialValues() });
  useEffect(() => {
    forms.push(form);
  }, [form]);
  return <PresentationFields form={form} />;
}
const form = () => forms.at(-1)!;

/** The examples as the hint words them. */
function hintExamples(): string[] {
  const hint = screen.getByLabelText("Insignias").getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
  const listed = /por ejemplo: (.+)\./.exec(hint)?.[1];
  expect(listed).toBeDefined();
  return listed!.split(",").map((example) => example.trim());
}

async function badgesAccepted(text: string): Promise<boolean> {
  const field = screen.getByLabelText("Insignias");
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return act(() => form().trigger("badges"));
}

it("each badge the hint gives as an example is accepted by the field, alone and all together", async () => {
  render(<Harness />);
  const examples = hintExamples();
  expect(examples.length).toBeGreaterThanOrEqual(2);
  for (const example of examples) expect(await badgesAccepted(example)).toBe(true);
  expect(await badgesAccepted(examples.join(", "))).toBe(true);
  expect(form().getValues("badges")).toEqual(examples);
  expect(screen.getByLabelText("Insignias")).not.toHaveAttribute("aria-invalid");
});

it("the field does refuse a badge that claims a check (the old hint's 'verificado'), on the field", async () => {
  render(<Harness />);
  expect(hintExamples()).not.toContain("verificado");
  expect(await badgesAccepted("verificado")).toBe(false);
  expect(screen.getByLabelText("Insignias")).toHaveAccessibleDescription(/Las marcas de confianza/);
});
