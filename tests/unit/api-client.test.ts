import { QueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, errorMessage, errorStatus, postJson } from "@/lib/client/api";
import { forgetSession, getQueryFn, makeQueryClient, queryKeyToUrl } from "@/lib/client/query-client";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

const answer = (status: number, body: string, statusText = "") => new Response(body || null, { status, statusText });

describe("apiRequest", () => {
  it("sends cookies, and a JSON content type only when there is a body", async () => {
    fetchMock.mockImplementation(async () => answer(200, '{"ok":true}'));
    await postJson("/api/auth/logout");
    expect(fetchMock).toHaveBeenLastCalledWith("/api/auth/logout", { method: "POST", credentials: "include" });
    await postJson("/api/auth/login", { email: "a@b.sv", password: "x" });
    expect(fetchMock).toHaveBeenLastCalledWith("/api/auth/login", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"email":"a@b.sv","password":"x"}',
    });
  });

  it("sends FormData as it is, so the browser writes the multipart content type", async () => {
    fetchMock.mockImplementation(async () => answer(201, "{}"));
    const form = new FormData();
    await apiRequest("POST", "/api/portal/documents", form);
    expect(fetchMock).toHaveBeenLastCalledWith("/api/portal/documents", { method: "POST", credentials: "include", body: form });
  });

  it("raises 'STATUS: body' for any non-OK answer, or 'STATUS: statusText' when the body is empty", async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '{"ok":false,"error":"Credenciales inválidas"}'));
    await expect(postJson("/api/auth/login", {})).rejects.toThrow('401: {"ok":false,"error":"Credenciales inválidas"}');
    fetchMock.mockResolvedValueOnce(answer(503, "", "Service Unavailable"));
    await expect(apiRequest("GET", "/api/portal/me")).rejects.toThrow("503: Service Unavailable");
  });

  it("answers undefined for an empty OK body", async () => {
    fetchMock.mockImplementation(async () => answer(200, ""));
    await expect(apiRequest("DELETE", "/x")).resolves.toBeUndefined();
  });
});

describe("errorMessage / errorStatus", () => {
  it("reads the server's error text from an ApiError or from any 'STATUS: body' error", () => {
    const api = new ApiError(400, '400: {"ok":false,"error":"La contraseña actual no es correcta."}', { ok: false, error: "La contraseña actual no es correcta." });
    expect(errorMessage(api, "Error al cambiar contraseña")).toBe("La contraseña actual no es correcta.");
    expect(errorStatus(api)).toBe(400);
    const plain = new Error('404: {"ok":false,"error":"No encontramos ese documento."}');
    expect(errorMessage(plain, "No se pudo eliminar el documento")).toBe("No encontramos ese documento.");
    expect(errorStatus(plain)).toBe(404);
  });

  it("falls back when there is no server text (network failure, HTML body, empty error)", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "Credenciales inválidas")).toBe("Credenciales inválidas");
    expect(errorStatus(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(errorMessage(new Error("502: <html>Bad gateway</html>"), "Error")).toBe("Error");
    expect(errorMessage(new ApiError(500, "500: ", { ok: false, error: " " }), "Error")).toBe("Error");
    expect(errorMessage("no es un error", "Error")).toBe("Error");
  });
});

describe("TanStack Query set-up (SPEC §7)", () => {
  it("turns a query key into the URL it GETs", () => {
    expect(queryKeyToUrl(["/api/portal/me"])).toBe("/api/portal/me");
    expect(queryKeyToUrl(["/api/admin/users", "c1 x", "documents"])).toBe("/api/admin/users/c1%20x/documents");
    expect(queryKeyToUrl(["/api/admin/bookings", { pagina: 2, q: "José & Ana", estado: undefined }])).toBe("/api/admin/bookings?pagina=2&q=Jos%C3%A9+%26+Ana");
    expect(queryKeyToUrl(["/api/admin/users", { q: "", estado: null }])).toBe("/api/admin/users");
  });

  it("has no retry, no refetch on focus, no interval and never-stale data", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("yields null for a 401 in the tolerant mode, and raises it otherwise", async () => {
    const client = new QueryClient();
    fetchMock.mockImplementation(async () => answer(401, '{"ok":false,"error":"x"}'));
    await expect(client.fetchQuery({ queryKey: ["/api/portal/me"], queryFn: getQueryFn({ on401: "returnNull" }) })).resolves.toBeNull();
    await expect(client.fetchQuery({ queryKey: ["/api/auth/me"], queryFn: getQueryFn({ on401: "throw" }) })).rejects.toThrow(/^401: /);
    fetchMock.mockImplementation(async () => answer(500, '{"ok":false,"error":"x"}'));
    await expect(client.fetchQuery({ queryKey: ["/api/x"], queryFn: getQueryFn({ on401: "returnNull" }) })).rejects.toThrow(/^500: /);
    expect(fetchMock).toHaveBeenCalledWith("/api/portal/me", { method: "GET", credentials: "include" });
  });

  it("forgetSession keeps only 'nobody is signed in' in the cache", () => {
    const client = makeQueryClient();
    client.setQueryData(["/api/portal/me"], { name: "Ana" });
    client.setQueryData(["/api/portal/documents"], [{ id: "d1" }]);
    forgetSession(client, ["/api/portal/me"]);
    expect(client.getQueryData(["/api/portal/me"])).toBeNull();
    expect(client.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([["/api/portal/me"]]);
  });
});
