/** @jest-environment node */
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { GET as portalMe } from "@/app/api/portal/me/route";
import { hashToken, SESSION_IDLE_MS, validateSession } from "@/lib/auth/session";
import { verifyPassword } from "@/lib/auth/password";
import { hitRateLimits, isAnyRateLimited } from "@/lib/http/rate-limit";
import { withTestDatabase } from "../helpers/test-db";
import { createUser, signIn, TEST_PASSWORD } from "../helpers/auth";
import { apiRequest, read } from "../helpers/request";
import { withTestEnv, withEnv } from "../helpers/env";

const database = withTestDatabase({ resetBeforeEach: true });

const ctx = { params: Promise.resolve({}) };
const post = (handler: typeof login, path: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(apiRequest(path, { method: "POST", body, headers }), ctx);
const getMe = (cookie?: string) => me(apiRequest("/api/auth/me", { headers: cookie ? { cookie } : {} }), ctx).then(read);

describe("POST /api/auth/login", () => {
  it("answers the user and sets an HttpOnly, SameSite=Lax session cookie whose token is not stored", async () => {
    const user = await createUser(database.db, { email: "ana@example.com", name: "Ana", requirePasswordChange: true });
    const response = await post(login, "/api/auth/login", { email: " ANA@example.com ", password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, user: { name: "Ana", role: "caregiver", requirePasswordChange: true } });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^huellitas_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http in tests; https (and Vercel) get Secure
    const token = cookie.split(";")[0].split("=")[1];
    const sessions = await database.db.session.findMany();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].id).toBe(hashToken(token));
    expect(sessions[0].id).not.toContain(token);
    expect((await database.db.user.findUniqueOrThrow({ where: { id: user.id } })).lastLogin).not.toBeNull();
  });

  it("marks the cookie Secure over https", async () => {
    await createUser(database.db, { email: "s@example.com" });
    const request = new Request("https://huellitas.example/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-client": "secure" },
      body: JSON.stringify({ email: "s@example.com", password: TEST_PASSWORD }),
    });
    expect((await login(request, ctx)).headers.get("set-cookie")).toMatch(/Secure/i);
  });

  it("gives a wrong e-mail and a wrong password the same answer", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const wrongPassword = await read(await post(login, "/api/auth/login", { email: "ana@example.com", password: "otra-cosa" }));
    const wrongEmail = await read(await post(login, "/api/auth/login", { email: "nadie@example.com", password: TEST_PASSWORD }));
    expect(wrongPassword).toEqual({ status: 401, body: { ok: false, error: "Credenciales inválidas" } });
    expect(wrongEmail).toEqual(wrongPassword);
  });

  it("requires e-mail and password", async () => {
    expect((await read(await post(login, "/api/auth/login", { email: "", password: "x" }))).body.error).toBe("Escribe tu correo electrónico.");
    expect((await read(await post(login, "/api/auth/login", { email: "a@b.co" }))).body.error).toBe("Escribe tu contraseña.");
  });

  it("answers 429 after 5 failures for one account within 15 minutes, even with the right password", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    for (let i = 0; i < 5; i++) {
      const client = { "x-test-client": `10.0.0.${i}` };
      expect((await post(login, "/api/auth/login", { email: "ana@example.com", password: "mal" }, client)).status).toBe(401);
    }
    const blocked = await read(await post(login, "/api/auth/login", { email: "ana@example.com", password: TEST_PASSWORD }));
    expect(blocked).toEqual({ status: 429, body: { ok: false, error: "Demasiados intentos fallidos. Espera 15 minutos e intenta de nuevo." } });
    // Once the window has passed, the right password works again.
    await database.db.rateLimit.updateMany({ data: { windowStart: new Date(Date.now() - 16 * 60 * 1000) } });
    expect((await post(login, "/api/auth/login", { email: "ana@example.com", password: TEST_PASSWORD })).status).toBe(200);
  });

  it("answers 429 after 5 failures from one client, whatever the accounts", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const client = { "x-test-client": "203.0.113.9" };
    for (let i = 0; i < 5; i++) await post(login, "/api/auth/login", { email: `x${i}@example.com`, password: "mal" }, client);
    expect((await post(login, "/api/auth/login", { email: "ana@example.com", password: TEST_PASSWORD }, client)).status).toBe(429);
    expect((await post(login, "/api/auth/login", { email: "ana@example.com", password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe("sign-in throttle and device cookies", () => {
  const signInFrom = (email: string, password: string, headers: Record<string, string> = {}) =>
    post(login, "/api/auth/login", { email, password }, headers);
  /** The device cookie a successful sign-in sets, as the browser sends it back. */
  const deviceCookieOf = (response: Response) => {
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("huellitas_device="));
    if (!cookie) throw new Error("no device cookie");
    return cookie.split(";")[0];
  };
  const failFiveTimes = async (email: string) => {
    for (let i = 0; i < 5; i++) expect((await signInFrom(email, "mal", { "x-test-client": `192.0.2.${i}` })).status).toBe(401);
  };

  it("sets a signed, HttpOnly device cookie for the auth endpoints after a successful sign-in", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const response = await signInFrom("ana@example.com", TEST_PASSWORD);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith("huellitas_device=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/i);
    expect(cookie).toMatch(/Max-Age=\d{7,}/i);
    expect((await signInFrom("ana@example.com", "mal")).headers.getSetCookie()).toEqual([]);
  });

  it("lets a browser that signed in before in, while someone else's failures lock the account for others", async () => {
    await createUser(database.db, { email: "admin@example.com", role: "admin" });
    const device = deviceCookieOf(await signInFrom("admin@example.com", TEST_PASSWORD));
    await failFiveTimes("admin@example.com");
    expect((await signInFrom("admin@example.com", TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom("admin@example.com", TEST_PASSWORD, { cookie: device })).status).toBe(200);
  });

  it("still counts that browser's own failures: 5 within 15 minutes and it waits too", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const device = deviceCookieOf(await signInFrom("ana@example.com", TEST_PASSWORD));
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom("ana@example.com", "mal", { cookie: device, "x-test-client": `192.0.2.${i}` })).status).toBe(401);
    }
    expect((await signInFrom("ana@example.com", TEST_PASSWORD, { cookie: device })).status).toBe(429);
    // Those failures were the device's own: other browsers are not locked out by them.
    expect((await signInFrom("ana@example.com", TEST_PASSWORD)).status).toBe(200);
  });

  it("lets a browser that signed in before in at an address where a stranger failed five times; a new browser there waits", async () => {
    await createUser(database.db, { email: "admin@example.com", role: "admin" });
    await createUser(database.db, { email: "ana@example.com" });
    const device = deviceCookieOf(await signInFrom("admin@example.com", TEST_PASSWORD));
    // A café's or a carrier's shared address: the stranger guesses at the admin and at others from it.
    const cafe = { "x-test-client": "203.0.113.44" };
    for (const email of ["admin@example.com", "admin@example.com", "otra1@example.com", "otra2@example.com", "admin@example.com"]) {
      expect((await signInFrom(email, "mal", cafe)).status).toBe(401);
    }
    expect((await signInFrom("admin@example.com", TEST_PASSWORD, { ...cafe, cookie: device })).status).toBe(200);
    const fresh = await signInFrom("admin@example.com", TEST_PASSWORD, cafe);
    expect(await read(fresh)).toEqual({ status: 429, body: { ok: false, error: "Demasiados intentos fallidos. Espera 15 minutos e intenta de nuevo." } });
    expect((await signInFrom("ana@example.com", TEST_PASSWORD, cafe)).status).toBe(429);
  });

  it("ignores a device cookie of another account, a forged one and a tampered one", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    await createUser(database.db, { email: "admin@example.com", role: "admin" });
    const anasDevice = deviceCookieOf(await signInFrom("ana@example.com", TEST_PASSWORD));
    await failFiveTimes("admin@example.com");
    const [name, value] = anasDevice.split("=");
    const admin = await database.db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } });
    const [, nonce, signature] = value.split(".");
    for (const cookie of [anasDevice, `${name}=${admin.id}.${nonce}.${signature}`, `${name}=${value.slice(0, -2)}xx`, `${name}=inventada`]) {
      expect((await signInFrom("admin@example.com", TEST_PASSWORD, { cookie })).status).toBe(429);
    }
  });

  describe("the line of sign-ins waiting for their hash", () => {
    withTestEnv({}, { each: true });

    type Answer = { who: string; status: number; body: unknown; retryAfter: string | null };
    /** Sends sign-ins all at once; answers them in the order given, and the order they finished in. */
    async function together(attempts: { who: string; email: string; password: string; headers?: Record<string, string> }[]) {
      const finished: string[] = [];
      const answers = await Promise.all(
        attempts.map(async ({ who, email, password, headers }): Promise<Answer> => {
          const response = await signInFrom(email, password, headers);
          finished.push(who);
          return { who, ...(await read(response)), retryAfter: response.headers.get("retry-after") };
        }),
      );
      return { answers, finished };
    }
    const failureCounters = async () => (await database.db.rateLimit.findMany({ where: { key: { startsWith: "login-fail-account:" } } })).length;

    it("past its bound a flood is refused at once with 503, in Spanish, unhashed; a browser that signed in before goes ahead of the line", async () => {
      await createUser(database.db, { email: "admin@example.com", role: "admin" });
      const device = deviceCookieOf(await signInFrom("admin@example.com", TEST_PASSWORD));
      process.env.SIGN_IN_LINE_LIMIT = "10";
      // Every stranger from an address of their own (the request helper's), each at an e-mail of their own.
      const strangers = Array.from({ length: 40 }, (_, i) => ({ who: `intruso${i}`, email: `intruso${i}@example.com`, password: `adivinanza-${i}` }));
      const { answers, finished } = await together([...strangers, { who: "admin", email: "admin@example.com", password: TEST_PASSWORD, headers: { cookie: device } }]);

      const admin = answers.find((answer) => answer.who === "admin")!;
      expect(admin.status).toBe(200);
      const served = answers.filter((answer) => answer.status === 401).map((answer) => answer.who);
      const refused = answers.filter((answer) => answer.status === 503);
      expect([served.length, refused.length]).toEqual([10, 30]);
      for (const answer of refused) {
        expect(answer.body).toEqual({ ok: false, error: "Estamos recibiendo demasiados inicios de sesión en este momento. Espera unos segundos e intenta de nuevo." });
        expect(answer.retryAfter).toBe("5");
      }
      // At once: every refusal answered before the first stranger in the line was through with its hash.
      const firstServed = Math.min(...served.map((who) => finished.indexOf(who)));
      expect(refused.every((answer) => finished.indexOf(answer.who) < firstServed)).toBe(true);
      // Unhashed: only the strangers served reached the password check, which counts each failure for its account.
      expect(await failureCounters()).toBe(10);
      // Ahead of the line: at most the stranger already hashing when the admin arrived finished before the admin.
      const servedBeforeAdmin = served.filter((who) => finished.indexOf(who) < finished.indexOf("admin"));
      expect(servedBeforeAdmin.length).toBeLessThanOrEqual(1);
    });

    it("holds five sign-ins of one address at once: the rest answer 429 at once, while another address and a trusted browser there are served", async () => {
      await createUser(database.db, { email: "admin@example.com", role: "admin" });
      await createUser(database.db, { email: "luis@example.com" });
      const device = deviceCookieOf(await signInFrom("admin@example.com", TEST_PASSWORD));
      const cafe = { "x-test-client": "198.51.100.7" };
      const strangers = Array.from({ length: 20 }, (_, i) => ({ who: `intruso${i}`, email: `intruso${i}@example.com`, password: `adivinanza-${i}`, headers: cafe }));
      const { answers, finished } = await together([
        ...strangers,
        { who: "luis", email: "luis@example.com", password: TEST_PASSWORD, headers: { "x-test-client": "198.51.100.8" } },
        { who: "admin", email: "admin@example.com", password: TEST_PASSWORD, headers: { ...cafe, cookie: device } },
      ]);

      expect(answers.find((answer) => answer.who === "luis")?.status).toBe(200);
      expect(answers.find((answer) => answer.who === "admin")?.status).toBe(200);
      const served = answers.filter((answer) => answer.status === 401).map((answer) => answer.who);
      const refused = answers.filter((answer) => answer.status === 429);
      expect([served.length, refused.length]).toEqual([5, 15]);
      for (const answer of refused) {
        expect(answer.body).toEqual({ ok: false, error: "Hay demasiados inicios de sesión en curso desde tu conexión. Espera unos segundos e intenta de nuevo." });
      }
      const firstServed = Math.min(...served.map((who) => finished.indexOf(who)));
      expect(refused.every((answer) => finished.indexOf(answer.who) < firstServed)).toBe(true);
      expect(await failureCounters()).toBe(5);
      // The line empties as its sign-ins are answered: the address is served again (and now throttled by its failures).
      expect((await read(await signInFrom("otra@example.com", "mal", cafe))).body).toEqual({ ok: false, error: "Demasiados intentos fallidos. Espera 15 minutos e intenta de nuevo." });
    });
  });

  describe("without a header naming the client", () => {
    withTestEnv({ CLIENT_IP_HEADER: undefined }, { each: true });

    it("after 100 failed sign-ins on made-up e-mails, a caregiver signs in from a new browser; failures only slow down", async () => {
      await createUser(database.db, { email: "cuidadora@example.com" });
      for (let i = 0; i < 100; i++) expect((await signInFrom(`victima${i}@example.com`, "123456")).status).toBe(401);
      // A new browser: no device cookie, no session cookie.
      const fresh = await signInFrom("cuidadora@example.com", TEST_PASSWORD);
      expect(fresh.status).toBe(200);
      expect(fresh.headers.getSetCookie().some((cookie) => cookie.startsWith("huellitas_session="))).toBe(true);
      // Past the ceiling a guess is still answered, as a failure, not refused for everyone.
      expect(await read(await signInFrom("victima100@example.com", "123456"))).toEqual({ status: 401, body: { ok: false, error: "Credenciales inválidas" } });
    });

    it("still refuses a sixth guess at one account within 15 minutes, in Spanish, even with the right password", async () => {
      await createUser(database.db, { email: "ana@example.com" });
      await createUser(database.db, { email: "luis@example.com" });
      for (let i = 0; i < 5; i++) expect((await signInFrom("ana@example.com", "mal")).status).toBe(401);
      const blocked = await signInFrom("ana@example.com", TEST_PASSWORD);
      expect(await read(blocked)).toEqual({ status: 429, body: { ok: false, error: "Demasiados intentos fallidos. Espera 15 minutos e intenta de nuevo." } });
      expect(blocked.headers.get("retry-after")).toBe("900");
      // Only that account: everyone else signs in.
      expect((await signInFrom("luis@example.com", TEST_PASSWORD)).status).toBe(200);
    });

  });
});

