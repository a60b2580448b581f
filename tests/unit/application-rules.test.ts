import { APPLICATION_MESSAGES, applicationFields, checkApplication, toApplicationPayload, type ApplicationFields } from "@/lib/leads/application-rules";
import { applicationFormSchema } from "@/lib/leads/schemas";

// The browser checks the /unete form without zod; the server checks it with the form's schema. Same words.

const valid: ApplicationFields = {
  name: "Sofía Ramírez",
  email: "Sofia@Example.com",
  phone: "7555-1234",
  municipio: "",
  services: ["WALK"],
  consent: "on",
  company: "",
};

function schemaMessages(form: ApplicationFields) {
  const first: Record<string, string> = {};
  const result = applicationFormSchema.safeParse({ ...form, consent: Boolean(form.consent) });
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const cases: [string, Partial<ApplicationFields>][] = [
  ["a complete form", {}],
  ["everything empty", { name: "", email: "", phone: "", services: [] }],
  ["a name too long", { name: "S".repeat(101) }],
  ["an e-mail without a domain", { email: "sofia@" }],
  ["a phone with too few digits", { phone: "7555" }],
  ["a municipality too long", { municipio: "M".repeat(101) }],
  ["a service that does not exist", { services: ["SWIM"] }],
];

describe("the application's browser checks", () => {
  test.each(cases)("say what the server's schema says: %s", (_name, change) => {
    const form = { ...valid, ...change };
    expect(checkApplication(form)).toEqual(schemaMessages(form));
  });

  test("ask for the consent last, once everything else is right", () => {
    expect(checkApplication({ ...valid, consent: "" })).toEqual({ consent: APPLICATION_MESSAGES.consentText });
    expect(checkApplication({ ...valid, name: "", consent: "" })).toEqual({ name: APPLICATION_MESSAGES.missing });
  });

  test("read the services ticked and send what the endpoint stores", () => {
    const data = new FormData();
    data.set("name", " Sofía ");
    data.append("services", "WALK");
    data.append("services", "DAYCARE");
    const fields = applicationFields(data);
    expect(fields.services).toEqual(["WALK", "DAYCARE"]);
    expect(toApplicationPayload({ ...fields, email: " Sofia@Example.com", phone: "7555-1234" }, "http://x/unete")).toEqual({
      name: "Sofía",
      email: "sofia@example.com",
      phone: "+50375551234",
      municipio: "",
      services: ["WALK", "DAYCARE"],
      company: "",
      sourceUrl: "http://x/unete",
      whatsappOptIn: false,
    });
    data.set("whatsappOptIn", "on");
    expect(toApplicationPayload(applicationFields(data), "http://x/unete").whatsappOptIn).toBe(true);
  });
});
