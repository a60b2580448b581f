import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { cancelBooking, caregiverSession, createCaregiver, createPublishedSitter, pdf, signInAsAdmin, uniqueEmail, waiveMeet } from "./helpers";
import { get, rawRequest, tricklingRequest } from "./raw-http";
import { dayFromToday } from "./site-helpers";
import { phonePhoto } from "../../scripts/phone-photo.mjs";

// The gated e2e server listens on 127.0.0.1 only (`next start -H 127.0.0.1`, as behind nginx or Caddy).
const port = (baseURL: string | undefined) => Number(new URL(baseURL!).port);

test.describe("a server bound to 127.0.0.1", () => {
  const pages = [
    ["/", "Muy pronto en El Salvador"],
    ["/preview", "Cuidadores de confianza para tu mascota"],
    ["/preview/faq", "Preguntas frecuentes"],
  ] as const;
  for (const [path, title] of pages) {
    test(`answers ${path} at once, whatever Host and X-Forwarded-* say`, async ({ baseURL }) => {
      const p = port(baseURL);
      const hosts: Record<string, string>[] = [
        { Host: `127.0.0.1:${p}` },
        { Host: `localhost:${p}` },
        { Host: "huellitas.sv", "X-Forwarded-Host": "huellitas.sv", "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" },
      ];
      for (const headers of hosts) {
        const answer = await get(p, path, headers);
        expect(answer.status, `${path} with ${headers.Host}`).toBe(200);
        expect(answer.body).toContain(`<title>${title}`);
        expect(answer.ms).toBeLessThan(5_000);
      }
    });
  }
});

