#!/usr/bin/env node
// npm run whatsapp:local – the WhatsApp Cloud API stand-in on this machine (see README.md beside this file).
import { startWhatsappLocal } from "./server.mjs";

const env = process.env;
const port = Number(env.WHATSAPP_LOCAL_PORT || 4810);
const stub = await startWhatsappLocal({
  port,
  host: env.WHATSAPP_LOCAL_HOST || "127.0.0.1",
  accessToken: env.WHATSAPP_ACCESS_TOKEN || undefined,
  phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
  appSecret: env.WHATSAPP_APP_SECRET || undefined,
  webhookUrl: env.WHATSAPP_LOCAL_WEBHOOK_URL || `http://localhost:${env.PORT || 3000}/api/whatsapp/webhook`,
  templates: env.WHATSAPP_LOCAL_TEMPLATES ? env.WHATSAPP_LOCAL_TEMPLATES.split(",").map((name) => name.trim()).filter(Boolean) : undefined,
  failNumbers: env.WHATSAPP_LOCAL_FAIL_NUMBERS ? env.WHATSAPP_LOCAL_FAIL_NUMBERS.split(",").map((number) => number.trim()).filter(Boolean) : [],
  delayMs: Number(env.WHATSAPP_LOCAL_DELAY_MS) || 0,
});

console.log(`whatsapp-local listening on ${stub.url}
Set these for the app (e.g. in .env.local), then restart it:
  WHATSAPP_GRAPH_URL=${stub.graphUrl}
  WHATSAPP_ACCESS_TOKEN=${stub.config.accessToken}
  WHATSAPP_PHONE_NUMBER_ID=${stub.config.phoneNumberId}
  WHATSAPP_APP_SECRET=${stub.config.appSecret}
  WHATSAPP_VERIFY_TOKEN=<any value of yours>
Webhooks go to ${stub.config.webhookUrl}
  curl ${stub.url}/_local/messages
  curl -X POST ${stub.url}/_local/status -H 'content-type: application/json' -d '{"id":"wamid…","status":"delivered"}'
  curl -X POST ${stub.url}/_local/inbound -H 'content-type: application/json' -d '{"from":"50371234567","text":"BAJA"}'`);

const stop = async () => {
  await stub.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
