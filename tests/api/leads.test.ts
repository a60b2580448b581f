/** @jest-environment node */
import { POST as postApplication } from "@/app/api/applications/route";
import { POST as postPetOwner } from "@/app/api/pet-owner-leads/route";
import { POST as postProvider } from "@/app/api/provider-leads/route";
import { petOwnerLeadSchema, providerLeadSchema } from "@/lib/leads/schemas";
import { petOwnerLeadPayload, providerLeadPayload } from "@/lib/client/waitlist-api";
import { withTestDatabase } from "../helpers/test-db";
import { validApplication, validPetOwnerLead, validProviderLead } from "../helpers/fixtures";
import { apiRequest, read } from "../helpers/request";

const database = withTestDatabase({ resetBeforeEach: true });

const ctx = { params: Promise.resolve({}) };
const provider = (body: unknown) => postProvider(apiRequest("/api/provider-leads", { method: "POST", body }), ctx).then(read);
const petOwner = (body: unknown) => postPetOwner(apiRequest("/api/pet-owner-leads", { method: "POST", body }), ctx).then(read);
const application = (body: unknown) => postApplication(apiRequest("/api/applications", { method: "POST", body }), ctx).then(read);

describe("POST /api/provider-leads", () => {
  it("stores the caregiver waitlist entry with a normalised WhatsApp and e-mail", async () => {
    const { status, body } = await provider(validProviderLead({ email: " Carlos@Example.COM " }));
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    const lead = await database.db.providerLead.findUniqueOrThrow({ where: { email: "carlos@example.com" } });
    expect(lead).toMatchObject({ whatsapp: "+50370123456", consent: true, source: "WAITLIST", motivation: validProviderLead().motivation });
  });

  it.each([
    [{ name: " " }, "El nombre es obligatorio"],
    [{ name: undefined }, "El nombre es obligatorio"],
    [{ whatsapp: "" }, "El teléfono es obligatorio"],
    [{ email: "no-es-correo" }, "Correo electrónico inválido"],
    [{ email: undefined }, "Correo electrónico inválido"],
    [{ consent: false }, "Debes aceptar ser contactado"],
    [{ consent: "true" }, "Debes aceptar ser contactado"],
    [{ whatsapp: "+0 123" }, expect.stringContaining("WhatsApp válido")],
    [{ motivation: "m".repeat(1001) }, expect.stringContaining("1000")],
  ])("refuses bad input #%# with SPEC's message", async (override, message) => {
    const { status, body } = await provider(validProviderLead(override));
    expect(status).toBe(400);
    expect(body).toEqual(expect.objectContaining({ ok: false, error: message }));
    expect(await database.db.providerLead.count()).toBe(0);
  });

  it("keeps one entry per e-mail: a second sign-up answers the same, changes nothing and is counted for the team", async () => {
    expect((await provider(validProviderLead())).status).toBe(201);
    const before = await database.db.providerLead.findFirstOrThrow();
    const again = await provider(validProviderLead({ email: "CARLOS@example.com", name: "Otra Persona", whatsapp: "+1 415 555 0100", motivation: "" }));
    expect(again).toEqual({ status: 201, body: { ok: true } });
    const leads = await database.db.providerLead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: before.name, whatsapp: before.whatsapp, motivation: before.motivation, repeatSignups: 1 });
    expect(leads[0].lastRepeatAt).toBeInstanceOf(Date);
  });

  it("answers success to a filled honeypot and stores nothing", async () => {
    expect(await provider(validProviderLead({ company: "ACME" }))).toEqual({ status: 201, body: { ok: true } });
    expect(await database.db.providerLead.count()).toBe(0);
  });
});

