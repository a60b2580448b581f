import { existsSync, readFileSync } from "node:fs";
import { expect, request as playwrightRequest, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_ADMIN_SESSION } from "../../playwright.config";

// What the portal and admin e2e suites share. Tests share one server per run: each makes its own data, with
// e-mails and slugs no other test uses.

let counter = 0;
/** An e-mail no other test uses. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@e2e.huellitas.test`;
}

/** A password the team could give, long enough and not a common one. */
export const TEMP_PASSWORD = "Temporal-Huellitas-26";

type Cookies = Awaited<ReturnType<BrowserContext["storageState"]>>["cookies"];
const sharedSessions = new Map<string, Promise<Cookies | null>>();

/**
 * The admin's cookies from the run's one sign-in through the form (admin-session.setup.ts), for the server at
 * `baseURL`; checked once per worker with /api/auth/me. Null without one: the launched server (its own database),
 * or a run without the admin-session project (`--no-deps`), whose file is an older run's.
 */
function sharedAdminCookies(baseURL: string): Promise<Cookies | null> {
  let cookies = sharedSessions.get(baseURL);
  if (!cookies) {
    cookies = (async () => {
      if (!existsSync(E2E_ADMIN_SESSION)) return null;
      const saved = JSON.parse(readFileSync(E2E_ADMIN_SESSION, "utf8")) as { baseURL: string; cookies: Cookies };
      if (saved.baseURL !== baseURL) return null;
      const check = await playwrightRequest.newContext({ baseURL, storageState: { cookies: saved.cookies, origins: [] } });
      try {
        const me = await check.get("/api/auth/me");
        return me.status() === 200 && (await me.json()).user?.email === E2E_ADMIN.email ? saved.cookies : null;
      } finally {
        await check.dispose();
      }
    })();
    sharedSessions.set(baseURL, cookies);
  }
  return cookies;
}

/**
 * Makes a browser (a page's or a context's) or a request context the admin's: it takes the session of the run's one
 * sign-in through the form (admin-session.setup.ts). Where there is none (the launched server), it signs in through
 * the API.
 */
export async function signInAsAdmin(target: APIRequestContext | BrowserContext | Page) {
  const jar = "goto" in target ? target.context() : target;
  const cookies = await sharedAdminCookies(test.info().project.use.baseURL!);
  if (cookies) return jar.addCookies(cookies);
  const response = await ("request" in jar ? jar.request : jar).post("/api/auth/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
}

/** A new caregiver account (temporary password, change required), created through the admin API. */
export async function createCaregiver(request: APIRequestContext, name = "Ana Martínez", email = uniqueEmail("cuidadora")) {
  await signInAsAdmin(request);
  const response = await request.post("/api/admin/users", { data: { name, email, password: TEMP_PASSWORD } });
  expect(response.status()).toBe(201);
  const { user } = await response.json();
  return { id: user.id as string, name, email };
}

/** A request context of its own for the caregiver (signed in, password changed), so the test's others keep theirs. */
export async function caregiverSession(baseURL: string, email: string, newPassword: string) {
  const session = await playwrightRequest.newContext({ baseURL });
  expect((await session.post("/api/auth/login", { data: { email, password: TEMP_PASSWORD } })).status()).toBe(200);
  expect((await session.post("/api/auth/change-password", { data: { newPassword } })).status()).toBe(200);
  return session;
}

/** Fills a login form (portal or admin) and sends it. */
export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
}

/** Signs in from a request context of its own (the test's others keep their sessions); answers the response. */
export async function trySignIn(baseURL: string, email: string, password: string) {
  const session = await playwrightRequest.newContext({ baseURL });
  const response = await session.post("/api/auth/login", { data: { email, password } });
  const answer = { status: response.status(), body: await response.json() };
  await session.dispose();
  return answer;
}

/** A small real PDF of exactly `bytes` bytes. */
export const pdf = (bytes: number) => {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 32), tail]);
};