describe("the sign-in's counters (less work on the server's thread per failure)", () => {
  it("counts several counters in one statement, each against its own limit, in the order asked", async () => {
    const counters = [
      { key: "prueba:a", limit: 2 },
      { key: "prueba:b", limit: 1 },
    ];
    expect((await hitRateLimits(counters, 60_000)).map((result) => [result.count, result.allowed])).toEqual([[1, true], [1, true]]);
    expect((await hitRateLimits(counters, 60_000)).map((result) => [result.count, result.allowed])).toEqual([[2, true], [2, false]]);
    expect(await isAnyRateLimited([{ key: "prueba:a", limit: 3 }], 60_000)).toBe(false);
    expect(await isAnyRateLimited([{ key: "prueba:a", limit: 3 }, { key: "prueba:b", limit: 2 }], 60_000)).toBe(true);
    // A window that has passed starts again at 1, and no longer refuses.
    await database.db.rateLimit.updateMany({ data: { windowStart: new Date(Date.now() - 61_000) } });
    expect(await isAnyRateLimited(counters, 60_000)).toBe(false);
    expect((await hitRateLimits([{ key: "prueba:b", limit: 1 }], 60_000))[0]).toMatchObject({ count: 1, allowed: true });
  });

  it("200 failed sign-ins at once all answer 401 and each is counted, for its account and for the unidentified visitors", async () => {
    // All of them in the line (SIGN_IN_LINE_LIMIT): this is about the counters, not its bound.
    await withEnv({ CLIENT_IP_HEADER: undefined, SIGN_IN_LINE_LIMIT: "200" }, async () => {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post(login, "/api/auth/login", { email: `intruso${i}@example.com`, password: `adivinanza-${i}` })),
      );
      expect(answers.map((response) => response.status)).toEqual(Array(200).fill(401));
      const rows = await database.db.rateLimit.findMany();
      expect(rows.find((row) => row.key === "login-fail-unidentified")?.count).toBe(200);
      expect(rows.filter((row) => row.key.startsWith("login-fail-account:")).map((row) => row.count)).toEqual(Array(200).fill(1));
    });
  });
});