describe("POST /api/pet-owner-leads", () => {
  it("issues a server referral code of 6 uppercase letters and digits, ignoring the browser's", async () => {
    const { status, body } = await petOwner(validPetOwnerLead());
    expect(status).toBe(201);
    expect(body.referralCode).toMatch(/^[A-Z0-9]{6}$/);
    const lead = await database.db.petOwnerLead.findUniqueOrThrow({ where: { email: "lucia@example.com" } });
    expect(lead).toMatchObject({ referralCode: body.referralCode, petType: "CAT", whatsapp: "+50361234567", referredBy: null });
  });

  it("keeps referredBy when it names a known code, and drops an unknown one", async () => {
    const first = (await petOwner(validPetOwnerLead())).body.referralCode;
    await petOwner(validPetOwnerLead({ email: "amiga@example.com", referredBy: first.toLowerCase() }));
    await petOwner(validPetOwnerLead({ email: "otra@example.com", referredBy: "ZZZZZZ" }));
    await petOwner(validPetOwnerLead({ email: "rara@example.com", referredBy: "<script>" }));
    const byEmail = Object.fromEntries(
      (await database.db.petOwnerLead.findMany()).map((lead) => [lead.email, lead.referredBy]),
    );
    expect(byEmail).toEqual({
      "lucia@example.com": null,
      "amiga@example.com": first,
      "otra@example.com": null,
      "rara@example.com": null,
    });
  });

  it("never reveals or changes an entry to someone who signs up with its e-mail", async () => {
    const first = await petOwner(validPetOwnerLead());
    const second = await petOwner(validPetOwnerLead({ email: "LUCIA@example.com", name: "Intrusa", whatsapp: "7999-0000", petType: "DOG" }));
    // The same answer a first sign-up gets, with a code that names no one (not the victim's).
    expect(second.status).toBe(201);
    expect(second.body).toEqual({ ok: true, referralCode: expect.stringMatching(/^[A-Z2-9]{6}$/) });
    expect(second.body.referralCode).not.toBe(first.body.referralCode);
    expect(await database.db.petOwnerLead.count({ where: { referralCode: second.body.referralCode } })).toBe(0);
    const leads = await database.db.petOwnerLead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: "Lucía Romero", whatsapp: "+50361234567", petType: "CAT", referralCode: first.body.referralCode, repeatSignups: 1 });
  });

  // The code a repeat sign-up is shown reveals nothing, yet credits the entry when a friend uses it.
  it("lets the code a repeat sign-up was shown credit the original entry when a friend signs up with it", async () => {
    const first = await petOwner(validPetOwnerLead());
    const again = await petOwner(validPetOwnerLead({ name: "Lucía otra vez" }));
    expect(again.body.referralCode).not.toBe(first.body.referralCode);
    const friend = await petOwner(validPetOwnerLead({ email: "amiga@example.com", referredBy: again.body.referralCode }));
    expect(friend.status).toBe(201);
    const stored = await database.db.petOwnerLead.findUniqueOrThrow({ where: { email: "amiga@example.com" } });
    expect(stored.referredBy).toBe(first.body.referralCode);
    // A code nobody was shown still credits nobody.
    await petOwner(validPetOwnerLead({ email: "otra@example.com", referredBy: "ZZZZ22" }));
    expect((await database.db.petOwnerLead.findUniqueOrThrow({ where: { email: "otra@example.com" } })).referredBy).toBeNull();
  });

  it("issues unique codes under concurrency, and one row for concurrent sign-ups of one e-mail", async () => {
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => petOwner(validPetOwnerLead({ email: `persona${i}@example.com` }))),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.referralCode)).size).toBe(60);

    const same = await Promise.all(Array.from({ length: 10 }, () => petOwner(validPetOwnerLead({ email: "doble@example.com" }))));
    expect(same.every((r) => r.status === 201)).toBe(true);
    expect(await database.db.petOwnerLead.count({ where: { email: "doble@example.com" } })).toBe(1);
    const entry = await database.db.petOwnerLead.findUniqueOrThrow({ where: { email: "doble@example.com" } });
    expect(entry.repeatSignups).toBe(9);
  });

  it.each([
    [{ name: "" }, "El nombre es obligatorio"],
    [{ whatsapp: undefined }, "El teléfono es obligatorio"],
    [{ email: "x@y" }, "Correo electrónico inválido"],
    [{ consent: undefined }, "Debes aceptar ser contactado"],
    [{ petType: "FISH" }, "Elige perro o gato."],
  ])("refuses bad input #%# with SPEC's message", async (override, message) => {
    const { status, body } = await petOwner(validPetOwnerLead(override));
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    expect(await database.db.petOwnerLead.count()).toBe(0);
  });

  it("answers a code to a filled honeypot and stores nothing", async () => {
    const { status, body } = await petOwner(validPetOwnerLead({ company: "x" }));
    expect(status).toBe(201);
    expect(body.referralCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(await database.db.petOwnerLead.count()).toBe(0);
  });
});

