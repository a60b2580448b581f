import { SMTPServer } from "smtp-server";
import { E2E_MAIL } from "../../playwright.config";

// The e-mail the gated server sends, caught by a real SMTP server on E2E_MAIL.port for the test that starts it. Two
// spec files may run at once and each catches mail for its own test: a port still held by the other waits until it
// is free (within `waitMs`).

export type Mail = { to: string[]; text: string };

function listen(): Promise<{ server: SMTPServer; mails: Mail[] }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === E2E_MAIL.user && auth.password === E2E_MAIL.password ? done(null, { user: auth.username }) : done(new Error("no")),
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        // Quoted-printable soft line breaks joined, so links read whole.
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text: Buffer.concat(chunks).toString("utf8").replace(/=\r?\n/g, "") });
        done();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(E2E_MAIL.port, "127.0.0.1", () => resolve({ server, mails }));
  });
}

export async function startSmtp(waitMs = 60_000): Promise<{ server: SMTPServer; mails: Mail[] }> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return await listen();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
