import { once } from "node:events";
import { expect, test } from "@playwright/test";
import { cancelBooking, createPublishedSitter, signInAsAdmin, uniqueEmail, unpublishSitter } from "./helpers";
import { fillDetails, gotoAfterChange, main, preview } from "./site-helpers";
import { startSmtp } from "./smtp";

// Issue 43 in Chromium: a family searches a zone we have not reached (La Unión, on the waitlist), joins its list from
// the search, the team opens it by invitation, and the family's e-mailed link opens the booking form for the zone's
// sitters with their data filled. The spec owns La Unión: no other spec uses it; it leaves it on the waitlist.

const ZONE = "la-union";

test("a closed zone's search takes a sign-up; opening it by invitation e-mails a link that opens the booking form", async ({ page, request }) => {
  test.setTimeout(120_000);
  const smtp = await startSmtp();
  let sitterId: number | undefined;
  let bookingId: string | undefined;
  try {
    await signInAsAdmin(request);
    expect((await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "WAITLIST" } })).status()).toBe(200);
    const sitter = await createPublishedSitter(request, "Rosa Elena Ventura", { department: "La Unión", municipality: "La Unión" });
    sitterId = sitter.id;

    // Her profile is not listed, and says we have not arrived yet.
    const listed: { id: number }[] = await (await request.get("/api/sitters")).json();
    expect(listed.map((s) => s.id)).not.toContain(sitter.id);
    await page.goto(preview(`/s/${sitter.slug}`));
    await expect(main(page).getByRole("heading", { name: "Aún no llegamos a La Unión" })).toBeVisible();

    // The family searches La Unión and joins its list in one line.
    const family = uniqueEmail("familia-la-union");
    await page.goto(preview(`/busca?zona=${ZONE}&servicio=hospedaje`));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Aún no llegamos a La Unión");
    const form = page.getByRole("form", { name: "Lista de espera de La Unión" });
    await form.getByLabel("Nombre").fill("Marta Lucía Reyes");
    await form.getByLabel("WhatsApp").fill("7123-4567");
    await form.getByLabel("Correo").fill(family);
    await form.getByLabel(/Acepto ser contactado/).check();
    await form.getByRole("button", { name: "Avísame" }).click();
    await expect(main(page).getByRole("status")).toHaveText("¡Listo! Estás en la lista de La Unión: te escribimos apenas haya.");

    // The team opens it by invitation: one e-mail to the family, with their own link.
    const opened = await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "INVITE" } });
    expect(opened.status()).toBe(200);
    expect((await opened.json()).mailed.families).toBeGreaterThanOrEqual(1);
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(family)).length, { timeout: 30_000 }).toBe(1);
    // Quoted-printable writes the link's "=" as "=3D".
    const text = smtp.mails.find((mail) => mail.to.includes(family))!.text.replace(/=3D/g, "=");
    const link = /https?:\/\/\S+\/preview\/reservar\?invitacion=[A-Za-z0-9_-]{32}/.exec(text)?.[0];
    expect(link).toBeDefined();
    // Saving again writes to nobody twice.
    expect((await (await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "INVITE" } })).json()).mailed).toEqual({ families: 0, providers: 0 });

    // Still closed to everyone else.
    await gotoAfterChange(page, preview(`/busca?zona=${ZONE}`), main(page).getByRole("heading", { name: "Aún no llegamos a La Unión", level: 1 }));

    // The link: the zone's sitters, then the form with the family's data filled; the request goes through.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Marta, ya puedes reservar en La Unión");
    await main(page).getByRole("link", { name: /Rosa Elena Ventura/ }).click();
    await expect(page.getByRole("heading", { name: "Solicita tu reserva" })).toBeVisible();
    await fillDetails(page);
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByLabel("Tu nombre")).toHaveValue("Marta Lucía Reyes");
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(family);
    await page.getByLabel("Municipio").fill("La Unión");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/reservations"));
    await page.getByRole("button", { name: "Enviar solicitud" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    bookingId = (await response.json()).id;
  } finally {
    await cancelBooking(request, bookingId);
    await unpublishSitter(request, sitterId);
    await request.patch(`/api/admin/zones/${ZONE}`, { data: { state: "WAITLIST" } }).catch(() => undefined);
    const closed = once(smtp.server.server, "close");
    smtp.server.close();
    await closed;
  }
});
