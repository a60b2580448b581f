// The services a production server talks to, as local stand-ins for the benchmarks: an SMTP server that accepts and
// counts every message (as a mail provider would) and the WhatsApp Cloud API stand-in (tools/whatsapp-local). A
// booking's server CPU is measured with both configured, since that is how production runs.
import { createHash } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { startWhatsappLocal } from "../tools/whatsapp-local/server.mjs";

/** Starts both on `smtpPort` and `whatsappPort`; answers the server's settings, the counts so far and `stop`. */
export async function startStandIns({ smtpPort, whatsappPort, appPort }) {
  const digests = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        // The same notice sent twice differs only in its Message-ID and Date: compared by recipient, subject and body.
        const text = Buffer.concat(chunks).toString("utf8");
        const split = text.indexOf("\r\n\r\n");
        const headers = text.slice(0, split).split(/\r\n(?![ \t])/).filter((line) => /^(to|subject):/i.test(line)).sort();
        digests.push(createHash("sha256").update(headers.join("\n")).update(text.slice(split)).digest("hex"));
        done();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(smtpPort, "127.0.0.1", resolve);
  });
  const whatsapp = await startWhatsappLocal({ port: whatsappPort, host: "127.0.0.1", webhookUrl: `http://127.0.0.1:${appPort}/api/whatsapp/webhook` });
  return {
    extra: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TEAM_EMAIL: "equipo@huellitas.test",
      WHATSAPP_GRAPH_URL: whatsapp.graphUrl,
      WHATSAPP_ACCESS_TOKEN: whatsapp.config.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.config.phoneNumberId,
      WHATSAPP_APP_SECRET: whatsapp.config.appSecret,
      WHATSAPP_VERIFY_TOKEN: "bench-verify",
    },
    /** Mails received and how many of them were the same message twice (a notice sent more than once). */
    mails: () => ({ received: digests.length, repeated: digests.length - new Set(digests).size }),
    /** WhatsApp messages accepted, and how many went twice (the same recipient, template and parameters). */
    whatsapp: () => {
      const keys = whatsapp.messages.map((message) => JSON.stringify([message.to, message.template, message.parameters]));
      return { received: keys.length, repeated: keys.length - new Set(keys).size };
    },
    stop: async () => {
      await new Promise((resolve) => smtp.close(resolve));
      await whatsapp.close();
    },
  };
}