describe("POST /api/applications", () => {
  it("stores the application with the caregiver leads", async () => {
    const { status, body } = await application(validApplication());
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
    const lead = await database.db.providerLead.findUniqueOrThrow({ where: { email: "sofia@example.com" } });
    expect(lead).toMatchObject({
      source: "APPLICATION",
      whatsapp: "+50375551234",
      municipality: "Antiguo Cuscatlán",
      sourceUrl: "http://localhost:3000/preview/unete",
      services: [],
    });
  });

  it("keeps the services the person chose (each once), so the team sees what they offer", async () => {
    expect((await application(validApplication({ services: ["BOARDING", "WALK", "BOARDING"] }))).status).toBe(201);
    const lead = await database.db.providerLead.findUniqueOrThrow({ where: { email: "sofia@example.com" } });
    expect(lead.services).toEqual(["BOARDING", "WALK"]);
  });

  it("keeps an earlier entry with the same e-mail as it is (no one can change its contact data) and counts the repeat", async () => {
    await provider(validProviderLead({ email: "sofia@example.com" }));
    const before = await database.db.providerLead.findFirstOrThrow();
    expect(await application(validApplication({ phone: "7999-0000", name: "Otra Persona" }))).toEqual({ status: 201, body: { ok: true } });
    const leads = await database.db.providerLead.findMany();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ name: before.name, whatsapp: before.whatsapp, source: "WAITLIST", repeatSignups: 1 });
  });

  it.each([
    [{ name: "" }, "Por favor completa todos los campos obligatorios."],
    [{ email: " " }, "Por favor completa todos los campos obligatorios."],
    [{ phone: undefined }, "Por favor completa todos los campos obligatorios."],
    [{ email: "sofia@" }, "Correo electrónico inválido"],
    [{ phone: "abc" }, expect.stringContaining("WhatsApp válido")],
    [{ municipio: "m".repeat(101) }, "El municipio es demasiado largo."],
    [{ services: ["SWIMMING"] }, "Selecciona al menos un servicio"],
    [{ services: "WALK" }, "Selecciona al menos un servicio"],
  ])("refuses bad input #%# with a Spanish message", async (override, message) => {
    const { status, body } = await application(validApplication(override));
    expect(status).toBe(400);
    expect(body.error).toEqual(message);
    expect(await database.db.providerLead.count()).toBe(0);
  });

  it("answers success to a filled honeypot and stores nothing", async () => {
    expect((await application(validApplication({ company: "spam" }))).body).toEqual({ ok: true });
    expect(await database.db.providerLead.count()).toBe(0);
  });
});

// What the coming-soon forms send: lib/client/waitlist-api.ts builds it from the values the shared schema validated.
describe("the coming-soon forms' payloads", () => {
  const petOwnerForm = (typed: Record<string, unknown>) =>
    petOwnerLeadSchema.parse({ name: "Lucía Romero", whatsapp: "6123-4567", petType: "", consent: true, company: "", ...typed });

  it("stores a friend who arrived with ?ref=CODE with referredBy=CODE", async () => {
    const first = await petOwner(petOwnerLeadPayload(petOwnerForm({ email: "madrina@example.com" }), { referralCode: "BRWSR2", referredBy: null }));
    expect(first.status).toBe(201);
    const code: string = first.body.referralCode;

    const friendForm = petOwnerForm({ email: "ahijada@example.com", petType: "DOG" });
    const friend = await petOwner(petOwnerLeadPayload(friendForm, { referralCode: "BRWSR3", referredBy: code }));
    expect(friend.status).toBe(201);
    expect(friend.body.referralCode).not.toBe(code);
    const stored = await database.db.petOwnerLead.findUniqueOrThrow({ where: { email: "ahijada@example.com" } });
    expect(stored).toMatchObject({ referredBy: code, referralCode: friend.body.referralCode, petType: "DOG", whatsapp: "+50361234567" });
  });

  it("stores a caregiver's lead as the form sent it", async () => {
    const values = providerLeadSchema.parse(validProviderLead({ email: "Carlos@Example.com", motivation: "" }));
    expect(await provider(providerLeadPayload(values))).toEqual({ status: 201, body: { ok: true } });
    const stored = await database.db.providerLead.findUniqueOrThrow({ where: { email: "carlos@example.com" } });
    expect(stored).toMatchObject({ name: "Carlos Pérez", whatsapp: "+50370123456", motivation: null, consent: true, source: "WAITLIST" });
  });
});
