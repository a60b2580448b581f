import { petOwnerLeadSchema, providerLeadSchema } from "@/lib/leads/schemas";
import { checkWaitlist, waitlistFields, waitlistValues, type WaitlistFields, type WaitlistKind } from "@/lib/leads/waitlist-rules";

// The browser checks a waitlist form without zod; the server checks it with the endpoint's schema. Same words.

const valid: WaitlistFields = {
  name: "Lucía Romero",
  whatsapp: "6123-4567",
  email: "Lucia@Example.com",
  consent: "on",
  motivation: "",
  petType: "",
  zone: "",
  company: "",
};

function schemaMessages(form: WaitlistFields, kind: WaitlistKind) {
  const schema = kind === "provider" ? providerLeadSchema : petOwnerLeadSchema;
  const result = schema.safeParse({ ...form, consent: form.consent ? true : undefined });
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const cases: [string, Partial<WaitlistFields>][] = [
  ["a complete form", {}],
  ["everything empty", { name: "", whatsapp: "", email: "", consent: "" }],
  ["a name of spaces and invisible characters", { name: " \u200b " }],
  ["a name too long", { name: "L".repeat(101) }],
  ["a WhatsApp number with too few digits", { whatsapp: "123" }],
  ["an e-mail without a domain", { email: "lucia@" }],
  ["no consent", { consent: "" }],
  ["a motivation too long", { motivation: "m".repeat(1001) }],
  ["a pet that is neither", { petType: "FISH" }],
  ["a cat", { petType: "CAT" }],
  // The zona is a select of real zones: the browser leaves it to the server (field "zone", lead-zones.test.ts).
  ["a zone", { departamento: "santa-ana", zone: "santa-ana" }],
];

describe("the waitlists' browser checks", () => {
  for (const kind of ["provider", "pet-owner"] as const) {
    test.each(cases)(`say what the ${kind} schema says: %s`, (_name, change) => {
      const form = { ...valid, ...change };
      const expected = schemaMessages(form, kind);
      // Each schema only knows its own extra field.
      expect(checkWaitlist(form, kind)).toEqual(expected);
    });
  }

  test("send what the endpoints store", () => {
    expect(waitlistValues({ ...valid, name: " Lucía ", petType: "CAT" })).toEqual({
      name: "Lucía",
      whatsapp: "+50361234567",
      email: "lucia@example.com",
      consent: true,
      company: "",
      motivation: undefined,
      petType: "CAT",
      zone: undefined,
      whatsappOptIn: false,
    });
    expect(waitlistValues({ ...valid, whatsappOptIn: "on" }).whatsappOptIn).toBe(true);
    expect(waitlistValues({ ...valid, departamento: "la-libertad", zone: "santa-tecla" }).zone).toBe("santa-tecla");
  });

  test("read a posted form: an unticked box, an unchosen radio and an unchosen select are empty", () => {
    const data = new FormData();
    data.set("name", "Lucía");
    expect(waitlistFields(data)).toEqual({ name: "Lucía", whatsapp: "", email: "", consent: "", motivation: "", petType: "", zone: "", company: "", whatsappOptIn: "", departamento: "" });
    data.set("departamento", "santa-ana");
    data.set("zone", "santa-ana");
    expect(waitlistFields(data)).toMatchObject({ departamento: "santa-ana", zone: "santa-ana" });
    data.set("whatsappOptIn", "on");
    expect(waitlistFields(data).whatsappOptIn).toBe("on");
  });
});