describe("sessions", () => {
  it("GET /api/auth/me answers the signed-in user, 401 without a session", async () => {
    await createUser(database.db, { email: "admin@example.com", role: "admin", name: "Admin" });
    const cookie = await signIn("admin@example.com");
    expect(await getMe(cookie)).toEqual({
      status: 200,
      body: { ok: true, user: { name: "Admin", email: "admin@example.com", role: "admin", status: "pending", requirePasswordChange: false } },
    });
    expect((await getMe()).status).toBe(401);
    expect((await getMe("huellitas_session=inventado")).status).toBe(401);
  });

  it("logout ends the session and clears the cookie", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const cookie = await signIn("ana@example.com");
    const response = await logout(apiRequest("/api/auth/logout", { method: "POST", headers: { cookie } }), ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/huellitas_session=;.*Max-Age=0/i);
    expect((await getMe(cookie)).status).toBe(401);
    expect(await database.db.session.count()).toBe(0);
  });

  it("an expired session is 401 and is removed", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const cookie = await signIn("ana@example.com");
    await database.db.session.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await getMe(cookie)).status).toBe(401);
    expect(await database.db.session.count()).toBe(0);
  });

  it("slides: a session used after a day is extended to 7 days from then, never past 30 days", async () => {
    const user = await createUser(database.db, { email: "ana@example.com" });
    const cookie = await signIn("ana@example.com");
    const token = cookie.split("=")[1];
    const day = 24 * 60 * 60 * 1000;
    const signedIn = (await database.db.session.findFirstOrThrow()).createdAt.getTime();
    const later = new Date(signedIn + 2 * day);
    const renewed = await validateSession(token, later);
    expect(renewed?.renewed).toBe(true);
    expect(renewed?.expiresAt.getTime()).toBe(later.getTime() + SESSION_IDLE_MS);
    await database.db.session.updateMany({ data: { expiresAt: new Date(signedIn + 29.9 * day) } });
    const capped = await validateSession(token, new Date(signedIn + 29.5 * day));
    expect(capped?.expiresAt.getTime()).toBe(signedIn + 30 * day);
    expect(user.id).toBe(capped?.user.id);
  });

  it("a deleted user's session is dead at once", async () => {
    const user = await createUser(database.db, { email: "ana@example.com" });
    const cookie = await signIn("ana@example.com");
    await database.db.user.delete({ where: { id: user.id } });
    expect((await getMe(cookie)).status).toBe(401);
    expect((await portalMe(apiRequest("/api/portal/me", { headers: { cookie } }), ctx)).status).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (cookie: string, body: unknown) =>
    post(changePassword, "/api/auth/change-password", body, { cookie }).then(read);

  it("lets a forced change leave out the current password, and clears the flag", async () => {
    const user = await createUser(database.db, { email: "ana@example.com", requirePasswordChange: true });
    const cookie = await signIn("ana@example.com");
    expect(await change(cookie, { newPassword: "mi-perro-luna-2026" })).toEqual({ status: 200, body: { ok: true } });
    const updated = await database.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(updated.requirePasswordChange).toBe(false);
    expect(await verifyPassword(updated.password, "mi-perro-luna-2026")).toBe(true);
  });

  it("requires the current password when the change is not forced, and checks it", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const cookie = await signIn("ana@example.com");
    expect(await change(cookie, { newPassword: "mi-perro-luna-2026" })).toEqual({
      status: 400,
      body: { ok: false, error: "Escribe tu contraseña actual." },
    });
    expect((await change(cookie, { currentPassword: "no-es", newPassword: "mi-perro-luna-2026" })).body.error).toBe(
      "La contraseña actual no es correcta.",
    );
    expect((await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: "mi-perro-luna-2026" })).status).toBe(200);
  });

  it.each([
    ["corta", "La contraseña debe tener al menos 6 caracteres."],
    ["123456", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["Password", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["abcdef", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["aaaaaa", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["asdfghjk", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["Huellitas2026", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["huellitas.2025!", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["Princesa", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["superman2", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["Ana2026", "Tu contraseña no puede ser tu nombre ni tu correo electrónico, aunque le agregues números."],
    ["ana@example.com", "Tu contraseña no puede ser tu nombre ni tu correo electrónico, aunque le agregues números."],
    ["anaexample2026", "Tu contraseña no puede ser tu nombre ni tu correo electrónico, aunque le agregues números."],
    ["LopezAna.1990", "Tu contraseña no puede ser tu nombre ni tu correo electrónico, aunque le agregues números."],
    ["Cuidadora2026", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["Febrero2026", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["12345678Aa", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["C4id4d0r42026", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["Huellit4s2026", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["Mascotas2026", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["PerroGato2026", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    ["P4ssw0rd1", "Esa contraseña es demasiado común. Elige una más difícil de adivinar."],
    [TEST_PASSWORD, "La nueva contraseña debe ser distinta de la actual."],
    ["", "Escribe tu nueva contraseña."],
  ])("refuses the new password %p", async (newPassword, message) => {
    await createUser(database.db, { email: "ana@example.com", name: "Ana López", requirePasswordChange: true });
    const cookie = await signIn("ana@example.com");
    expect(await change(cookie, { newPassword })).toEqual({ status: 400, body: expect.objectContaining({ ok: false, error: message }) });
  });

  it("accepts a password that only contains the product's name among other words", async () => {
    await createUser(database.db, { email: "ana@example.com", requirePasswordChange: true });
    const cookie = await signIn("ana@example.com");
    expect(await change(cookie, { newPassword: "Luna-de-Huellitas-26" })).toEqual({ status: 200, body: { ok: true } });
  });

  it("ends the user's other sessions and keeps this one", async () => {
    await createUser(database.db, { email: "ana@example.com" });
    const phone = await signIn("ana@example.com");
    const laptop = await signIn("ana@example.com");
    expect((await change(laptop, { currentPassword: TEST_PASSWORD, newPassword: "mi-perro-luna-2026" })).status).toBe(200);
    expect((await getMe(phone)).status).toBe(401);
    expect((await getMe(laptop)).status).toBe(200);
  });

  it("is 401 without a session", async () => {
    expect((await post(changePassword, "/api/auth/change-password", { newPassword: "mi-perro-luna-2026" })).status).toBe(401);
  });
});
