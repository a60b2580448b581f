/** @jest-environment node */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { signBody, startWhatsappLocal } from "../../tools/whatsapp-local/server.mjs";

// The stand-in of the Graph API (tools/whatsapp-local) answers as Meta does: what it checks, and the error shape.

let stub: Awaited<ReturnType<typeof startWhatsappLocal>>;
beforeAll(async () => {
  stub = await startWhatsappLocal({ accessToken: "t", phoneNumberId: "123", failNumbers: ["50370000000"] });
});
afterAll(() => stub.close());

const good = () => ({
  messaging_product: "whatsapp",
  to: "50371234567",
  type: "template",
  template: { name: "aviso", language: { code: "es" }, components: [{ type: "body", parameters: [{ type: "text", text: "Ana" }] }] },
});
async function send(body: unknown, { token = "t", id = "123" } = {}) {
  const response = await fetch(`${stub.graphUrl}/${id}/messages`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}
const graphError = (code: number) => ({ error: expect.objectContaining({ code, message: expect.any(String), type: expect.any(String), fbtrace_id: expect.any(String) }) });

it("accepts a well-formed template message and answers with its wamid", async () => {
  const answer = await send(good());
  expect(answer).toEqual({ status: 200, body: { messaging_product: "whatsapp", contacts: [{ input: "50371234567", wa_id: "50371234567" }], messages: [{ id: expect.stringMatching(/^wamid\./) }] } });
  expect(stub.messages.at(-1)).toMatchObject({ id: answer.body.messages[0].id, to: "50371234567", template: "aviso", language: "es", parameters: ["Ana"] });
});

it("answers 401 code 190 to a bad token, 400 code 100 to another phone number id", async () => {
  expect(await send(good(), { token: "otro" })).toEqual({ status: 401, body: graphError(190) });
  expect(await send(good(), { id: "999" })).toEqual({ status: 400, body: graphError(100) });
});

it.each([
  ["another product", { messaging_product: "sms" }],
  ["a number with a +", { to: "+50371234567" }],
  ["a text message without its body", { type: "text" }],
  ["a text message with an empty body", { type: "text", text: { body: " " } }],
  ["another language", { template: { ...good().template, language: { code: "en_US" } } }],
  ["a parameter that is not text", { template: { ...good().template, components: [{ type: "body", parameters: [{ type: "currency", currency: {} }] }] } }],
  ["a parameter with a new line", { template: { ...good().template, components: [{ type: "body", parameters: [{ type: "text", text: "a\nb" }] }] } }],
  ["a bad template name", { template: { ...good().template, name: "Aviso Nuevo" } }],
])("answers 400 code 100 to %s", async (_, change) => {
  const answer = await send({ ...good(), ...change });
  expect(answer).toEqual({ status: 400, body: graphError(100) });
  expect(answer.body.error.error_data.details).toEqual(expect.any(String));
});

it("answers 131026 for a number configured to fail, and a queued 429 once", async () => {
  expect(await send({ ...good(), to: "50370000000" })).toEqual({ status: 400, body: graphError(131026) });
  stub.fail(429);
  expect(await send(good())).toEqual({ status: 429, body: graphError(130429) });
  expect((await send(good())).status).toBe(200);
});

it("accepts a plain text message (the conversation inside the 24 h window) and keeps its text", async () => {
  const answer = await send({ messaging_product: "whatsapp", recipient_type: "individual", to: "50371234567", type: "text", text: { body: "Carlos: A las 8:00", preview_url: false } });
  expect(answer.status).toBe(200);
  expect(stub.messages.at(-1)).toMatchObject({ id: answer.body.messages[0].id, to: "50371234567", type: "text", text: "Carlos: A las 8:00" });
});

it("posts a signed inbound message answering one of ours (context) to the app's webhook", async () => {
  const received: { body: string; signature: string | undefined }[] = [];
  const app = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ body: Buffer.concat(chunks).toString("utf8"), signature: request.headers["x-hub-signature-256"] as string | undefined });
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  const local = await startWhatsappLocal({ accessToken: "t", phoneNumberId: "123", appSecret: "s", webhookUrl: `http://127.0.0.1:${(app.address() as AddressInfo).port}/api/whatsapp/webhook` });
  try {
    const post = (body: unknown) => fetch(`${local.url}/_local/inbound`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await post({ from: "50371234567", text: "¿A qué hora paso?", context: "wamid.nuestro" })).status).toBe(200);
    expect((await post({ from: "50371234567", text: "Hola", context: 5 })).status).toBe(400);
    expect(received).toHaveLength(1);
    expect(received[0].signature).toBe(signBody(received[0].body, "s"));
    const message = JSON.parse(received[0].body).entry[0].changes[0].value.messages[0];
    expect(message).toMatchObject({ from: "50371234567", type: "text", text: { body: "¿A qué hora paso?" }, context: { id: "wamid.nuestro" } });
  } finally {
    await local.close();
    app.closeAllConnections();
    await new Promise((resolve) => app.close(resolve));
  }
});