test.describe("request bodies", () => {
  const post = (path: string, headers: string) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}Connection: close\r\n\r\n`;

  test("a Content-Length that lies is refused at once, before any byte of the body arrives", async ({ baseURL }) => {
    for (const [path, status] of [["/api/reservations", 413], ["/api/auth/login", 413], ["/api/portal/documents", 401]] as const) {
      const answer = await rawRequest(port(baseURL), post(path, "Content-Length: 999999999\r\n") + "{}");
      expect(answer.status, path).toBe(status);
      expect(JSON.parse(answer.body).ok).toBe(false);
      expect(answer.ms).toBeLessThan(3_000);
    }
  });

  test("a chunked body that never ends gets 413 from a small JSON endpoint", async ({ baseURL }) => {
    const answer = await rawRequest(port(baseURL), post("/api/reservations", "Transfer-Encoding: chunked\r\n"), {
      chunk: Buffer.alloc(64 * 1024, 0x20),
      chunks: 160, // 10 MB, but the answer comes long before
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, error: "Los datos enviados son demasiado grandes." });
  });

  // On a real socket: six slow uploads to made-up tracking links once held every upload slot.
  test("six slow uploads to made-up tracking links are answered 404 at once, and a caregiver's upload goes through meanwhile", async ({ request, baseURL }) => {
    const slowUpload = (token: string) =>
      `POST /api/bookings/${token}/pet/vaccines HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
      `Content-Length: 9000000\r\nConnection: close\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="carnet.jpg"\r\n\r\n0123456789`;
    const tokens = Array.from({ length: 6 }, (_, i) => `${"Tq".repeat(21)}${i}`);
    const caregiver = await createCaregiver(request, "Rosa Lenta", uniqueEmail("lenta"));
    const session = await caregiverSession(baseURL!, caregiver.email, "Rosa-Lenta-Segura-26");
    const [answers, upload] = await Promise.all([
      Promise.all(tokens.map((token) => rawRequest(port(baseURL), slowUpload(token)))),
      session.post("/api/portal/documents", { multipart: { file: { name: "dui.pdf", mimeType: "application/pdf", buffer: pdf(2048) } } }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.ms).toBeLessThan(3_000);
    }
    expect(upload.status()).toBe(201);
    await session.dispose();
  });

  // Six slow sockets once held every upload of the site: with three free bookings, two sockets each trickling 33 KB
  // every 9 s kept caregivers' documents, daily reports and the team's pictures at 429 for as long as they liked.
  test("six anonymous uploads trickling at the owners' pace hold no upload of accounts or confirmed owners; the old trickle is cut", async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const p = port(baseURL);
    const sitter = await createPublishedSitter(request, `Rosa Paciente ${Date.now()}`);
    const bookingIds: string[] = [];
    /** A booking to the test's sitter with its pet's file: its id and tracking token. */
    const ownerLink = async (n: number) => {
      const booked = await request.post("/api/reservations", {
        data: {
          ownerName: "Ana Gómez", ownerEmail: uniqueEmail(`lenta-${n}`), ownerWhatsapp: "7123-4567", municipio: "San Salvador", sitterId: sitter.id, sitterName: "",
          service: "BOARDING", petType: "DOG", petSize: "SMALL", startDate: dayFromToday(20 + 2 * n), endDate: dayFromToday(21 + 2 * n),
        },
      });
      expect(booked.status()).toBe(201);
      const { id, trackingUrl } = await booked.json();
      bookingIds.push(id);
      const token = (trackingUrl as string).split("/").pop()!;
      const pet = { name: "Luna", species: "DOG", medications: [], vet: { clinic: "Clínica San Benito", phone: "2222-3333" }, emergencyContacts: [{ name: "Jorge Gómez", phone: "7000-1111" }], vetSpendCapUSD: 0 };
      expect((await request.put(`/api/bookings/${token}/pet`, { data: pet })).status()).toBe(200);
      return { id: id as string, token, trackingUrl: trackingUrl as string };
    };
    const cardHead = (token: string) =>
      `POST /api/bookings/${token}/pet/vaccines HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
      `Content-Length: 9000000\r\nConnection: close\r\n\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="carnet.jpg"\r\n\r\n`;
    const caregiver = await createCaregiver(request, "Rosa Documentos", uniqueEmail("documentos"));
    const session = await caregiverSession(baseURL!, caregiver.email, "Rosa-Documentos-Segura-26");
    const sockets: ReturnType<typeof tricklingRequest>[] = [];
    try {
      const links = [];
      for (let n = 0; n < 8; n++) links.push(await ownerLink(n));
      const [confirmed, other] = links.slice(6);
      await waiveMeet(request, confirmed.trackingUrl);
      await signInAsAdmin(request);
      expect((await request.patch(`/api/admin/bookings/${confirmed.id}`, { data: { status: "CONFIRMED" } })).status()).toBe(200);

      // Six links, one socket each, 16 KB a second: above the owners' floor (64 KB in any 5 s), so they stay.
      for (const { token } of links.slice(0, 6)) sockets.push(tricklingRequest(p, cardHead(token), { chunk: Buffer.alloc(16 * 1024, 0x20), everyMs: 1_000 }));
      // Time passing is the point here: past the floor's 5 s window, the trickles are still open and unanswered.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(sockets.filter((socket) => socket.answered())).toHaveLength(0);

      // Meanwhile a caregiver's document, a team picture and a confirmed owner's card go through.
      const document = await session.post("/api/portal/documents", { multipart: { file: { name: "dui.pdf", mimeType: "application/pdf", buffer: pdf(2048) } } });
      expect(document.status()).toBe(201);
      const picture = await request.post("/api/admin/images", { multipart: { file: { name: "foto.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() } } });
      expect(picture.status()).toBe(201);
      const card = { expiresOn: dayFromToday(200), file: { name: "carnet.pdf", mimeType: "application/pdf", buffer: pdf(1024) } };
      expect((await request.post(`/api/bookings/${confirmed.token}/pet/vaccines`, { multipart: card })).status()).toBe(201);
      // Another owner still gets one of the places left for anonymous bodies; a second socket on a held link does not.
      expect((await request.post(`/api/bookings/${other.token}/pet/vaccines`, { multipart: card })).status()).toBe(201);
      const second = await request.post(`/api/bookings/${links[0].token}/pet/vaccines`, { multipart: card });
      expect(second.status()).toBe(429);
      expect((await second.json()).error).toBe("Ya tienes un archivo subiéndose. Espera a que termine e intenta de nuevo.");
      expect(sockets.filter((socket) => socket.answered())).toHaveLength(0);
      for (const socket of sockets) socket.stop();

      // The red team's trickle, 33 KB every 9 s, is under the owners' pace: cut off with 408 within a few seconds.
      const old = tricklingRequest(p, Buffer.concat([Buffer.from(cardHead(other.token)), Buffer.alloc(33 * 1024, 0x20)]), { chunk: Buffer.alloc(33 * 1024, 0x20), everyMs: 9_000 });
      const cut = await old.answer;
      expect(cut?.status).toBe(408);
      expect(JSON.parse(cut!.body)).toEqual({ ok: false, error: "La subida iba demasiado lenta y se cortó. Revisa tu conexión e intenta de nuevo." });
      expect(cut!.ms).toBeLessThan(8_500);
    } finally {
      for (const socket of sockets) socket.stop();
      await session.dispose();
      for (const id of bookingIds) await cancelBooking(request, id);
    }
  });

  test("a document of exactly 10 MB is accepted, and one byte more is refused with 413", async ({ request, baseURL }) => {
    const caregiver = await createCaregiver(request, "Rosa Límite", uniqueEmail("limite"));
    const session = await caregiverSession(baseURL!, caregiver.email, "Rosa-Limite-Segura-26");
    const max = 10 * 1024 * 1024;
    const exact = await session.post("/api/portal/documents", {
      multipart: { file: { name: "dui-completo.pdf", mimeType: "application/pdf", buffer: pdf(max) } },
    });
    expect(exact.status()).toBe(201);
    expect((await exact.json()).document.fileSize).toBe(max);
    const over = await session.post("/api/portal/documents", {
      multipart: { file: { name: "dui-grande.pdf", mimeType: "application/pdf", buffer: pdf(max + 1) } },
    });
    expect(over.status()).toBe(413);
    expect((await over.json()).error).toMatch(/^El archivo supera el máximo de 10 MB/);
    await session.dispose();
  });
});

test.describe("badly encoded paths", () => {
  test("a page answers 400 in Spanish with the security headers", async ({ request }) => {
    for (const path of ["/preview/s/%E0%A4%A", "/busca%E0%A4%A", "/portal/%E0%A4%A"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toContain("Dirección no válida");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      expect(response.headers()["content-security-policy"]).toContain("default-src 'none'");
    }
  });

  test("the API answers 400 JSON", async ({ request }) => {
    for (const path of ["/api/sitters/%E0%A4%A", "/api/nothing%E0%A4%A"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.json()).toEqual({ ok: false, error: "La dirección no es válida. Revisa el enlace e intenta de nuevo." });
    }
  });
});

test.describe("absolute links", () => {
  test("come from SITE_URL, never from Host or X-Forwarded-Host", async ({ baseURL }) => {
    const p = port(baseURL);
    const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };
    for (const path of ["/robots.txt", "/sitemap.xml", "/preview/s/maria-jose-hernandez", "/preview"]) {
      const answer = await get(p, path, forged);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain("evil.example");
      expect(answer.body, path).toContain(`http://127.0.0.1:${p}`);
    }
  });

  test("a production server without SITE_URL (off Vercel) refuses to start, and says why", () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", SITE_URL: "", VERCEL: "" };
    const refusal = "[huellitas] No se inició el servidor: falta SITE_URL (";
    // `npm start` refuses before Next says "Ready"…
    const npmStart = spawnSync("npm", ["start", "--", "-p", "3299", "-H", "127.0.0.1"], { env, encoding: "utf8", timeout: 60_000 });
    expect(npmStart.status).toBe(1);
    expect(npmStart.stderr + npmStart.stdout).toContain(refusal);
    expect(npmStart.stderr + npmStart.stdout).not.toContain("Ready");
    // …and `next start` on its own still ends at once, with the same line.
    const result = spawnSync("node", ["node_modules/next/dist/bin/next", "start", "-p", "3299", "-H", "127.0.0.1"], {
      env,
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr + result.stdout).toContain(refusal);
  });
});
