import net from "node:net";

// Plain HTTP/1.1 over a socket, for what fetch and Playwright will not send: any Host header, a Content-Length
// that lies, a body that keeps coming.

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; ms: number };

/** Sends `head` (and then `body` chunks, while the socket is open) and resolves at the first complete answer. */
export function rawRequest(
  port: number,
  head: string,
  body: { chunk?: Buffer; chunks?: number; end?: Buffer } = {},
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let done = false;
    let refused = false;
    const finish = (answer?: RawAnswer, error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      if (answer) resolve(answer);
      else reject(error);
    };
    const timer = setTimeout(() => finish(undefined, new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on("connect", async () => {
      socket.write(head);
      for (let i = 0; i < (body.chunks ?? 0) && !done && !refused; i++) {
        const chunk = body.chunk!;
        if (!socket.write(`${chunk.length.toString(16)}\r\n`) || !socket.write(chunk) || !socket.write("\r\n")) {
          await new Promise((drained) => socket.once("drain", drained));
        }
      }
      if (body.end && !done) socket.write(body.end);
    });
    socket.on("data", (data) => {
      received = Buffer.concat([received, data]);
      const answer = parseAnswer(received, started);
      if (answer) finish(answer);
    });
    // A server that answers and closes before the body is all sent makes our next write fail (EPIPE, ECONNRESET):
    // its answer is still coming, so stop writing and read it when the socket closes.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE" || error.code === "ECONNRESET") refused = true;
      else finish(undefined, error);
    });
    socket.on("close", () => finish(parseAnswer(received, started) ?? undefined, new Error("closed without an answer")));
  });
}

/**
 * A request whose body trickles in as it is: `head` (request line, headers and the start of the body), then `chunk`
 * every `everyMs` until the server answers or `stop()` closes the socket. `answer` resolves with the server's answer,
 * or null when it was stopped first.
 */
export function tricklingRequest(port: number, head: string | Buffer, trickle: { chunk: Buffer; everyMs: number }) {
  const started = Date.now();
  const socket = net.connect(port, "127.0.0.1");
  let received = Buffer.alloc(0);
  let answered: RawAnswer | null = null;
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<RawAnswer | null>((resolve) => {
    const finish = () => {
      clearInterval(timer);
      socket.destroy();
      resolve(answered);
    };
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => socket.write(trickle.chunk), trickle.everyMs);
    });
    socket.on("data", (data) => {
      received = Buffer.concat([received, data]);
      answered = parseAnswer(received, started);
      if (answered) finish();
    });
    socket.on("error", () => {}); // a server that answers and closes makes a later write fail: the answer still comes
    socket.on("close", () => {
      answered ??= parseAnswer(received, started);
      finish();
    });
  });
  return { answer, stop: () => socket.destroy(), answered: () => answered !== null };
}

function parseAnswer(bytes: Buffer, started: number): RawAnswer | null {
  const split = bytes.indexOf("\r\n\r\n");
  if (split < 0) return null;
  const [statusLine, ...lines] = bytes.subarray(0, split).toString("latin1").split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
  );
  let body: Buffer | null = bytes.subarray(split + 4);
  if (headers["transfer-encoding"] === "chunked") body = dechunk(body);
  else if (headers["content-length"] && body.length < Number(headers["content-length"])) body = null;
  if (!body) return null;
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8"), ms: Date.now() - started };
}

/** The whole body of a chunked answer, or null while its last chunk has not arrived. */
function dechunk(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let rest = bytes;
  for (;;) {
    const newline = rest.indexOf("\r\n");
    if (newline < 0) return null;
    const size = parseInt(rest.subarray(0, newline).toString("latin1"), 16);
    if (size === 0) return Buffer.concat(parts);
    if (rest.length < newline + 2 + size + 2) return null;
    parts.push(rest.subarray(newline + 2, newline + 2 + size));
    rest = rest.subarray(newline + 2 + size + 2);
  }
}

export const get = (port: number, path: string, headers: Record<string, string>) =>
  rawRequest(port, `GET ${path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("")}Connection: close\r\n\r\n`);