/** The link opens a new tab at /api/files/{folder}/{file}, and that address serves exactly `file` as a PDF. */
export async function expectOpensPdfInNewTab(page: Page, link: Locator, file: Buffer) {
  await expect(link).toHaveAttribute("target", "_blank");
  // The new tab's own navigation: a browser with a PDF viewer shows the file, a headless one downloads it (and
  // its tab keeps no address), so the request is what shows where the tab went.
  const fileAddress = /\/api\/files\/[^/]+\/[0-9a-f-]{36}\.pdf$/;
  const navigation = page.context().waitForEvent("request", { predicate: (request) => request.isNavigationRequest() && fileAddress.test(request.url()) });
  const popupPromise = page.waitForEvent("popup");
  await link.click();
  const [popup, request] = await Promise.all([popupPromise, navigation]);
  expect(request.frame().page()).toBe(popup);
  await popup.close();
  const opened = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.compare(await opened.body(), file)).toBe(0);
}

/** A real 1×1 PNG. */
export const png = () =>
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** The toast on screen (one at a time: an earlier one stays in the page, hidden, while it fades). */
/**
 * Chooses an option of a select (Radix: a combobox and a list of options). Tried again until the list closes on the
 * choice: a click that lands while the list is still opening can be ignored, and the list then stays open.
 */
export async function choose(combobox: Locator, option: string | RegExp) {
  await expect(async () => {
    if ((await combobox.getAttribute("aria-expanded")) !== "true") await combobox.click();
    await combobox.page().getByRole("option", { name: option, exact: typeof option === "string" }).click({ timeout: 5_000 });
    await expect(combobox).toHaveAttribute("aria-expanded", "false", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])', { hasText: text });

export { accessibilityProblems } from "./axe";

/**
 * Starts recording what the page's Content-Security-Policy blocks: what the console reports, and the violations
 * that log nothing (an eval probe, say). Call before the first goto; answers a reader of everything so far.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const store = window as unknown as { __cspViolations?: string[] };
      (store.__cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}

/** Resolves once the page's main thread has been idle (hydration and the effects on mount have run), 5 s at most. */
export const mainThreadIdle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5_000 })));

/** Starts recording the pages the router fetches (its RSC requests: prefetches, navigations); answers the list. */
export function recordPagesFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"]) fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** How far the page is wider than the window (0 or less: nothing to scroll sideways). */
export const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const elSalvador = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("es-SV", { timeZone: "America/El_Salvador", ...options });

/** Today as the portal and the documents dialog write it: "21 de noviembre de 2026". */
export const todayLong = () => elSalvador({ dateStyle: "long" }).format(new Date());

