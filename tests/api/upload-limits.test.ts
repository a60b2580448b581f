/** @jest-environment node */
import { POST as uploadAdminImage } from "@/app/api/admin/images/route";
import { POST as uploadDocument } from "@/app/api/portal/documents/route";
import { POST as uploadVaccine } from "@/app/api/bookings/[token]/pet/vaccines/route";
import { withTestDatabase } from "../helpers/test-db";
import { withTempUploadDir } from "../helpers/upload-dir";
import { adminCookie, createUser, signIn } from "../helpers/auth";
import { SAMPLE_FILES, uploadRequest } from "../helpers/files";
import { apiRequest, read, routeParams } from "../helpers/request";
import { PUT as putPet } from "@/app/api/bookings/[token]/pet/route";
import { POST as postReservation } from "@/app/api/reservations/route";
import { seedSitters } from "@/lib/seed/seed-sitters";
import { validBooking } from "../helpers/fixtures";
import { plainPng } from "../helpers/images";
import { withTestEnv, withEnv } from "../helpers/env";

// Uploads are read as they stream in, with the cap applied while reading, and one account (or
// everyone together) can only have a few of them in flight, so memory stays flat under a burst.

const database = withTestDatabase({ resetBeforeEach: true });
withTempUploadDir();
withTestEnv({ UPLOAD_MAX_BYTES: undefined }, { each: true });

const ctx = { params: Promise.resolve({}) };
const BOUNDARY = "----huellitas-prueba";
const encoder = new TextEncoder();
const partHead = (name = "dui.pdf") =>
  encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
const partTail = () => encoder.encode(`\r\n--${BOUNDARY}--\r\n`);

function multipartRequest(path: string, cookie: string, body: ReadableStream<Uint8Array>, client = "uploads") {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body,
    headers: { cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "x-test-client": client },
    duplex: "half",
  } as RequestInit);
}

/**
 * An upload whose body arrives in two steps: `started` resolves once the server has begun reading it (the first
 * read; highWaterMark 0 means nothing is pulled before), and the rest is sent only after `finish()`.
 */
function heldUpload(post: (request: Request) => Promise<Response>, path: string, cookie: string, client = "uploads") {
  let started!: () => void;
  let finish!: () => void;
  const whenStarted = new Promise<void>((resolve) => (started = resolve));
  const whenFinished = new Promise<void>((resolve) => (finish = resolve));
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulls++;
        if (pulls === 1) {
          started();
          controller.enqueue(partHead());
          return;
        }
        await whenFinished;
        controller.enqueue(new Uint8Array(SAMPLE_FILES.pdf()));
        controller.enqueue(partTail());
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const answer = post(multipartRequest(path, cookie, body, client)).then(read);
  return { started: whenStarted, finish, answer };
}

const postDocument = (request: Request) => uploadDocument(request, ctx);
const sendDocument = (cookie: string) => postDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie })).then(read);
const RETRY = "5";

async function caregiver(email: string) {
  await createUser(database.db, { email });
  return signIn(email);
}

