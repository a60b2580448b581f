import { bookingReference, newBookingId, parseBookingReference, referenceQuery } from "@/lib/bookings/core/reference";
import { FORM_ERRORS, sendPublicForm } from "@/lib/client/public-form";
import { PLACEHOLDER_WHATSAPP_NUMBER, teamWhatsappNumber, whatsappHref, whatsappMessage } from "@/lib/site/whatsapp";

describe("WhatsApp links (SPEC §7)", () => {
  it("names the sitter and the page", () => {
    const message = whatsappMessage({ sitterName: "María José", pageUrl: "https://huellitas.sv/s/maria" });
    expect(message).toContain("María José");
    expect(message).toContain("https://huellitas.sv/s/maria");
  });

  it("is generic without a sitter", () => {
    expect(whatsappMessage()).toBe("¡Hola! Quiero más información sobre el cuidado de mascotas con Huellitas.");
  });

  it("opens a chat with the sitter's number, or the team's", () => {
    const env = { NODE_ENV: "production", WHATSAPP_NUMBER: "7123-4567" } as const;
    const sitter = new URL(whatsappHref({ number: "50370001101", sitterName: "Ana", pageUrl: "https://x.sv/s/ana", env })!);
    expect(sitter.origin + sitter.pathname).toBe("https://wa.me/50370001101");
    expect(sitter.searchParams.get("text")).toContain("Ana");
    expect(new URL(whatsappHref({ number: "+50360001202", env })!).pathname).toBe("/50360001202");
    expect(new URL(whatsappHref({ number: null, env })!).pathname).toBe("/50371234567");
    expect(new URL(whatsappHref({ number: "no es un número", env })!).pathname).toBe("/50371234567");
  });

  it("reads the team's number at run time (WHATSAPP_NUMBER, or the old NEXT_PUBLIC_ name), never a fake one in production", () => {
    expect(teamWhatsappNumber({ NODE_ENV: "production", WHATSAPP_NUMBER: "7123-4567" })).toBe("+50371234567");
    expect(teamWhatsappNumber({ NODE_ENV: "production", NEXT_PUBLIC_WHATSAPP_NUMBER: "+503 6123 4567" })).toBe("+50361234567");
    // In production without a usable number: none, so pages offer the e-mail; a sitter's own number still works.
    expect(teamWhatsappNumber({ NODE_ENV: "production" })).toBeNull();
    expect(teamWhatsappNumber({ NODE_ENV: "production", WHATSAPP_NUMBER: "basura" })).toBeNull();
    expect(whatsappHref({ number: null, env: { NODE_ENV: "production" } })).toBeNull();
    expect(whatsappHref({ number: "50370001101", env: { NODE_ENV: "production" } })).toMatch(/^https:\/\/wa\.me\/50370001101\?/);
    // In development a placeholder keeps the pages complete.
    expect(teamWhatsappNumber({ NODE_ENV: "development" })).toBe(PLACEHOLDER_WHATSAPP_NUMBER);
  });
});

describe("sendPublicForm (SPEC §8)", () => {
  const answer = (status: number, body: unknown) =>
    jest.fn(async () => new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));

  it("posts JSON with credentials and returns the body on success", async () => {
    const fetchImpl = answer(201, { ok: true, id: "abc" });
    await expect(sendPublicForm("/api/reservations", { a: 1 }, fetchImpl)).resolves.toEqual({ ok: true, body: { ok: true, id: "abc" } });
    expect(fetchImpl).toHaveBeenCalledWith("/api/reservations", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ a: 1 }),
    });
  });

  it("shows the server's error text, with the field it names", async () => {
    await expect(sendPublicForm("/x", {}, answer(400, { ok: false, error: "Correo electrónico inválido", field: "ownerEmail" }))).resolves.toEqual({
      ok: false,
      error: "Correo electrónico inválido",
      field: "ownerEmail",
    });
  });

  it("falls back to the generic message when the server gives no text", async () => {
    await expect(sendPublicForm("/x", {}, answer(502, "<html>Bad gateway</html>"))).resolves.toEqual({ ok: false, error: FORM_ERRORS.generic });
    await expect(sendPublicForm("/x", {}, answer(500, { ok: false }))).resolves.toEqual({ ok: false, error: FORM_ERRORS.generic });
    await expect(sendPublicForm("/x", {}, answer(200, { ok: false, error: " " }))).resolves.toEqual({ ok: false, error: FORM_ERRORS.generic });
  });

  it("says 'connection error' when the request never got an answer", async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(sendPublicForm("/x", {}, fetchImpl)).resolves.toEqual({ ok: false, error: FORM_ERRORS.network });
  });
});

describe("a booking request's reference", () => {
  it("is the id's last six characters in capitals, and only such a value is read back from a URL", () => {
    expect(bookingReference("cmabc123xyz9k3p9xq")).toBe("K3P9XQ");
    expect(parseBookingReference("k3p9xq")).toBe("K3P9XQ");
    expect(parseBookingReference("<script>")).toBeUndefined();
    expect(parseBookingReference(undefined)).toBeUndefined();
  });

  it("of a new booking has none of the characters people mix up (0 O 1 I L 5 S), in ids still unique and cuid-shaped", () => {
    const ids = Array.from({ length: 5_000 }, newBookingId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^c[a-z0-9]{24}$/);
    const references = ids.map(bookingReference);
    expect(references.filter((reference) => /[0O1IL5S]/.test(reference))).toEqual([]);
    // Random, not a pattern: thousands of different references, each read back from /exito's URL as it was.
    expect(new Set(references).size).toBeGreaterThan(4_900);
    for (const reference of references.slice(0, 100)) expect(parseBookingReference(reference.toLowerCase())).toBe(reference);
  });

  it("typed with either look-alike reads the same in the inbox's search", () => {
    expect(referenceQuery("O24O2Z")).toBe("02402z");
    expect(referenceQuery("02402z")).toBe("02402z");
    expect(referenceQuery(" Ref. I5LS0o ")).toBe("151500");
    expect(referenceQuery("ana pérez")).toBeUndefined();
    expect(referenceQuery("ab")).toBeUndefined();
  });

  it("is named in the WhatsApp message about a request already sent, instead of asking as if nothing was", () => {
    expect(whatsappMessage({ bookingReference: "K3P9XQ", sitterName: "Ana López" })).toBe(
      "¡Hola! Te escribo por mi solicitud de reserva K3P9XQ con Ana López en Huellitas.",
    );
  });
});