/** Today as tables and CSV files write it: "21/11/2026". */
export const todayShort = () => elSalvador({ day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date());

/**
 * A hold the test releases: a route handler awaits `released` and the answer goes on only once the test has seen
 * what it came to see (a loading state, a pending button), however slow or fast the machine.
 */
export function hold(): { released: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

/** What a test's own public profile needs; anything else can be given. */
type SitterFields = { name: string; slug: string; department: string; municipality: string; services: string[]; walkPriceUSD: number; daycarePriceUSD: number; boardingPriceUSD: number; bio: string; whatsapp: string } & Record<string, unknown>;

/**
 * A published public profile of the test's own, through the admin API: a test that books, reviews or blocks days
 * does it on this one, never on a seeded sitter other specs read. Unpublish it in `finally` (unpublishSitter).
 */
/** The password createVerifiedCaregiver() sets: the caregiver signs in with it. */
export const VERIFIED_PASSWORD = "Paseo-Tranquilo-Rio-58";

/**
 * A caregiver the team may publish: the four required documents uploaded through the portal and verified, and the
 * interview completed (a profile is published only then).
 */
export async function createVerifiedCaregiver(request: APIRequestContext, name: string) {
  const caregiver = await createCaregiver(request, name);
  const session = await caregiverSession(test.info().project.use.baseURL!, caregiver.email, VERIFIED_PASSWORD);
  try {
    for (const kind of ["DUI", "PROOF_OF_ADDRESS", "CRIMINAL_RECORD", "POLICE_CLEARANCE"]) {
      const uploaded = await session.post("/api/portal/documents", { multipart: { kind, file: { name: `${kind}.pdf`, mimeType: "application/pdf", buffer: pdf(3000) } } });
      expect(uploaded.status()).toBe(201);
      const { document } = await uploaded.json();
      expect((await request.patch(`/api/admin/documents/${document.id}/verify`, { data: { verified: true } })).status()).toBe(200);
    }
  } finally {
    await session.dispose();
  }
  expect((await request.patch(`/api/admin/users/${caregiver.id}/interview`, { data: { interviewStatus: "completed" } })).status()).toBe(200);
  return caregiver;
}

/** A profile of the test's own, created hidden through the admin API (a unique slug). */
export async function createSitterProfile(request: APIRequestContext, name: string, fields: Partial<SitterFields> = {}) {
  await signInAsAdmin(request);
  const slug = `${name.normalize("NFD").replace(/[^A-Za-z0-9 ]/g, "").trim().toLowerCase().replace(/ +/g, "-")}-${Date.now()}-${++counter}`;
  const created = await request.post("/api/admin/sitters", {
    data: {
      name,
      slug,
      department: "San Salvador",
      municipality: "San Salvador",
      services: ["BOARDING", "DAYCARE", "WALK"],
      // A price per offered service (what SPEC §9's rule gave from $12).
      boardingPriceUSD: 22,
      daycarePriceUSD: 12,
      walkPriceUSD: 5,
      bio: "Cuido perros y gatos en mi casa con patio; mando fotos cada tarde.",
      whatsapp: "7654-3210",
      ...fields,
    },
  });
  expect(created.status()).toBe(201);
  const { sitter } = await created.json();
  return { id: sitter.id as number, slug, name };
}

/** A published profile of the test's own, linked to a verified caregiver (who signs in with VERIFIED_PASSWORD). */
export async function createPublishedSitter(request: APIRequestContext, name: string, fields: Partial<SitterFields> = {}) {
  const caregiver = await createVerifiedCaregiver(request, name);
  const sitter = await createSitterProfile(request, name, { ...fields, userId: caregiver.id });
  expect((await request.patch(`/api/admin/sitters/${sitter.id}`, { data: { published: true } })).status()).toBe(200);
  return { ...sitter, caregiver };
}

/** Takes a test's own profile out of the public site again (for `finally`: never throws). */
export async function unpublishSitter(request: APIRequestContext, id: number | undefined) {
  if (id === undefined) return;
  await signInAsAdmin(request).catch(() => undefined);
  await request.patch(`/api/admin/sitters/${id}`, { data: { published: false } }).catch(() => undefined);
}

/**
 * The owner skips the meet & greet of a first booking with its sitter (lib/bookings/meet/meet.ts), so the team or the
 * sitter may confirm it; a booking of a pair that already had a confirmed one needs none (409, nothing to skip).
 */
export async function waiveMeet(request: APIRequestContext, trackingUrl: string) {
  const token = trackingUrl.split("/").pop();
  const waived = await request.post(`/api/bookings/${token}/meet/waive`, { data: { reason: "Ya nos conocemos de antes." } });
  expect([200, 409]).toContain(waived.status());
}

/**
 * The owner opens the link we e-mailed them (a proven family): the newest tracking link among the booking's
 * e-mails, as the team's dashboard lists them (needs the admin's session on `request`).
 */
export async function openEmailedLink(request: APIRequestContext, bookingId: string): Promise<string> {
  const bookings: { id: string; outbox: { text: string }[] }[] = await (await request.get("/api/admin/bookings")).json();
  const texts = bookings.find((booking) => booking.id === bookingId)?.outbox.map((mail) => mail.text).reverse() ?? [];
  const path = texts.map((text) => /\/(?:preview\/)?reserva\/[A-Za-z0-9_-]{32,}/.exec(text)?.[0]).find(Boolean);
  if (!path) throw new Error(`No e-mail of booking ${bookingId} carries a tracking link`);
  const token = path.split("/").pop()!;
  expect((await request.get(`/api/bookings/${token}`)).status()).toBe(200);
  return token;
}

/** Cancels a booking as the team (for `finally`: a confirmed stay left behind would block the sitter's days). */
export async function cancelBooking(request: APIRequestContext, id: string | undefined) {
  if (id === undefined) return;
  await signInAsAdmin(request).catch(() => undefined);
  await request.patch(`/api/admin/bookings/${id}`, { data: { status: "CANCELLED", reason: "Limpieza de la prueba." } }).catch(() => undefined);
}