describe("uploads in flight", () => {
  it("gives one account two uploads at a time: a third answers 429 in Spanish with Retry-After, another account is not held up", async () => {
    const ana = await caregiver("ana@example.com");
    const beto = await caregiver("beto@example.com");
    const first = heldUpload(postDocument, "/api/portal/documents", ana);
    const second = heldUpload(postDocument, "/api/portal/documents", ana);
    await Promise.all([first.started, second.started]);

    const third = await postDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "tercero.pdf" }, { cookie: ana }));
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe(RETRY);
    expect(await third.json()).toEqual({ ok: false, error: "Ya tienes dos archivos subiéndose. Espera a que terminen e intenta de nuevo." });
    expect((await sendDocument(beto)).status).toBe(201);

    first.finish();
    second.finish();
    expect((await first.answer).status).toBe(201);
    expect((await second.answer).status).toBe(201);
    // Both slots are free again.
    expect((await sendDocument(ana)).status).toBe(201);
    expect(await database.db.document.count()).toBe(4);
  });

  it("reads at most six uploads at once for everyone together", async () => {
    const cookies = await Promise.all(["c1", "c2", "c3"].map((name) => caregiver(`${name}@example.com`)));
    const admin = await adminCookie(database.db);
    // Six people, each from a connection of their own (one address may hold three: see below).
    const held = cookies.flatMap((cookie, index) => [0, 1].map((n) => heldUpload(postDocument, "/api/portal/documents", cookie, `familia-${index}-${n}`)));
    await Promise.all(held.map((upload) => upload.started));

    const fourth = await caregiver("c4@example.com");
    const busy = await postDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie: fourth }));
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe(RETRY);
    expect((await busy.json()).error).toBe("Estamos recibiendo muchos archivos en este momento. Intenta de nuevo en unos segundos.");
    const image = await uploadAdminImage(uploadRequest("/api/admin/images", { bytes: SAMPLE_FILES.png(), name: "foto.png" }, { cookie: admin }), ctx);
    expect(image.status).toBe(429);

    for (const upload of held) upload.finish();
    expect((await Promise.all(held.map((upload) => upload.answer))).map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect((await sendDocument(fourth)).status).toBe(201);
  });

  it("frees the slot of an upload that was refused (wrong type, too large, broken form)", async () => {
    const ana = await caregiver("ana@example.com");
    process.env.UPLOAD_MAX_BYTES = "2000"; // the executable fits, the PDF does not
    for (let i = 0; i < 3; i++) {
      expect((await postDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.exe(), name: "a.pdf" }, { cookie: ana }))).status).toBe(415);
      expect((await postDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "a.pdf" }, { cookie: ana }))).status).toBe(413);
      const broken = new ReadableStream<Uint8Array>({ start: (controller) => (controller.enqueue(partHead()), controller.close()) });
      expect((await read(await postDocument(multipartRequest("/api/portal/documents", ana, broken)))).body).toEqual({ ok: false, error: "Elige un archivo para subir." });
    }
    delete process.env.UPLOAD_MAX_BYTES;
    expect((await sendDocument(ana)).status).toBe(201);
  });
});

describe("a body over the cap", () => {
  it("is cut off while it is read: 413 in Spanish after about 10 MB of a body that would send 100 MB, nothing stored", async () => {
    const ana = await caregiver("ana@example.com");
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const next = sent === 0 ? partHead("enorme.pdf") : chunk;
          sent += next.byteLength;
          controller.enqueue(next);
          if (sent > 100 * 1024 * 1024) controller.close();
        },
        cancel() {
          cancelled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const { status, body } = await read(await postDocument(multipartRequest("/api/portal/documents", ana, endless)));
    expect(status).toBe(413);
    expect(body).toEqual({ ok: false, error: "El archivo supera el máximo de 10 MB. Prueba con una foto más liviana o un PDF comprimido." });
    expect(cancelled).toBe(true);
    expect(sent).toBeGreaterThan(10 * 1024 * 1024);
    // The chunk that passes the cap is the last one read.
    expect(sent).toBeLessThan(10 * 1024 * 1024 + 2 * chunk.byteLength);
    expect(await database.db.document.count()).toBe(0);
  });

  it("still takes a file of exactly the cap, and refuses one byte more", async () => {
    const ana = await caregiver("ana@example.com");
    process.env.UPLOAD_MAX_BYTES = String(64 * 1024);
    const file = (size: number) => Buffer.concat([SAMPLE_FILES.pdf(), Buffer.alloc(size - SAMPLE_FILES.pdf().length, 32)]);
    const exact = await read(await postDocument(uploadRequest("/api/portal/documents", { bytes: file(64 * 1024), name: "justo.pdf" }, { cookie: ana })));
    expect(exact.status).toBe(201);
    expect(exact.body.document.fileSize).toBe(64 * 1024);
    const over = await read(await postDocument(uploadRequest("/api/portal/documents", { bytes: file(64 * 1024 + 1), name: "grande.pdf" }, { cookie: ana })));
    expect(over).toEqual({ status: 413, body: { ok: false, error: "El archivo supera el máximo de 0.1 MB. Prueba con una foto más liviana o un PDF comprimido." } });
  });
});

