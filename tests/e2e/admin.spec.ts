import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config";
import {
  accessibilityProblems,
  caregiverSession,
  choose,
  createCaregiver,
  expectOpensPdfInNewTab,
  fillLogin,
  hold,
  pageOverflow,
  pdf,
  recordCspViolations,
  signInAsAdmin,
  TEMP_PASSWORD,
  toast,
  todayLong,
  trySignIn,
  uniqueEmail,
} from "./helpers";

// The admin dashboard (SPEC §2 Admin) as the pilot team uses it: the login, the caregiver table, and each of
// its dialogs. Every test makes its own caregivers.

/** Signs the page's browser in as the admin (the run's one sign-in: the login form has its own test) and opens the caregivers. */
async function openDashboard(page: Page) {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Panel de administración", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
  await page.getByRole("tab", { name: "Cuidadores" }).click();
}

const caregiverRow = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test.describe("admin sign-in", () => {
  test("the login form refuses wrong credentials, signs the admin in, and logout goes back to /admin", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator("[data-layout=admin]")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Panel de administración" })).toBeVisible();

    // Empty fields are explained next to them.
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Escribe tu correo electrónico.")).toBeVisible();
    await expect(page.getByText("Escribe tu contraseña.")).toBeVisible();

    await fillLogin(page, E2E_ADMIN.email, "no-es-la-clave");
    await expect(toast(page, "Error")).toContainText("Credenciales inválidas");
    await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toHaveCount(0);

    await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(toast(page, "Inicio de sesión exitoso")).toBeVisible();
    // The dashboard opens on Reservas: what needs the team first.
    await expect(page.getByRole("tab", { name: "Reservas", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Reservas", level: 2 })).toBeVisible();
    // This server has an SMTP server: no "e-mail is off" banner (launched.spec shows it without one).
    await expect(page.getByText("El correo está apagado")).toHaveCount(0);

    // A reload keeps the session; logout ends it and shows the login form at /admin.
    await page.reload();
    await expect(page.getByRole("button", { name: "Cerrar Sesión" })).toBeVisible();
    await page.getByRole("button", { name: "Cerrar Sesión" }).click();
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("a caregiver is sent to /portal, whether signing in here or already signed in", async ({ page, request }) => {
    const caregiver = await createCaregiver(request, "Marta Aguilar");
    await page.goto("/admin");
    await fillLogin(page, caregiver.email, TEMP_PASSWORD);
    await expect(page).toHaveURL(/\/portal$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/portal$/);
  });
});

test.describe("caregiver table", () => {
  test("shows each caregiver with SPEC's labels; search by name or e-mail and the status filter narrow it", async ({ page, request }) => {
    const stamp = Date.now();
    const jose = await createCaregiver(request, `José Ñúñez ${stamp}`);
    const rosa = await createCaregiver(request, `Rosa Quintanilla ${stamp}`, uniqueEmail("rosa-q"));
    expect((await request.patch(`/api/admin/users/${rosa.id}`, { data: { status: "under_review" } })).status()).toBe(200);
    await openDashboard(page);

    const table = page.getByRole("table", { name: "Cuidadores" });
    for (const header of ["Nombre", "Correo", "Estado", "Progreso", "Documentos", "Entrevista", "Acciones"]) {
      await expect(table.getByRole("columnheader", { name: header })).toBeVisible();
    }
    const row = caregiverRow(page, jose.email);
    await expect(row.getByRole("rowheader")).toHaveText(jose.name);
    await expect(row.getByRole("combobox", { name: `Estado de ${jose.name}` })).toHaveText("Pendiente");
    await expect(row.getByText("0%")).toBeVisible();
    await expect(row.getByRole("progressbar", { name: `Progreso de ${jose.name}` })).toHaveAttribute("aria-valuenow", "0");
    await expect(row.getByRole("button", { name: `Ver documentos de ${jose.name} (0)` })).toBeVisible();
    await expect(row.getByText("Sin fecha")).toBeVisible();
    await expect(caregiverRow(page, rosa.email).getByRole("combobox", { name: `Estado de ${rosa.name}` })).toHaveText("En revisión");

    // Search: by name without accents, or by part of the e-mail.
    const search = page.getByLabel("Buscar por nombre o correo");
    await search.fill(`jose nunez ${stamp}`);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(caregiverRow(page, jose.email)).toBeVisible();
    await expect(page.getByText("Página 1 de 1 · 1 resultado", { exact: true })).toBeVisible();
    await search.fill(rosa.email.split("@")[0]);
    await expect(caregiverRow(page, rosa.email)).toBeVisible();
    await expect(caregiverRow(page, jose.email)).toHaveCount(0);
    await search.fill(`nadie-se-llama-asi-${stamp}`);
    await expect(page.getByText("No hay resultados para tu búsqueda.")).toBeVisible();
    await page.getByRole("button", { name: "Ver todos" }).click();
    await expect(search).toHaveValue("");

    // The status filter.
    await search.fill(String(stamp));
    await choose(page.getByRole("combobox", { name: "Estado", exact: true }), "En revisión");
    await expect(caregiverRow(page, rosa.email)).toBeVisible();
    await expect(caregiverRow(page, jose.email)).toHaveCount(0);
    await choose(page.getByRole("combobox", { name: "Estado", exact: true }), "Pendiente");
    await expect(caregiverRow(page, jose.email)).toBeVisible();
    await expect(caregiverRow(page, rosa.email)).toHaveCount(0);
  });

  test("the status selector saves any status with 'Estado actualizado'; a failure shows the server's message or the fallback", async ({ page, request }) => {
    const caregiver = await createCaregiver(request, "Elena Castro");
    await openDashboard(page);
    const status = caregiverRow(page, caregiver.email).getByRole("combobox", { name: `Estado de ${caregiver.name}` });

    for (const [label, value] of [["Activo", "active"], ["Rechazado", "rejected"], ["Inactivo", "inactive"]] as const) {
      await choose(status, label);
      await expect(toast(page, "Estado actualizado")).toContainText(`${caregiver.name}: ${label}`);
      await expect(status).toHaveText(label);
      const list = await (await request.get("/api/admin/users")).json();
      expect(list.find((u: { id: string }) => u.id === caregiver.id).status).toBe(value);
    }
    await page.reload();
    await expect(caregiverRow(page, caregiver.email).getByRole("combobox", { name: `Estado de ${caregiver.name}` })).toHaveText("Inactivo");

    // No connection: SPEC's fallback.
    await page.route("**/api/admin/users/*", (route) => (route.request().method() === "PATCH" ? route.abort() : route.continue()));
    await choose(status, "Activo");
    await expect(toast(page, "Error")).toContainText("Error al actualizar estado");
    await expect(status).toHaveText("Inactivo");
    await page.unroute("**/api/admin/users/*");

    // Deleted meanwhile (another admin): the server's own message.
    expect((await request.delete(`/api/admin/users/${caregiver.id}`)).status()).toBe(200);
    await choose(status, "Activo");
    await expect(toast(page, "Error")).toContainText("No encontramos a ese cuidador.");
  });

  test("while loading the list shows a status; when it fails, the reason and 'Intentar de nuevo'", async ({ page }) => {
    await signInAsAdmin(page);
    let fail = true;
    const answer = hold();
    // The list asks for its first page (/api/admin/users?pagina=1).
    await page.route((url) => url.pathname === "/api/admin/users", async (route) => {
      if (!fail) return route.continue();
      await answer.released;
      await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ ok: false, error: "Servicio no disponible por un momento." }) });
    });
    await page.goto("/admin#cuidadores");
    await expect(page.getByRole("status").filter({ hasText: "Cargando cuidadores…" })).toBeAttached();
    answer.release();
    const alert = page.getByRole("alert").filter({ hasText: "No pudimos cargar los cuidadores." });
    await expect(alert).toContainText("Servicio no disponible por un momento.");
    fail = false;
    await alert.getByRole("button", { name: "Intentar de nuevo" }).click();
    await expect(page.getByRole("table", { name: "Cuidadores" })).toBeVisible();
  });
});

