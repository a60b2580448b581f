import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP server on a free loopback port for a Jest test: it keeps what it accepted, and refuses for good (550,
// as a provider does for a mailbox that does not exist) every address in `refuse`; `connections()` counts the SMTP
// connections it was opened.

export type SunkMail = { to: string[]; raw: string };
export type SmtpSink = { url: string; mails: SunkMail[]; refused: string[]; connections: () => number; stop: () => Promise<void> };

export async function startSmtpSink({ refuse = [] }: { refuse?: string[] } = {}): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const refused: string[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!refuse.includes(address.address.toLowerCase())) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        // Quoted-printable read back (soft line breaks joined, =C3=B3 as "ó"), so texts read whole.
        const qp = Buffer.concat(chunks)
          .toString("latin1")
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const raw = Buffer.from(qp, "latin1").toString("utf8");
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refused,
    connections: () => connections,
    stop: async () => {
      const closed = once(server.server, "close");
      server.close();
      await closed;
    },
  };
}
