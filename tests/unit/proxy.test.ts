/** @jest-environment node */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

function call(path: string, method: string, headers: Record<string, string> = {}) {
  return proxy(new NextRequest(`http://localhost:3000${path}`, { method, headers: { host: "localhost:3000", ...headers } }));
}

describe("proxy: cross-site requests to the API", () => {
  const writes = ["POST", "PATCH", "PUT", "DELETE"];

  it.each(writes)("refuses %s from another site with 403 and a Spanish error", async (method) => {
    for (const path of ["/api/reservations", "/api/admin/users/x", "/api/auth/login", "/api/files/a/b.pdf"]) {
      const response = call(path, method, { origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        ok: false,
        error: "Solicitud rechazada: solo se aceptan envíos desde el sitio de Huellitas.",
      });
    }
  });

  it("refuses an opaque origin and a browser's cross-site mark without an Origin", () => {
    expect(call("/api/reservations", "POST", { origin: "null" }).status).toBe(403);
    expect(call("/api/reservations", "POST", { "sec-fetch-site": "cross-site" }).status).toBe(403);
  });

  it("lets our own origin, reads from anywhere, and non-browser clients through", () => {
    expect(call("/api/reservations", "POST", { origin: "http://localhost:3000" }).status).toBe(200);
    expect(call("/api/sitters", "GET", { origin: "https://evil.example" }).status).toBe(200);
    expect(call("/api/reservations", "POST").status).toBe(200);
  });

  it("accepts origins listed in ALLOWED_ORIGINS", () => {
    process.env.ALLOWED_ORIGINS = "https://huellitas.sv, https://www.huellitas.sv/";
    try {
      expect(call("/api/reservations", "POST", { origin: "https://www.huellitas.sv" }).status).toBe(200);
      expect(call("/api/reservations", "POST", { origin: "https://huellitas.sv.evil.example" }).status).toBe(403);
    } finally {
      delete process.env.ALLOWED_ORIGINS;
    }
  });
});

describe("proxy: the gate", () => {
  it("does not let a client choose the link prefix", () => {
    const response = call("/admin", "GET", { "x-huellitas-base": "https://evil.example" });
    expect(response.headers.get("x-middleware-request-x-huellitas-base")).toBeNull();
  });
});
