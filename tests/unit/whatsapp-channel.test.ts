/** @jest-environment node */
import { isOptBackIn, isYes } from "@/lib/mail/whatsapp-confirmations";
import { DEFAULT_GRAPH_URL, whatsappSettings, whatsappStartupLine } from "@/lib/mail/whatsapp-settings";
import { isOptOut, isSignedByMeta } from "@/lib/mail/whatsapp-webhook";
import { whatsappRecipient } from "@/lib/site/whatsapp-number";
import { signBody } from "../../tools/whatsapp-local/server.mjs";

// The WhatsApp channel's rules without a database: numbers as people type them, the settings that turn it on, BAJA,
// and Meta's signature (the request's exact shape: tests/api/whatsapp-delivery.test.ts).

describe("whatsappRecipient", () => {
  it.each([
    ["7123-4567", "50371234567"],
    ["+503 7123 4567", "50371234567"],
    ["71234567", "50371234567"],
    ["  6123 4567 ", "50361234567"],
    ["(503) 7123-4567", "50371234567"],
    ["503 71234567", "50371234567"],
    ["00503 7123 4567", "50371234567"],
    ["+1 (415) 555-0100", "14155550100"],
  ])("reads %j as %s", (typed, digits) => {
    expect(whatsappRecipient(typed)).toBe(digits);
  });

  it.each([
    [""],
    ["   "],
    ["7123-456"],
    ["7123-45678"],
    ["1234-5678"],
    ["+503 1234 5678"],
    ["+503 7123 456"],
    ["setenta y uno"],
    ["7123-4567 ext. 2"],
    ["+0 123 4567 8901"],
    ["+1 234"],
  ])("cannot read %j", (typed) => {
    expect(whatsappRecipient(typed)).toBeNull();
  });
});

describe("whatsappSettings", () => {
  const env = (vars: Record<string, string>) => ({ NODE_ENV: "test", ...vars }) as NodeJS.ProcessEnv;
  const credentials = { WHATSAPP_ACCESS_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1", WHATSAPP_APP_SECRET: "s", WHATSAPP_VERIFY_TOKEN: "v" };
  const on = env(credentials);

  it("is on with the four credentials, on Meta's current Graph API and a cap of 250 by default", () => {
    expect(whatsappSettings(on)).toEqual({ accessToken: "t", phoneNumberId: "1", appSecret: "s", verifyToken: "v", graphUrl: DEFAULT_GRAPH_URL, dailyRecipients: 250, dailyUnproven: 50 });
    expect(DEFAULT_GRAPH_URL).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.0$/);
    expect(whatsappStartupLine(on)).toBeNull();
  });

  it("takes the Graph URL (without a trailing slash) and the cap from the environment", () => {
    expect(whatsappSettings(env({ ...credentials, WHATSAPP_GRAPH_URL: "http://127.0.0.1:4810/v26.0/", WHATSAPP_DAILY_RECIPIENTS: "3" }))).toMatchObject({ graphUrl: "http://127.0.0.1:4810/v26.0", dailyRecipients: 3 });
    expect(whatsappSettings(env({ ...credentials, WHATSAPP_DAILY_RECIPIENTS: "muchos" }))?.dailyRecipients).toBe(250);
  });

  it.each(Object.keys(credentials))("is off without %s, and the start-up line names it", (name) => {
    const without = env({ ...credentials, [name]: " " });
    expect(whatsappSettings(without)).toBeNull();
    expect(whatsappStartupLine(without)).toBe(`WhatsApp apagado (falta ${name}): los avisos se envían solo por correo.`);
  });
});

describe("isOptOut", () => {
  it.each(["BAJA", "baja", " Baja ", "Bajá", "B A J A", "baja.", "STOP", "stop!", "Stop"])("%j turns WhatsApp off", (text) => {
    expect(isOptOut(text)).toBe(true);
  });
  it.each(["bajar", "no me des de baja", "hola", "STOPP", ""])("%j does not", (text) => {
    expect(isOptOut(text)).toBe(false);
  });
});

describe("isYes and isOptBackIn: a number's answer to its confirmation, and its way back after BAJA", () => {
  it.each(["SÍ", "SI", "Sí", "si", "sí.", " Si ", "¡Sí!", "S Í"])("%j is a yes", (text) => {
    expect(isYes(text)).toBe(true);
  });
  it.each(["no", "sin", "si claro", "sii", "bajá", ""])("%j is not", (text) => {
    expect(isYes(text)).toBe(false);
  });
  it.each(["ALTA", "alta", "Alta.", " ALTA! "])("%j turns it back on", (text) => {
    expect(isOptBackIn(text)).toBe(true);
  });
  it.each(["dar de alta", "altas", "sí"])("%j does not", (text) => {
    expect(isOptBackIn(text)).toBe(false);
  });
});

describe("isSignedByMeta", () => {
  const body = Buffer.from('{"entry":[]}');
  it("accepts sha256= and the HMAC-SHA256 of the raw body with the app secret", () => {
    expect(isSignedByMeta(body, signBody(body, "secreto"), "secreto")).toBe(true);
  });
  it("refuses another secret, another body, a missing or truncated signature", () => {
    expect(isSignedByMeta(body, signBody(body, "otro"), "secreto")).toBe(false);
    expect(isSignedByMeta(Buffer.from('{"entry":[{}]}'), signBody(body, "secreto"), "secreto")).toBe(false);
    expect(isSignedByMeta(body, null, "secreto")).toBe(false);
    expect(isSignedByMeta(body, signBody(body, "secreto").slice(0, 20), "secreto")).toBe(false);
    expect(isSignedByMeta(body, signBody(body, "secreto").replace("sha256=", ""), "secreto")).toBe(false);
  });
});