// A stranger could hold every slot with six slow uploads to made-up tracking links.
describe("uploads a stranger cannot hold", () => {
  const strangerToken = (n: number) => `${"x".repeat(31)}${n}`;
  const postVaccine = (token: string) => (request: Request) => uploadVaccine(request, { params: Promise.resolve({ token }) });

  it("answers an unknown tracking link 404 before reading a byte, so six of them hold no slot", async () => {
    const ana = await caregiver("ana@example.com");
    const attempts = [0, 1, 2, 3, 4, 5].map((n) => {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({ pull: (controller) => (pulled++, controller.enqueue(partHead("vacunas.pdf"))) }, { highWaterMark: 0 });
      return postVaccine(strangerToken(n))(multipartRequest(`/api/bookings/${strangerToken(n)}/pet/vaccines`, "", body, "extraño")).then(async (response) => ({ status: response.status, pulled }));
    });
    expect(await Promise.all(attempts)).toEqual(Array(6).fill({ status: 404, pulled: 0 }));
    expect((await sendDocument(ana)).status).toBe(201);
  });

  it("gives one connection three uploads at a time, whatever accounts they are for", async () => {
    const people = await Promise.all(["d1", "d2", "d3", "d4"].map((name) => caregiver(`${name}@example.com`)));
    const held = people.slice(0, 3).map((cookie) => heldUpload(postDocument, "/api/portal/documents", cookie, "una-conexion"));
    await Promise.all(held.map((upload) => upload.started));
    const fourth = await postDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie: people[3], "x-test-client": "una-conexion" }));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get("retry-after")).toBe(RETRY);
    expect((await fourth.json()).error).toBe("Hay varios archivos subiéndose desde tu conexión. Espera a que terminen e intenta de nuevo.");
    // The same person from another connection is not held up.
    expect((await postDocument(uploadRequest("/api/portal/documents", { bytes: SAMPLE_FILES.pdf(), name: "dui.pdf" }, { cookie: people[3], "x-test-client": "otra" }))).status).toBe(201);
    for (const upload of held) upload.finish();
    expect((await Promise.all(held.map((upload) => upload.answer))).map((answer) => answer.status)).toEqual([201, 201, 201]);
  });

  it("cuts off an upload that trickles under the floor (408 in Spanish) and frees its slot", async () => {
    await withEnv({ UPLOAD_PACE_WINDOW_MS: "400" }, async () => {
      const ana = await caregiver("ana@example.com");
      // The part's header, then ten bytes every 150 ms: far under 32 KB a window.
      const trickle = () => {
        let sent = 0;
        return new ReadableStream<Uint8Array>(
          {
            async pull(controller) {
              if (sent++ > 0) await new Promise((resolve) => setTimeout(resolve, 150));
              controller.enqueue(sent === 1 ? partHead() : new Uint8Array(10).fill(0x20));
            },
          },
          { highWaterMark: 0 },
        );
      };
      const slow = [0, 1].map(() => postDocument(multipartRequest("/api/portal/documents", ana, trickle())).then(read));
      const answers = await Promise.all(slow);
      expect(answers).toEqual(Array(2).fill({ status: 408, body: { ok: false, error: "La subida iba demasiado lenta y se cortó. Revisa tu conexión e intenta de nuevo." } }));
      // Both slots are free again, and nothing was stored.
      expect(await database.db.document.count()).toBe(0);
      expect((await sendDocument(ana)).status).toBe(201);
    });
  });
});

