import { loggedError, redactTokens } from "@/lib/http/log-redact";

// A log line never carries a working tracking token, only its first 4 characters.

const TOKEN = "Yo2z82abcdefghijklmnopqrstuvwx_-";

describe("tokens in log lines", () => {
  it.each([
    [`/api/bookings/${TOKEN}/pet/vaccines`, "/api/bookings/Yo2z…/pet/vaccines"],
    [`/reserva/${TOKEN}`, "/reserva/Yo2z…"],
    [`https://huellitas.sv/exito?seguimiento=${TOKEN}&x=1`, "https://huellitas.sv/exito?seguimiento=Yo2z…&x=1"],
    [`/reservar?repetir=${TOKEN}`, "/reservar?repetir=Yo2z…"],
    // Not tokens: a booking id (cuid), a UUID, a SHA-256 in hex.
    ["/api/admin/bookings/cmf1a2b3c4d5e6f7g8h9i0j1k", "/api/admin/bookings/cmf1a2b3c4d5e6f7g8h9i0j1k"],
    ["/files/550e8400-e29b-41d4-a716-446655440000.pdf", "/files/550e8400-e29b-41d4-a716-446655440000.pdf"],
    ["a".repeat(64), "a".repeat(64)],
  ])("%s → %s", (text, shown) => {
    expect(redactTokens(text)).toBe(shown);
  });

  it("shortens tokens in an error's message and stack", () => {
    const error = new Error(`fetch failed for /api/bookings/${TOKEN}/pet`);
    expect(loggedError(error)).toContain("/api/bookings/Yo2z…/pet");
    expect(loggedError(error)).not.toContain(TOKEN);
    expect(loggedError(`aborted ${TOKEN}`)).toBe("aborted Yo2z…");
  });
});