test.describe("caregiver dialogs", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("create: SPEC's checks, a generated password, 'Usuario creado', then the temporary password to copy", async ({ page, request, baseURL }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: "Crear cuidador" }).click();
    const dialog = page.getByRole("dialog", { name: "Crear cuidador" });
    await expect(dialog.getByLabel("Nombre", { exact: true })).toBeFocused();

    await dialog.getByRole("button", { name: "Crear cuidador" }).click();
    await expect(dialog.getByText("Escribe el nombre.")).toBeVisible();
    await expect(dialog.getByText("Escribe el correo electrónico.")).toBeVisible();
    await expect(dialog.getByText("Escribe una contraseña temporal.")).toBeVisible();
    await dialog.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await dialog.getByLabel("Contraseña temporal").fill("12345");
    await dialog.getByRole("button", { name: "Crear cuidador" }).click();
    await expect(dialog.getByText("Correo electrónico inválido")).toBeVisible();
    await expect(dialog.getByText("La contraseña temporal debe tener al menos 6 caracteres.")).toBeVisible();

    // A taken e-mail: the server's message, on the field.
    const existing = await createCaregiver(request, "Ya Existe");
    await dialog.getByLabel("Nombre", { exact: true }).fill("Gabriela Mejía");
    await dialog.getByLabel("Correo electrónico").fill(existing.email);
    await dialog.getByLabel("Contraseña temporal").fill("Temporal-Gabi-123");
    await dialog.getByRole("button", { name: "Crear cuidador" }).click();
    await expect(dialog.getByText("Ya existe una cuenta con ese correo electrónico.")).toBeVisible();
    await expect(toast(page, "Error")).toContainText("Ya existe una cuenta con ese correo electrónico.");

    // No connection: SPEC's fallback, shown in the dialog too.
    const email = uniqueEmail("gabriela");
    await dialog.getByLabel("Correo electrónico").fill(email);
    await page.route("**/api/admin/users", (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
    await dialog.getByRole("button", { name: "Crear cuidador" }).click();
    await expect(toast(page, "Error")).toContainText("Error al crear usuario");
    await expect(dialog.getByRole("alert")).toHaveText("Error al crear usuario");
    await page.unroute("**/api/admin/users");

    await dialog.getByRole("button", { name: "Generar contraseña" }).click();
    const generated = await dialog.getByLabel("Contraseña temporal").inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{2}$/);
    await dialog.getByRole("button", { name: "Crear cuidador" }).click();
    await expect(toast(page, "Usuario creado")).toContainText("Gabriela Mejía");

    const credentials = page.getByRole("dialog", { name: "Contraseña temporal" });
    await expect(credentials.getByText(email)).toBeVisible();
    await expect(credentials.getByLabel("Contraseña temporal")).toHaveValue(generated);
    await credentials.getByRole("button", { name: "Copiar" }).click();
    await expect(toast(page, "Copiado")).toBeVisible();
    await expect(credentials.getByRole("button", { name: "Copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
    await credentials.getByRole("button", { name: "Listo" }).click();
    await expect(credentials).toBeHidden();
    await expect(page.getByRole("button", { name: "Crear cuidador" })).toBeFocused();

    const row = caregiverRow(page, email);
    await expect(row.getByRole("rowheader")).toHaveText("Gabriela Mejía");
    await expect(row.getByRole("combobox", { name: "Estado de Gabriela Mejía" })).toHaveText("Pendiente");
    // The copied password is the account's.
    const login = await trySignIn(baseURL!, email, generated);
    expect(login.body.user).toEqual({ name: "Gabriela Mejía", role: "caregiver", requirePasswordChange: true });
  });

  test("documents: name, size in MB, date, the verified toggle, and each file opens in a new tab", async ({ page, request, baseURL }) => {
    const caregiver = await createCaregiver(request, "Sofía Herrera");
    const session = await caregiverSession(baseURL!, caregiver.email, "Sofia-Cuida-Perritos-9");
    const file = pdf(2_621_440);
    for (const [name, buffer, kind] of [["DUI ambos lados.pdf", file, "DUI"], ["Solvencia PNC.pdf", pdf(52_429), "POLICE_CLEARANCE"]] as const) {
      const uploaded = await session.post("/api/portal/documents", { multipart: { kind, file: { name, mimeType: "application/pdf", buffer } } });
      expect(uploaded.status()).toBe(201);
    }
    await session.dispose();

    await openDashboard(page);
    const row = caregiverRow(page, caregiver.email);
    // Uploaded but not verified yet: no check counts.
    await expect(row.getByText("0%")).toBeVisible();
    await row.getByRole("button", { name: `Ver documentos de ${caregiver.name} (2)` }).click();
    const dialog = page.getByRole("dialog", { name: `Documentos de ${caregiver.name}` });
    const dui = dialog.getByRole("row").filter({ hasText: "DUI ambos lados.pdf" });
    await expect(dui.getByRole("cell").nth(1)).toHaveText("DUI");
    await expect(dui.getByRole("cell").nth(2)).toHaveText("2.50 MB");
    await expect(dui.getByRole("cell").nth(3)).toHaveText(todayLong());
    const clearance = dialog.getByRole("row").filter({ hasText: "Solvencia PNC.pdf" });
    await expect(clearance.getByRole("cell").nth(1)).toHaveText("Solvencia de la PNC");
    await expect(clearance.getByRole("cell").nth(2)).toHaveText("0.05 MB");
    // On a 1280 px screen the dialog is wide enough for its five columns: the table does not scroll sideways.
    await page.setViewportSize({ width: 1280, height: 800 });
    const tableBox = dialog.locator("[data-slot=table-container]");
    expect(await tableBox.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    // Opens in a new tab, through /api/files, with the file itself.
    const link = dui.getByRole("link", { name: /DUI ambos lados\.pdf/ });
    await expectOpensPdfInNewTab(page, link, file);

    // Verify, then take it back.
    const verified = dui.getByRole("checkbox", { name: "Verificado DUI ambos lados.pdf" });
    await expect(verified).not.toBeChecked();
    await verified.click();
    await expect(toast(page, "Documento verificado")).toContainText("DUI ambos lados.pdf");
    await expect(verified).toBeChecked();
    await expect(dialog.getByRole("status")).toHaveText("Documento verificado: DUI ambos lados.pdf");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(row.getByRole("button", { name: /Ver documentos/ })).toBeFocused();
    // Each required check verified counts 20 in the progress (the list was refreshed).
    await expect(row.getByText("20%")).toBeVisible();

    await row.getByRole("button", { name: /Ver documentos/ }).click();
    await verified.click();
    await expect(toast(page, "Documento marcado como no verificado")).toBeVisible();
    await expect(verified).not.toBeChecked();
    const documents = await (await request.get(`/api/admin/users/${caregiver.id}/documents`)).json();
    expect(documents.map((d: { verified: boolean }) => d.verified)).toEqual([false, false]);
  });

  test("documents: a caregiver without any, and a verification that fails", async ({ page, request, baseURL }) => {
    const empty = await createCaregiver(request, "Sin Papeles");
    const caregiver = await createCaregiver(request, "Karen Flores");
    const session = await caregiverSession(baseURL!, caregiver.email, "Karen-Cuida-Gatos-7");
    expect((await session.post("/api/portal/documents", { multipart: { file: { name: "DUI.pdf", mimeType: "application/pdf", buffer: pdf(3000) } } })).status()).toBe(201);
    await session.dispose();
    await openDashboard(page);

    await caregiverRow(page, empty.email).getByRole("button", { name: /Ver documentos/ }).click();
    await expect(page.getByRole("dialog").getByText("Este cuidador todavía no ha subido documentos.")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.route("**/api/admin/documents/*/verify", (route) => route.abort());
    await caregiverRow(page, caregiver.email).getByRole("button", { name: /Ver documentos/ }).click();
    const checkbox = page.getByRole("dialog").getByRole("checkbox", { name: "Verificado DUI.pdf" });
    await checkbox.click();
    await expect(toast(page, "Error")).toContainText("Error al verificar documento");
    await expect(checkbox).not.toBeChecked();
  });

  test("interview: a date makes it 'Programada', the status can be chosen, clearing the date makes it 'Pendiente'", async ({ page, request }) => {
    const caregiver = await createCaregiver(request, "Daniel Orellana");
    await openDashboard(page);
    const row = caregiverRow(page, caregiver.email);
    const next = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/El_Salvador" }).format(next);
    const [year, month, date] = day.split("-");

    await row.getByRole("button", { name: `Programar entrevista de ${caregiver.name}` }).click();
    let dialog = page.getByRole("dialog", { name: `Entrevista de ${caregiver.name}` });
    const status = dialog.getByRole("combobox", { name: "Estado de la entrevista" });
    await expect(status).toHaveText("Pendiente");
    await dialog.getByLabel("Fecha y hora").fill(`${day}T10:30`);
    await expect(status).toHaveText("Programada");
    const spoken = new Intl.DateTimeFormat("es-SV", { dateStyle: "long", timeZone: "America/El_Salvador" }).format(new Date(`${day}T12:00:00-06:00`));
    await expect(dialog.getByText(spoken, { exact: false })).toContainText("10:30");
    await dialog.getByRole("button", { name: "Guardar entrevista" }).click();
    await expect(toast(page, "Entrevista actualizada")).toContainText(`${caregiver.name}: Programada`);
    await expect(dialog).toBeHidden();
    await expect(row.getByText(`${date}/${month}/${year} 10:30`)).toBeVisible();
    await expect(row.getByText("Programada")).toBeVisible();
    let user = (await (await request.get("/api/admin/users")).json()).find((u: { id: string }) => u.id === caregiver.id);
    expect(user).toMatchObject({ interviewStatus: "scheduled", interviewDate: `${day}T16:30:00.000Z` });

    // The status chosen directly: completed, with its date kept.
    await row.getByRole("button", { name: `Cambiar entrevista de ${caregiver.name}` }).click();
    dialog = page.getByRole("dialog", { name: `Entrevista de ${caregiver.name}` });
    await expect(dialog.getByLabel("Fecha y hora")).toHaveValue(`${day}T10:30`);
    await choose(dialog.getByRole("combobox", { name: "Estado de la entrevista" }), "Completada");
    await dialog.getByRole("button", { name: "Guardar entrevista" }).click();
    await expect(toast(page, "Entrevista actualizada")).toContainText("Completada");
    await expect(row.getByText("Completada")).toBeVisible();

    // 'Programada' needs a date: explained in the dialog, nothing sent.
    await row.getByRole("button", { name: /entrevista de/ }).click();
    await dialog.getByRole("button", { name: "Quitar fecha" }).click();
    await choose(dialog.getByRole("combobox", { name: "Estado de la entrevista" }), "Programada");
    await dialog.getByRole("button", { name: "Guardar entrevista" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Para programar la entrevista, indica la fecha y la hora.");

    // Clearing the date: pending.
    await choose(dialog.getByRole("combobox", { name: "Estado de la entrevista" }), "Pendiente");
    await dialog.getByRole("button", { name: "Guardar entrevista" }).click();
    await expect(toast(page, "Entrevista actualizada")).toContainText("Pendiente");
    await expect(row.getByText("Sin fecha")).toBeVisible();
    user = (await (await request.get("/api/admin/users")).json()).find((u: { id: string }) => u.id === caregiver.id);
    expect(user).toMatchObject({ interviewStatus: "pending", interviewDate: null });

    // A date more than a year away is refused (the server's own rule); without a connection, SPEC's fallback.
    await row.getByRole("button", { name: /entrevista de/ }).click();
    await dialog.getByLabel("Fecha y hora").fill(`${Number(year) + 2}-${month}-15T09:00`);
    await dialog.getByRole("button", { name: "Guardar entrevista" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("La entrevista debe ser dentro de los próximos 12 meses.");
    await dialog.getByLabel("Fecha y hora").fill(`${day}T09:00`);
    await page.route("**/api/admin/users/*/interview", (route) => route.abort());
    await dialog.getByRole("button", { name: "Guardar entrevista" }).click();
    await expect(toast(page, "Error")).toContainText("Error al actualizar entrevista");
    await expect(dialog.getByRole("alert")).toHaveText("Error al actualizar entrevista");
  });

  test("reset password: after confirming, the temporary password works and the old one does not", async ({ page, request, baseURL }) => {
    const caregiver = await createCaregiver(request, "Iván Rodríguez");
    await openDashboard(page);
    const row = caregiverRow(page, caregiver.email);
    const reset = row.getByRole("button", { name: `Restablecer contraseña de ${caregiver.name}` });

    await reset.click();
    const confirm = page.getByRole("alertdialog", { name: `¿Restablecer la contraseña de ${caregiver.name}?` });
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    expect((await trySignIn(baseURL!, caregiver.email, TEMP_PASSWORD)).status).toBe(200);

    await reset.click();
    await confirm.getByRole("button", { name: "Restablecer" }).click();
    await expect(toast(page, "Contraseña restablecida")).toContainText(caregiver.name);
    const credentials = page.getByRole("dialog", { name: "Contraseña temporal" });
    await expect(credentials.getByText(caregiver.email)).toBeVisible();
    const temporary = await credentials.getByLabel("Contraseña temporal").inputValue();
    expect(temporary).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{1,4}){3}$/);
    await credentials.getByRole("button", { name: "Copiar" }).click();
    await expect(toast(page, "Copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(temporary);
    await page.keyboard.press("Escape");
    await expect(reset).toBeFocused();

    expect((await trySignIn(baseURL!, caregiver.email, TEMP_PASSWORD)).status).toBe(401);
    expect((await trySignIn(baseURL!, caregiver.email, temporary)).body.user.requirePasswordChange).toBe(true);

    // A failure: SPEC's fallback.
    await page.route("**/api/admin/users/*/reset-password", (route) => route.abort());
    await reset.click();
    await confirm.getByRole("button", { name: "Restablecer" }).click();
    await expect(toast(page, "Error")).toContainText("Error al restablecer contraseña");
    await expect(credentials).toBeHidden();
  });

  test("delete: 'Cancelar' keeps the caregiver; confirming removes them with 'Usuario eliminado'", async ({ page, request, baseURL }) => {
    const caregiver = await createCaregiver(request, "Tomás Linares");
    const session = await caregiverSession(baseURL!, caregiver.email, "Tomas-Pasea-Perros-3");
    expect((await session.post("/api/portal/documents", { multipart: { file: { name: "DUI.pdf", mimeType: "application/pdf", buffer: pdf(3000) } } })).status()).toBe(201);
    await openDashboard(page);
    const row = caregiverRow(page, caregiver.email);

    await row.getByRole("button", { name: `Eliminar a ${caregiver.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `¿Eliminar a ${caregiver.name}?` });
    await expect(confirm).toContainText("Se eliminarán su cuenta, su documento y sus sesiones.");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Eliminar a ${caregiver.name}` }).click();
    await confirm.getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "Usuario eliminado")).toContainText(caregiver.name);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Cuidadores", level: 2 })).toBeFocused();
    // Gone for real: no list entry, and the caregiver's session ended with the account.
    const list = await (await request.get("/api/admin/users")).json();
    expect(list.some((u: { id: string }) => u.id === caregiver.id)).toBe(false);
    expect((await session.get("/api/portal/me")).status()).toBe(401);
    await session.dispose();

    // No connection: SPEC's fallback, and the caregiver stays.
    const kept = await createCaregiver(request, "Sigue Aquí");
    await page.getByRole("button", { name: "Actualizar" }).click();
    await page.route("**/api/admin/users/*", (route) => (route.request().method() === "DELETE" ? route.abort() : route.continue()));
    await caregiverRow(page, kept.email).getByRole("button", { name: /Eliminar a/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "Error")).toContainText("Error al eliminar usuario");
    await expect(caregiverRow(page, kept.email)).toBeVisible();
    await page.unroute("**/api/admin/users/*");

    // Deleting someone already gone: the server's message.
    const other = await createCaregiver(request, "Otro Cuidador");
    await page.getByRole("button", { name: "Actualizar" }).click();
    // Shown first (the refresh is done), then deleted behind the dashboard's back.
    await expect(caregiverRow(page, other.email)).toBeVisible();
    expect((await request.delete(`/api/admin/users/${other.id}`)).status()).toBe(200);
    await caregiverRow(page, other.email).getByRole("button", { name: /Eliminar a/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(toast(page, "Error")).toContainText("No encontramos a ese cuidador.");
  });
});

test.describe("admin dashboard quality", () => {
  test("fits a 320 px phone: the page never scrolls sideways, the table does", async ({ page, request }) => {
    await createCaregiver(request, "María José de los Ángeles Ramírez Hernández", uniqueEmail("maria-jose-de-los-angeles-ramirez"));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/admin");
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    await openDashboard(page);
    await expect(page.getByRole("table", { name: "Cuidadores" })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    const scroller = page.locator("[data-slot=table-container]").first();
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    for (const tab of ["Reservas", "Postulaciones", "Dueños en espera", "Reseñas", "Perfiles públicos"]) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("heading", { name: tab, level: 2 })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^Cargando/ })).toHaveCount(0);
      expect(await pageOverflow(page), tab).toBeLessThanOrEqual(0);
    }
    await page.getByRole("tab", { name: "Cuidadores" }).click();
    await page.getByRole("button", { name: "Crear cuidador" }).click();
    await expect(page.getByRole("dialog", { name: "Crear cuidador" })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("works from the keyboard: tabs, the create dialog, and focus back where it was", async ({ page }) => {
    await openDashboard(page);
    await page.getByRole("tab", { name: "Cuidadores" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Postulaciones" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Postulaciones", selected: true })).toBeVisible();
    await expect(page).toHaveURL(/#postulaciones$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Postulaciones", selected: true })).toBeVisible();
    // An address with a section's old name still opens it.
    await page.goto("/admin#lista-de-espera");
    await page.reload();
    await expect(page.getByRole("tab", { name: "Dueños en espera", selected: true })).toBeVisible();

    await page.getByRole("tab", { name: "Cuidadores" }).click();
    const create = page.getByRole("button", { name: "Crear cuidador" });
    await create.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Crear cuidador" });
    await expect(dialog.getByLabel("Nombre", { exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(create).toBeFocused();
  });

  test("has no WCAG 2.1 AA problems axe can find, nor CSP violations: login, dashboard and each dialog", async ({ page, request, baseURL }) => {
    // Six axe passes and two sign-ins: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    const cspViolations = await recordCspViolations(page);
    const caregiver = await createCaregiver(request, "Lucía Portillo");
    const session = await caregiverSession(baseURL!, caregiver.email, "Lucia-Cuida-Perros-5");
    expect((await session.post("/api/portal/documents", { multipart: { file: { name: "DUI.pdf", mimeType: "application/pdf", buffer: pdf(3000) } } })).status()).toBe(201);
    await session.dispose();

    await page.goto("/admin#cuidadores");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.getByText("Escribe tu contraseña.")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");

    await fillLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    const row = caregiverRow(page, caregiver.email);
    await expect(row).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    expect(await accessibilityProblems(page)).toBe("");

    await page.getByRole("button", { name: "Crear cuidador" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Crear cuidador" }).click();
    await expect(page.getByRole("dialog").getByText("Escribe el nombre.")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
    await page.keyboard.press("Escape");

    await row.getByRole("button", { name: /Ver documentos/ }).click();
    await expect(page.getByRole("dialog").getByRole("link", { name: /DUI\.pdf/ })).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
    await page.keyboard.press("Escape");

    await row.getByRole("button", { name: /Programar entrevista/ }).click();
    await expect(page.getByRole("dialog").getByLabel("Fecha y hora")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
    await page.keyboard.press("Escape");

    await row.getByRole("button", { name: /Eliminar a/ }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await accessibilityProblems(page)).toBe("");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();

    await row.getByRole("button", { name: /Restablecer contraseña/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restablecer" }).click();
    await expect(page.getByRole("dialog", { name: "Contraseña temporal" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    expect(await accessibilityProblems(page)).toBe("");
    expect(await cspViolations()).toEqual([]);
  });
});
