// whatsapp-local: a stand-in for the WhatsApp Cloud API (Meta's Graph API) on this machine, for tests and for
// trying the channel without Meta. Node only, no dependencies. It checks each message request against the shape the
// app must send, answers the way the Graph API does, keeps what it received, and posts Meta's signed webhooks (a
// message's status, a person's reply) to the app on demand. It is a model, not Meta: where they differ, Meta is right.
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const GRAPH_VERSION = "v26.0";
const DEFAULT_TOKEN = "local-access-token";
const DEFAULT_PHONE_NUMBER_ID = "100000000000001";
const DEFAULT_APP_SECRET = "local-app-secret";
const BUSINESS_ACCOUNT_ID = "200000000000002";
const DISPLAY_NUMBER = "50370000000";
const STATUSES = new Set(["sent", "delivered", "read", "failed"]);

/** `sha256=` + the HMAC-SHA256 (hex) of the raw body with the app secret: Meta's X-Hub-Signature-256. */
export function signBody(body, appSecret) {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}

const seconds = (date = new Date()) => String(Math.floor(date.getTime() / 1000));
const newWamid = () => `wamid.${randomBytes(24).toString("base64url")}`;

function envelope(phoneNumberId, value) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: BUSINESS_ACCOUNT_ID,
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { display_phone_number: DISPLAY_NUMBER, phone_number_id: phoneNumberId }, ...value },
          },
        ],
      },
    ],
  };
}

/**
 * Meta's status webhook for one message. `errors` (for "failed"), e.g. [{ code: 131026, title: "Message undeliverable" }].
 * @param {{ phoneNumberId?: string, id: string, status: string, recipient?: string, timestamp?: string, errors?: object[] }} status
 */
export function statusWebhook({ phoneNumberId = DEFAULT_PHONE_NUMBER_ID, id, status, recipient = "", timestamp = seconds(), errors }) {
  return envelope(phoneNumberId, { statuses: [{ id, status, timestamp, recipient_id: recipient, ...(errors ? { errors } : {}) }] });
}

/**
 * Meta's webhook for a text someone wrote to the business number. `context`: the wamid of the message of ours they
 * answered (WhatsApp's "reply"), as Meta names it in `messages[].context.id`.
 * @param {{ phoneNumberId?: string, from: string, text: string, id?: string, timestamp?: string, name?: string, context?: string }} message
 */
export function inboundWebhook({ phoneNumberId = DEFAULT_PHONE_NUMBER_ID, from, text, id = newWamid(), timestamp = seconds(), name = "Persona de prueba", context }) {
  return envelope(phoneNumberId, {
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ ...(context ? { context: { from: DISPLAY_NUMBER, id: context } } : {}), from, id, timestamp, type: "text", text: { body: text } }],
  });
}

function graphError(status, code, message, details, type = "OAuthException") {
  return {
    status,
    body: { error: { message, type, code, ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}), fbtrace_id: randomBytes(9).toString("base64url") } },
  };
}

/** What is wrong with a message request's body, or null. */
function shapeProblem(body, templates) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "The body must be a JSON object";
  if (body.messaging_product !== "whatsapp") return "messaging_product must be \"whatsapp\"";
  if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) return "to must be the country code and number, digits only";
  if (body.type === "text") {
    // Meta sends plain text only within 24 h of the person's last message; the stand-in does not keep that clock.
    if (!body.text || typeof body.text.body !== "string" || body.text.body.trim() === "") return "text.body must be a non-empty string";
    if (body.text.body.length > 4096) return "text.body can have at most 4096 characters";
    return null;
  }
  if (body.type !== "template") return "type must be \"template\" or \"text\"";
  const template = body.template;
  if (!template || typeof template !== "object") return "template is required";
  if (typeof template.name !== "string" || !/^[a-z0-9_]{1,512}$/.test(template.name)) return "template.name is invalid";
  if (templates && !templates.includes(template.name)) return `Template name does not exist in the translation: ${template.name}`;
  if (template.language?.code !== "es") return "template.language.code must be \"es\"";
  if (!Array.isArray(template.components)) return "template.components must be a list";
  for (const component of template.components) {
    if (component?.type !== "body") return "Only a body component is expected";
    if (!Array.isArray(component.parameters)) return "The body's parameters must be a list";
    for (const parameter of component.parameters) {
      if (parameter?.type !== "text" || typeof parameter.text !== "string" || parameter.text === "") return "Each body parameter must be { type: \"text\", text: a non-empty string }";
      if (/[\n\t]| {5,}/.test(parameter.text)) return "Param text cannot have new-line/tab characters or more than 4 consecutive spaces";
    }
  }
  return null;
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function send(response, status, body) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