// A stranger's slow uploads once held every upload of the site: an anonymous owner's body is now received into a
// temporary file, holding no slot of the accounts', at a pace a trickle does not keep, one at a time per link.
describe("anonymous owners' uploads", () => {
  const PET = {
    name: "Luna",
    species: "DOG",
    medications: [],
    vet: { clinic: "Clínica Veterinaria San Benito", phone: "2222-3333" },
    emergencyContacts: [{ name: "Jorge Gómez", phone: "7000-1111" }],
    vetSpendCapUSD: 0,
  };
  /** A booking with its pet's file: its tracking token. */
  async function ownerLink(email: string) {
    const booked = await read(await postReservation(apiRequest("/api/reservations", { method: "POST", body: validBooking({ sitterId: 2, sitterName: "", service: "DAYCARE", ownerEmail: email }) }), routeParams({})));
    const token = (booked.body.trackingUrl as string).split("/").pop()!;
    expect((await read(await putPet(apiRequest(`/api/bookings/${token}/pet`, { method: "PUT", body: PET }), routeParams({ token })))).status).toBe(200);
    return token;
  }
  const postVaccine = (token: string) => (request: Request) => uploadVaccine(request, { params: Promise.resolve({ token }) });
  const vaccinePath = (token: string) => `/api/bookings/${token}/pet/vaccines`;
  // Held bodies wait on the test, not on a slow sender: the pace has its own test below.
  withTestEnv({ ANONYMOUS_UPLOAD_PACE_WINDOW_MS: "60000" }, { each: true });
  beforeEach(() => seedSitters(database.db));

  it("six slow ones, each from its own link and address, hold no slot: caregivers' documents and the team's picture go through meanwhile", async () => {
    const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => ownerLink(`familia${n}@example.com`)));
    const held = tokens.map((token, n) => heldUpload(postVaccine(token), vaccinePath(token), "", `familia-${n}`));
    await Promise.all(held.map((upload) => upload.started));

    const cookies = await Promise.all(["c1", "c2", "c3"].map((name) => caregiver(`${name}@example.com`)));
    const admin = await adminCookie(database.db);
    expect((await Promise.all(cookies.map(sendDocument))).map((answer) => answer.status)).toEqual([201, 201, 201]);
    const image = await uploadAdminImage(uploadRequest("/api/admin/images", { bytes: await plainPng(400, 300), name: "foto.png" }, { cookie: admin }), ctx);
    expect(image.status).toBe(201);
    // The slow ones are still there, and their cards (no expiry day sent) are answered once they arrive.
    for (const upload of held) upload.finish();
    expect((await Promise.all(held.map((upload) => upload.answer))).map((answer) => answer.status)).toEqual(Array(6).fill(400));
  });

  it("takes one upload at a time per link, and per address", async () => {
    const [first, second] = [await ownerLink("ana@example.com"), await ownerLink("beto@example.com")];
    const held = heldUpload(postVaccine(first), vaccinePath(first), "", "casa-de-ana");
    await held.started;
    const again = await postVaccine(first)(uploadRequest(vaccinePath(first), { bytes: SAMPLE_FILES.pdf(), name: "otra.pdf" }, { "x-test-client": "otra-red" }));
    expect(again.status).toBe(429);
    expect(again.headers.get("retry-after")).toBe(RETRY);
    expect((await again.json()).error).toBe("Ya tienes un archivo subiéndose. Espera a que termine e intenta de nuevo.");
    const sameAddress = await postVaccine(second)(uploadRequest(vaccinePath(second), { bytes: SAMPLE_FILES.pdf(), name: "otra.pdf" }, { "x-test-client": "casa-de-ana" }));
    expect(sameAddress.status).toBe(429);
    expect((await sameAddress.json()).error).toBe("Ya hay un archivo subiéndose desde tu conexión. Espera a que termine e intenta de nuevo.");
    held.finish();
    expect((await held.answer).status).toBe(400);
  });

  it("cuts off a body under 64 KB in the window (408 in Spanish), where an account's upload at that pace is kept", async () => {
    // The accounts' floor: 32 KB per 1.2 s.
    await withEnv({ ANONYMOUS_UPLOAD_PACE_WINDOW_MS: "600", UPLOAD_PACE_WINDOW_MS: "1200" }, async () => {
      const token = await ownerLink("ana@example.com");
      const ana = await caregiver("ana@example.com");
      // The part's header, then 8 KB every 150 ms: about 32 KB a window, half the anonymous floor, the accounts' own.
      const trickle = (total: number) => {
        let sent = 0;
        return new ReadableStream<Uint8Array>(
          {
            async pull(controller) {
              if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 150));
              controller.enqueue(sent === 0 ? partHead() : new Uint8Array(8 * 1024).fill(0x20));
              if (++sent > total) {
                controller.enqueue(partTail());
                controller.close();
              }
            },
          },
          { highWaterMark: 0 },
        );
      };
      const slow = await read(await postVaccine(token)(multipartRequest(vaccinePath(token), "", trickle(40), "casa-de-ana")));
      expect(slow).toEqual({ status: 408, body: { ok: false, error: "La subida iba demasiado lenta y se cortó. Revisa tu conexión e intenta de nuevo." } });
      // The link's place is free again.
      expect((await postVaccine(token)(uploadRequest(vaccinePath(token), { bytes: SAMPLE_FILES.pdf(), name: "v.pdf" }, { "x-test-client": "casa-de-ana" }))).status).toBe(400);
      const kept = await read(await postDocument(multipartRequest("/api/portal/documents", ana, trickle(12))));
      expect(kept.status).toBe(415); // read to its end (a PDF header followed by spaces: not a PDF), not cut off
    });
  });
});