/**
 * Starts the stand-in. Options (all optional): `port` (0: a free one), `host` (127.0.0.1), `accessToken`,
 * `phoneNumberId`, `appSecret` (what it expects and signs with), `webhookUrl` (where webhooks go), `templates` (the
 * approved names; unset: any well-formed name), `failNumbers` (recipients answered with 131026), `delayMs` (each
 * message request is taken on arrival, as Meta would send it, and its answer waits this long: a slow API, or one
 * that answers after the app has given up waiting).
 */
export async function startWhatsappLocal(options = {}) {
  const config = {
    accessToken: options.accessToken ?? DEFAULT_TOKEN,
    phoneNumberId: options.phoneNumberId ?? DEFAULT_PHONE_NUMBER_ID,
    appSecret: options.appSecret ?? DEFAULT_APP_SECRET,
    webhookUrl: options.webhookUrl ?? null,
    templates: options.templates ?? null,
    failNumbers: new Set(options.failNumbers ?? []),
    /** How long each message request's answer waits; the message is taken (and kept) on arrival all the same. */
    delayMs: options.delayMs ?? 0,
  };
  /** Answers still waiting for their delay, cleared on close. */
  const late = new Set();
  /** Every message request, as it arrived and as it was answered. */
  const requests = [];
  /** The messages it accepted, with the wamid it gave each. */
  const messages = [];
  /** Answers queued by a test ahead of the normal ones (429, 500…), used once each. */
  const faults = [];

  function answerMessage(request, phoneNumberId, raw) {
    if (request.headers.authorization !== `Bearer ${config.accessToken}`) {
      return graphError(401, 190, "Invalid OAuth access token - Cannot parse access token");
    }
    if (phoneNumberId !== config.phoneNumberId) {
      return graphError(400, 100, `Unsupported post request. Object with ID '${phoneNumberId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, undefined, "GraphMethodException");
    }
    if (faults.length) {
      const fault = faults.shift();
      return graphError(fault.status, fault.code ?? (fault.status === 429 ? 130429 : 131000), fault.message ?? (fault.status === 429 ? "Rate limit hit" : "Something went wrong"), undefined);
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return graphError(400, 100, "(#100) The parameter messaging_product is required.", "The body is not JSON");
    }
    const problem = shapeProblem(body, config.templates);
    if (problem) return graphError(400, 100, "(#100) Invalid parameter", problem);
    if (config.failNumbers.has(body.to)) {
      return graphError(400, 131026, "Message undeliverable", "Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number.");
    }
    const id = newWamid();
    if (body.type === "text") messages.push({ id, to: body.to, type: "text", text: body.text.body, body });
    else messages.push({ id, to: body.to, template: body.template.name, language: body.template.language.code, parameters: body.template.components.flatMap((c) => c.parameters.map((p) => p.text)), body });
    return { status: 200, body: { messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] } };
  }

  /** Posts `payload` to the webhook, signed; answers what the app answered. */
  async function postWebhook(payload, secret = config.appSecret) {
    if (!config.webhookUrl) return { status: 409, body: { error: "No webhook URL is configured (webhookUrl / WHATSAPP_LOCAL_WEBHOOK_URL)." } };
    const raw = JSON.stringify(payload);
    const response = await fetch(config.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signBody(raw, secret) }, body: raw });
    return { status: 200, body: { delivered: response.status, answer: await response.text() } };
  }

  async function local(path, raw) {
    const input = raw ? JSON.parse(raw) : {};
    if (path === "/_local/status") {
      if (typeof input.id !== "string" || !STATUSES.has(input.status)) return { status: 400, body: { error: "Send { id, status: sent | delivered | read | failed, errors? }" } };
      const known = messages.find((message) => message.id === input.id);
      return postWebhook(statusWebhook({ phoneNumberId: config.phoneNumberId, recipient: known?.to, ...input }));
    }
    if (path === "/_local/inbound") {
      if (typeof input.from !== "string" || typeof input.text !== "string" || (input.context !== undefined && typeof input.context !== "string")) {
        return { status: 400, body: { error: "Send { from, text, context? } (context: the wamid of the message answered)" } };
      }
      return postWebhook(inboundWebhook({ phoneNumberId: config.phoneNumberId, ...input }));
    }
    if (path === "/_local/faults") {
      for (let i = 0; i < (input.times ?? 1); i++) faults.push({ status: input.status, code: input.code, message: input.message });
      return { status: 200, body: { queued: faults.length } };
    }
    if (path === "/_local/config") {
      if ("webhookUrl" in input) config.webhookUrl = input.webhookUrl;
      if ("failNumbers" in input) config.failNumbers = new Set(input.failNumbers);
      if ("templates" in input) config.templates = input.templates;
      if ("delayMs" in input) config.delayMs = Number(input.delayMs) || 0;
      return { status: 200, body: { webhookUrl: config.webhookUrl, failNumbers: [...config.failNumbers], templates: config.templates, delayMs: config.delayMs } };
    }
    if (path === "/_local/reset") {
      requests.length = 0;
      messages.length = 0;
      faults.length = 0;
      return { status: 200, body: { ok: true } };
    }
    return null;
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? "/", "http://local");
      const raw = await readBody(request);
      const graph = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
      if (request.method === "POST" && graph) {
        const answer = answerMessage(request, decodeURIComponent(graph[2]), raw);
        let body = null;
        try {
          body = JSON.parse(raw);
        } catch {
          // Kept as text below.
        }
        requests.push({ at: new Date().toISOString(), path: url.pathname, authorization: request.headers.authorization ?? null, body: body ?? raw, answer });
        if (config.delayMs > 0) {
          // Decided and kept already: a client that stops waiting does not unsend it (Meta does not either).
          await new Promise((resolve) => {
            const timer = setTimeout(() => {
              late.delete(timer);
              resolve(undefined);
            }, config.delayMs);
            late.add(timer);
          });
          if (response.destroyed) return;
        }
        return send(response, answer.status, answer.body);
      }
      if (request.method === "GET" && url.pathname === "/_local/messages") return send(response, 200, { messages, requests });
      if (request.method === "POST") {
        const answer = await local(url.pathname, raw);
        if (answer) return send(response, answer.status, answer.body);
      }
      send(response, 404, graphError(404, 803, `Unknown path ${url.pathname}`).body);
    } catch (error) {
      send(response, 500, { error: String(error?.message ?? error) });
    }
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve);
  });
  const address = server.address();
  const url = `http://${options.host ?? "127.0.0.1"}:${address.port}`;
  return {
    url,
    /** What WHATSAPP_GRAPH_URL should be. */
    graphUrl: `${url}/${GRAPH_VERSION}`,
    port: address.port,
    config,
    requests,
    messages,
    /** The next `times` message requests get this answer (429 → code 130429, 5xx → code 131000 unless given). */
    fail(status, times = 1, code) {
      for (let i = 0; i < times; i++) faults.push({ status, code });
    },
    /** Posts Meta's status webhook for a message, signed (with `secret`, default the app secret). */
    sendStatus: (status, secret) => postWebhook(statusWebhook({ phoneNumberId: config.phoneNumberId, recipient: messages.find((m) => m.id === status.id)?.to, ...status }), secret),
    /** Posts Meta's webhook for a text someone wrote, signed. */
    sendInbound: (message, secret) => postWebhook(inboundWebhook({ phoneNumberId: config.phoneNumberId, ...message }), secret),
    close: () =>
      new Promise((resolve) => {
        for (const timer of late) clearTimeout(timer);
        late.clear();
        server.close(() => resolve(undefined));
        // fetch keeps connections open for reuse: without this, close() would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
